import type { Cents } from '../shared/money.js';
import type { PaymentFailure } from './mpesa-results.js';

/** Where an M-Pesa request stands: asked and waiting, paid, failed, or cancelled on the phone. */
export const MPESA_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
type MpesaPaymentStatus = (typeof MPESA_PAYMENT_STATUSES)[number];

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
  /** Why it failed: set exactly when `status` is failed. */
  failure: PaymentFailure | null;
  /** What M-Pesa said of it, once it said (for staff and logs; the customer reads `paymentSentence`). */
  providerCode: string | null;
  providerDescription: string | null;
  /** M-Pesa's receipt number of a paid request. */
  receiptNumber: string | null;
  /** The ledger entry its payment posted. */
  entryId: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

const PAID_SENTENCE = 'Paid. Thank you: your receipt is on its way by e-mail.';
const CANCELLED_SENTENCE = 'You cancelled the request on your phone. Nothing was paid.';

/** Why a request failed, in words for the customer: what happened and what to do next. */
const FAILURE_SENTENCES: Readonly<Record<Exclude<PaymentFailure, 'other'>, string>> = {
  'insufficient-funds': 'Your M-Pesa balance was not enough for this payment. Top up and try again.',
  'another-transaction':
    'Another M-Pesa transaction was in progress on your phone. Wait a minute and try again.',
  expired: 'The request expired before it was answered on your phone. Try again.',
  'not-delivered': 'M-Pesa could not send the request to your phone. Try again.',
  unreachable: 'Your phone could not be reached. Check that it is on and has signal, then try again.',
  'wrong-pin': 'The M-Pesa PIN was wrong. Nothing was paid: try again.',
  'no-result':
    'M-Pesa did not tell us how this request ended, so we closed it. Nothing was charged to your account; if money left your M-Pesa, our staff will credit it when the paybill reports it.',
  // M-Pesa took another amount than we asked for: nothing is credited by the request, and the money is kept for
  // staff, who credit what came in.
  'other-amount':
    'M-Pesa reported a different amount than we asked for, so the payment was not applied automatically. Our staff will check it and credit your account with what you paid.',
};

/** What the customer reads about a payment request. */
export function paymentSentence(
  payment: Pick<MpesaPayment, 'status' | 'failure' | 'providerCode' | 'providerDescription'>,
): string {
  if (payment.status === 'pending') return 'Check your phone: enter your M-Pesa PIN to pay.';
  if (payment.status === 'paid') return PAID_SENTENCE;
  if (payment.status === 'cancelled') return CANCELLED_SENTENCE;
  if (payment.failure !== null && payment.failure !== 'other') return FAILURE_SENTENCES[payment.failure];
  // M-Pesa's own code and words, for the customer to quote to support.
  const said = payment.providerDescription ? `: ${payment.providerDescription}` : '';
  return `M-Pesa did not take the payment (code ${payment.providerCode ?? 'unknown'}${said}). Nothing was charged to your account.`;
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
