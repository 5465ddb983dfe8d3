import type { Cents } from '../shared/money.js';

/** Where an M-Pesa request stands: asked and waiting, paid, failed, or cancelled on the phone. */
export const MPESA_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type MpesaPaymentStatus = (typeof MPESA_PAYMENT_STATUSES)[number];

/** One STK push we sent: what we asked for, and how M-Pesa answered it in the end. */
export interface MpesaPayment {
  id: string;
  userId: string;
  accountId: string;
  /** 2547…/2541…: where the request went. */
  phone: string;
  /** The whole shillings asked for, and the dollars they pay at the dated rate. */
  amountKes: number;
  amountCents: Cents;
  kesPerUsd: number;
  rateDate: string;
  /** M-Pesa's ids of the request: the callback and the status query name them. */
  merchantRequestId: string;
  checkoutRequestId: string;
  status: MpesaPaymentStatus;
  /** M-Pesa's ResultCode and ResultDesc, once it answered. */
  resultCode: number | null;
  resultDesc: string | null;
  /** M-Pesa's receipt number of a paid request. */
  receiptNumber: string | null;
  /** The ledger entry its payment posted. */
  entryId: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

/** M-Pesa's result codes a customer can cause, in words for them. */
const RESULT_SENTENCES: Readonly<Record<number, string>> = {
  0: 'Paid. Thank you: your receipt is on its way by e-mail.',
  1: 'Your M-Pesa balance was not enough for this payment. Top up and try again.',
  1001: 'Another M-Pesa transaction was in progress on your phone. Wait a minute and try again.',
  1019: 'The request expired before it was answered on your phone. Try again.',
  1025: 'M-Pesa could not send the request to your phone. Try again.',
  1032: 'You cancelled the request on your phone. Nothing was paid.',
  1037: 'Your phone could not be reached. Check that it is on and has signal, then try again.',
  2001: 'The M-Pesa PIN was wrong. Nothing was paid: try again.',
  9999: 'M-Pesa could not send the request to your phone. Try again.',
};

/** ResultCode 0: paid; 1032: the customer said no on the phone; any other: it failed. */
export const PAID_RESULT = 0;
export const CANCELLED_RESULT = 1032;

/**
 * M-Pesa took another amount than we asked for: the request is not settled as asked (nothing is credited by it),
 * and the money is kept for staff, who credit what came in.
 */
const OTHER_AMOUNT_SENTENCE =
  'M-Pesa reported a different amount than we asked for, so the payment was not applied automatically. Our staff will check it and credit your account with what you paid.';

/** What the customer reads about a payment request. */
export function paymentSentence(payment: Pick<MpesaPayment, 'status' | 'resultCode' | 'resultDesc'>): string {
  if (payment.status === 'pending') return 'Check your phone: enter your M-Pesa PIN to pay.';
  const code = payment.resultCode;
  if (payment.status === 'failed' && code === PAID_RESULT) return OTHER_AMOUNT_SENTENCE;
  if (code !== null && code in RESULT_SENTENCES) return RESULT_SENTENCES[code] ?? '';
  if (payment.status === 'paid') return RESULT_SENTENCES[0] ?? '';
  const said = payment.resultDesc ? `: ${payment.resultDesc}` : '';
  return `M-Pesa did not take the payment (code ${String(code ?? 'unknown')}${said}). Nothing was charged to your account.`;
}

/** A paybill (C2B) payment that named no account we know: kept for staff to assign, never lost. */
export interface UnmatchedPayment {
  /** M-Pesa's TransID. */
  transId: string;
  amountKes: number;
  /** What the payer typed as the account number. */
  billRefNumber: string;
  /** The payer's number as M-Pesa gives it (often masked). */
  msisdn: string;
  payerName: string;
  receivedAt: Date;
  /** The account it was assigned to, and when. */
  assignedTo: string | null;
  assignedAt: Date | null;
}
