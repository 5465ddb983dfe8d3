import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { Cents } from '../shared/money.js';
import type { EntryPage, LedgerEntry, PostedEntry, SourceKey } from './ledger-entry.js';

/** One account and the keys asked of it (its charges' source ids, or their subjects). */
export interface AccountKeys {
  userId: string;
  keys: readonly string[];
}

export interface LedgerRepository {
  /**
   * Posts the entry unless one with its source key exists (the unique key decides between two at once, so a
   * replayed source never posts twice); says which. A reversal names an entry of the same account not reversed yet.
   */
  post(entry: LedgerEntry): Promise<'posted' | 'duplicate'>;
  find(id: string): Promise<PostedEntry | undefined>;
  findBySource(source: SourceKey): Promise<PostedEntry | undefined>;
  /** What the account owes (negative: what it has in credit): its charges less its payments and credits. */
  balanceOf(userId: string): Promise<Cents>;
  /** A page of the account's entries, newest first. */
  listFor(userId: string, page: EntryPage): Promise<PostedEntry[]>;
  /**
   * What is still owed of a charge, payments and credits paying the oldest charges first (a reversed charge owes
   * nothing; undefined: no such charge of this account).
   */
  unpaidOf(userId: string, chargeSource: SourceKey): Promise<Cents | undefined>;
  /**
   * The same for many charges of one kind, of any number of accounts in one read: by account, then by id, each
   * listed id whose source is a charge of that kind of that account, and what it owes.
   */
  unpaidOfCharges(kind: string, asks: readonly AccountKeys[]): Promise<Map<string, Map<string, Cents>>>;
  /**
   * What is still owed of every charge naming each of these subjects (LedgerEntry.subject), of any number of
   * accounts in one read: by account, then by subject, each listed subject of that account with such a charge,
   * summed.
   */
  unpaidBySubject(asks: readonly AccountKeys[]): Promise<Map<string, Map<string, Cents>>>;
  /** What the entry's account owed right after it was posted (negative: in credit); undefined: no such entry. */
  balanceAfter(entryId: string): Promise<Cents | undefined>;
  /** What the account's owner paid in (its payments that stand, not reversed; credits are not theirs). */
  paidInBy(userId: string): Promise<Cents>;
  /** The account's oldest charge that names a subject and stands (not reversed). */
  firstChargeWithSubject(userId: string): Promise<PostedEntry | undefined>;
  /** Every account's payments posted from `from` up to `to`, newest first: the staff's day. */
  paymentsBetween(from: Date, to: Date): Promise<PostedEntry[]>;
}

/** The ledger's part of a unit of work. */
export type LedgerPorts = Pick<TransactionalPorts, 'ledger'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    ledger: LedgerRepository;
  }
}
