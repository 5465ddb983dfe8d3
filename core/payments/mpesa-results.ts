/**
 * What M-Pesa tells us of a payment, in our own terms: the vendor's adapter (under adapters/payments/) reads its
 * callbacks and status queries into these, so that no use case knows the vendor's wire shapes.
 */

/** An M-Pesa receipt number (TransID): `OEB44R5U3U`. */
export const RECEIPT_NUMBER = /^[A-Z0-9]{6,20}$/;

/** What M-Pesa said of an STK push, read from its callback (or its status query, which tells no payment). */
export interface StkResult {
  checkoutRequestId: string;
  /** Null only when M-Pesa never said and we stopped asking. */
  resultCode: number | null;
  resultDesc: string;
  /** What a paid request's callback tells. */
  paid?: { amountKes: number; receiptNumber: string; phone: string };
}

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
