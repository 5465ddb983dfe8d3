import { sourceKind } from '../ledger/ledger-entry.js';

/** The kinds of ledger source the payments area posts: each one's id is unique within its kind. */
export const PAYMENT_SOURCES = {
  staffPayment: sourceKind('staff-payment', (reference: string) => reference.trim().toUpperCase()),
  mpesaReceipt: sourceKind('mpesa-receipt', (receiptNumber: string) => receiptNumber.toUpperCase()),
  /** An STK push paid by the status query's word, which carries no receipt number: its CheckoutRequestID. */
  mpesaCheckout: sourceKind('mpesa-checkout', (checkoutRequestId: string) => checkoutRequestId),
  /** A goodwill credit has no outside source: it is its own entry. */
  goodwillCredit: sourceKind('goodwill-credit', (entryId: string) => entryId),
} as const;
