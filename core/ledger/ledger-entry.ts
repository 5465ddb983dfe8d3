import type { Cents } from '../shared/money.js';

/**
 * What an entry is: a charge adds to what the account owes; a payment or a credit takes from it; a reversal undoes
 * one earlier entry, in full (a correction is a reversal and, where needed, a new entry: nothing is ever edited).
 */
export const ENTRY_KINDS = ['charge', 'payment', 'credit', 'reversal'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** How a payment reached us. */
export const PAYMENT_METHODS = ['mpesa', 'card', 'bank', 'paypal', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank transfer',
  paypal: 'PayPal',
  cash: 'Cash at the office',
};

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
  /**
   * Unique to what posted it (a parcel's charge, an M-Pesa receipt, a staff reference...): the same source never
   * posts twice, however often it is replayed.
   */
  sourceKey: string;
  /** What the customer reads on the statement. */
  description: string;
  /** Payments only. */
  method: PaymentMethod | null;
  /** The receipt or reference the payer or staff gave (M-Pesa receipt number, bank reference...). */
  reference: string | null;
  /** The parcel a charge is for, when it is for one. */
  parcelNumber: string | null;
  /** A reversal's entry. */
  reverses: string | null;
  /** Why staff posted it (goodwill credits, reversals, releases). */
  reason: string | null;
  /** Who posted it: staff's address, or null when the system did. */
  postedBy: string | null;
  shillings: ShillingAmount | null;
  postedAt: Date;
}

/** What every entry says: whose, which way, how much, its source and what the statement reads. */
type EntryEssentials = Pick<LedgerEntry, 'userId' | 'kind' | 'amountCents' | 'sourceKey' | 'description'>;

/**
 * A new entry posted `at`: the rest (method, reference, parcel, reversal, reason, staff, shillings) is empty
 * unless given, so each poster says only what its entry is.
 */
export const newLedgerEntry = (
  entry: EntryEssentials & Partial<Omit<LedgerEntry, 'postedAt'>>,
  at: Date,
): LedgerEntry => ({
  id: crypto.randomUUID(),
  method: null,
  reference: null,
  parcelNumber: null,
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

/** The source keys of what the system posts by itself, built in one place. */
export const SOURCE_KEYS = {
  parcelCharge: (parcelNumber: string) => `parcel:${parcelNumber}:shipping`,
  /** One day's storage of a parcel past its free days (day: YYYY-MM-DD, the warehouse's calendar). */
  storageFee: (parcelNumber: string, day: string) => `storage:${parcelNumber}:${day}`,
  /** A box of parcels packed together: charged once, the parcels' own charges reversed. */
  shipmentCharge: (shipmentNumber: string) => `shipment:${shipmentNumber}:shipping`,
  /** A parcel is insured once: a second request finds its key taken. */
  parcelInsurance: (parcelNumber: string) => `parcel:${parcelNumber}:insurance`,
  reversalOf: (entryId: string) => `reversal:${entryId}`,
  staffPayment: (reference: string) => `staff:${reference.trim().toUpperCase()}`,
  mpesaReceipt: (receiptNumber: string) => `mpesa:${receiptNumber.toUpperCase()}`,
  /** An STK push paid by the status query's word, which carries no receipt number: its CheckoutRequestID. */
  mpesaCheckout: (checkoutRequestId: string) => `mpesa-checkout:${checkoutRequestId}`,
  /** Once per phone number (its digits with the country code): one person's several sign-ups get one. */
  welcomeCredit: (phoneDigits: string) => `referral:welcome:phone:${phoneDigits}`,
  referrerCredit: (friendUserId: string) => `referral:referrer:${friendUserId}`,
  /** A goodwill credit has no outside source: it is its own entry. */
  goodwillCredit: (entryId: string) => `goodwill:${entryId}`,
} as const;
