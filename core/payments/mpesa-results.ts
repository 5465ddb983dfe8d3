/**
 * What M-Pesa tells us of a payment, in our own terms: the vendor's adapter (under adapters/payments/) reads its
 * callbacks and status queries into these, so that no use case knows the vendor's wire shapes or codes.
 */

/** An M-Pesa receipt number (TransID): `OEB44R5U3U`. */
export const RECEIPT_NUMBER = /^[A-Z0-9]{6,20}$/;

/**
 * Why a request failed, in words the customer can act on. The adapter names the first seven from the vendor's codes
 * ('other' for a code it does not know); the core adds its own two: no result in a day, and money of another amount.
 */
export const PAYMENT_FAILURES = [
  'insufficient-funds',
  'another-transaction',
  'expired',
  'not-delivered',
  'unreachable',
  'wrong-pin',
  'other',
  'no-result',
  'other-amount',
] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];
/** The failures a provider can report; the core's own two are decided by the core. */
export type ProviderFailure = Exclude<PaymentFailure, 'no-result' | 'other-amount'>;

/** How a request ended: paid, cancelled on the phone, or failed for a reason. */
export type RequestEnd<Failure extends PaymentFailure = ProviderFailure> =
  { status: 'paid' | 'cancelled'; failure: null } | { status: 'failed'; failure: Failure };

/** What the provider said, kept as it said it for staff and logs: the core never decides on it. */
export interface ProviderWords {
  /** The provider's own result code, as text; null when it never said. */
  providerCode: string | null;
  providerDescription: string;
}

/** How a request ended, as the provider told it (a callback, or the status query). */
export type RequestResult = RequestEnd & ProviderWords;

/** What M-Pesa said of an STK push, read from its callback (or its status query, which tells no payment). */
export type StkResult = RequestResult & {
  checkoutRequestId: string;
  /** What a paid request's callback tells. */
  paid?: { amountKes: number; receiptNumber: string; phone: string };
};

/** A payment to the paybill, as C2B validation and confirmation tell it. */
export interface PaybillPayment {
  transId: string;
  amountKes: number;
  /** What the payer typed as the account number. */
  billRefNumber: string;
  /** The payer's number as M-Pesa gives it (masked). */
  msisdn: string;
  payerName: string;
}
