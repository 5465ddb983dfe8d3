import type { Cents } from '../shared/money.js';
import type { EntryPage, LedgerEntry, PostedEntry } from './ledger-entry.js';

export interface LedgerRepository {
  /**
   * Posts the entry unless one with its source key exists (the unique key decides between two at once, so a
   * replayed source never posts twice); says which. A reversal names an entry of the same account not reversed yet.
   */
  post(entry: LedgerEntry): Promise<'posted' | 'duplicate'>;
  find(id: string): Promise<PostedEntry | undefined>;
  findBySource(sourceKey: string): Promise<PostedEntry | undefined>;
  /** What the account owes (negative: what it has in credit): its charges less its payments and credits. */
  balanceOf(userId: string): Promise<Cents>;
  /** A page of the account's entries, newest first. */
  listFor(userId: string, page: EntryPage): Promise<PostedEntry[]>;
  /**
   * What is still owed of a charge, payments and credits paying the oldest charges first (a reversed charge owes
   * nothing; undefined: no such charge of this account).
   */
  unpaidOf(userId: string, chargeSourceKey: string): Promise<Cents | undefined>;
  /** The same for many charges of the account at once: each listed key that is a charge of it, and what it owes. */
  unpaidOfCharges(userId: string, chargeSourceKeys: readonly string[]): Promise<Map<string, Cents>>;
  /**
   * What is still owed of every charge of the account naming each of these parcels (its shipping, storage days,
   * insurance), summed by parcel number: each listed parcel with such a charge.
   */
  unpaidOfParcels(userId: string, parcelNumbers: readonly string[]): Promise<Map<string, Cents>>;
  /** What the entry's account owed right after it was posted (negative: in credit); undefined: no such entry. */
  balanceAfter(entryId: string): Promise<Cents | undefined>;
  /** What the account's owner paid in (its payments that stand, not reversed; credits are not theirs). */
  paidInBy(userId: string): Promise<Cents>;
  /** The account's oldest charge for a parcel that stands (not reversed): its first parcel. */
  firstParcelCharge(userId: string): Promise<PostedEntry | undefined>;
  /** Every account's payments posted from `from` up to `to`, newest first: the staff's day. */
  paymentsBetween(from: Date, to: Date): Promise<PostedEntry[]>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    ledger: LedgerRepository;
  }
}
