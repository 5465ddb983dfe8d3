import type { Cents } from '../shared/money.js';
import type { PaymentMethod } from '../shared/payment-methods.js';

/**
 * What an entry is: a charge adds to what the account owes; a payment or a credit takes from it; a reversal undoes
 * one earlier entry, in full (a correction is a reversal and, where needed, a new entry: nothing is ever edited).
 */
export const ENTRY_KINDS = ['charge', 'payment', 'credit', 'reversal'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Shillings a payment was made in, and the rate that turned them into dollars (or dollars into them). */
export interface ShillingAmount {
  kes: number;
  kesPerUsd: number;
  rateDate: string;
}

/** One immutable line of an account's ledger. */
export interface LedgerEntry {
  id: string;
  /** The account's owner (users.id). */
  userId: string;
  kind: EntryKind;
  /** Always positive: the kind says which way it moves the balance. */
  amountCents: Cents;
  /** Unique to what posted it: the same source never posts twice, however often it is replayed. */
  source: SourceKey;
  /** What the customer reads on the statement. */
  description: string;
  /** Payments only. */
  method: PaymentMethod | null;
  /** The receipt or reference the payer or staff gave (a mobile-money receipt number, a bank reference...). */
  reference: string | null;
  /** What a charge is for, as the area that posted it names it (its number), when it is for one thing. */
  subject: string | null;
  /** A reversal's entry. */
  reverses: string | null;
  /** Why staff posted it (goodwill credits, reversals, releases). */
  reason: string | null;
  /** Who posted it: staff's address, or null when the system did. */
  postedBy: string | null;
  shillings: ShillingAmount | null;
  postedAt: Date;
}

/**
 * What every entry says: its id (from the poster's Ids), whose, which way, how much, its source and what the
 * statement reads.
 */
type EntryEssentials = Pick<LedgerEntry, 'id' | 'userId' | 'kind' | 'amountCents' | 'source' | 'description'>;

/**
 * A new entry posted `at`: the rest (method, reference, subject, reversal, reason, staff, shillings) is empty
 * unless given, so each poster says only what its entry is.
 */
export const newLedgerEntry = (
  entry: EntryEssentials & Partial<Omit<LedgerEntry, 'postedAt'>>,
  at: Date,
): LedgerEntry => ({
  method: null,
  reference: null,
  subject: null,
  reverses: null,
  reason: null,
  postedBy: null,
  shillings: null,
  ...entry,
  postedAt: at,
});

/** How an entry moves the balance (what the account owes): up for a charge, down for a payment or a credit. */
export function effectOf(entry: Pick<LedgerEntry, 'kind' | 'amountCents'>, reversed?: EntryKind): Cents {
  switch (entry.kind) {
    case 'charge':
      return entry.amountCents;
    case 'payment':
    case 'credit':
      return -entry.amountCents;
    case 'reversal':
      return reversed === 'charge' ? -entry.amountCents : entry.amountCents;
  }
}

/** A page of entries: newest first, the ones listed before the cursor's entry. */
export interface EntryPage {
  limit: number;
  /** The sequence number of the last entry of the page before. */
  before?: number;
  /** Leaves out each entry a reversal undid: the reversal's line then stands for both (the statement's way). */
  foldReversed?: boolean;
}

export const ENTRY_PAGE_SIZE = 20;

/** An entry with its place in the account's order (posting order, which cursors follow). */
export interface PostedEntry extends LedgerEntry {
  sequence: number;
  /** The reversal that undid it, if one did. */
  reversedBy: string | null;
}

/**
 * What posted an entry: a kind, which the area that posts it owns and declares (`<area>-ledger-sources.ts`), and
 * an id unique within the kind. The ledger knows nothing of either but that the pair is unique.
 */
export interface SourceKey {
  kind: string;
  id: string;
}

/** A kind of source: called with its arguments, the key; `kind` and `id` for queries that need them apart. */
export type SourceKind<A extends string[]> = ((...args: A) => SourceKey) & {
  kind: string;
  id: (...args: A) => string;
};

/** Declares a kind of source: its name, and how its arguments make the id. */
export const sourceKind = <A extends string[]>(kind: string, id: (...args: A) => string): SourceKind<A> =>
  Object.assign((...args: A): SourceKey => ({ kind, id: id(...args) }), { kind, id });

export const sameSource = (a: SourceKey, b: SourceKey): boolean => a.kind === b.kind && a.id === b.id;

/** The ledger's own kind: a reversal is once per entry it undoes. */
export const LEDGER_SOURCES = {
  reversalOf: sourceKind('reversal', (entryId: string) => entryId),
} as const;
