import * as z from 'zod/mini';
import { type ApiTag, STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import {
  mpesaRequestResponseSchema,
  paymentDayResponseSchema,
  paymentOptionsResponseSchema,
  paymentStatusResponseSchema,
  receiptResponseSchema,
  staffEntryResponseSchema,
  unmatchedResponseSchema,
  unmatchedListResponseSchema,
} from './payment-responses.schema.js';
import { PAYMENT_REFUSALS } from './payments.refusals.js';
import {
  assignUnmatchedSchema,
  creditAccountSchema,
  payWithMpesaSchema,
  paymentDaySchema,
  recordPaymentSchema,
  reverseEntrySchema,
} from '../payments.schema.js';

const refusing = refusalsFrom(PAYMENT_REFUSALS);

export const PAYMENTS_TAG: ApiTag = {
  name: 'payments',
  description: 'Paying what an account owes: M-Pesa requests to the phone, the paybill, receipts.',
};

const paymentIdParams = z.object({ paymentId: z.uuid('No such payment.') });
const entryIdParams = z.object({ entryId: z.uuid('No ledger entry has this id.') });

export const payWithMpesaEndpoint = endpoint({
  operationId: 'payWithMpesa',
  method: 'POST',
  path: '/api/payments/mpesa',
  tag: PAYMENTS_TAG,
  summary: 'Ask M-Pesa to send the amount due to the customer’s phone (STK push)',
  description:
    'Asks for the dollars due at the dated rate, rounded up to the shilling. The customer confirms with their PIN on the phone; follow the payment with `GET /api/payments/{paymentId}`.',
  who: 'signed in',
  body: { type: 'json', schema: payWithMpesaSchema, maxBytes: 1024 },
  ok: { status: 202, meaning: 'The request is on its way to the phone.', schema: mpesaRequestResponseSchema },
  refuses: refusing('PAYMENTS.NOTHING_DUE', 'UNAVAILABLE'),
  meanings: { 409: 'The account owes nothing.', 503: 'M-Pesa cannot be reached just now.' },
  rateLimit: {
    counter: 'mpesa-requests',
    rule: 'mpesaRequests',
    message: 'Too many payment requests at once. Please wait a few minutes and try again.',
  },
});

export const paymentStatusEndpoint = endpoint({
  operationId: 'getPayment',
  method: 'GET',
  path: '/api/payments/{paymentId}',
  tag: PAYMENTS_TAG,
  summary: 'Where an M-Pesa payment request stands, in words for the customer',
  description:
    "Only its owner sees a payment: any other id answers 404. `message` says the result in words; `failure` says why a failed request failed (not enough money, another transaction in progress, expired, not delivered, phone unreachable, wrong PIN, no result in a day, another amount than asked, or other), and `resultCode` is M-Pesa's own code when it gave one.",
  who: 'signed in',
  params: paymentIdParams,
  ok: { status: 200, meaning: 'The payment request.', schema: paymentStatusResponseSchema },
  refuses: refusing('PAYMENTS.NOT_FOUND'),
  meanings: { 404: 'No payment of this customer’s has this id.' },
});

export const paymentOptionsEndpoint = endpoint({
  operationId: 'getPaymentOptions',
  method: 'GET',
  path: '/api/payments/options',
  tag: PAYMENTS_TAG,
  summary:
    'How the signed-in customer pays: the paybill and their account number, and the Juba office for South Sudan',
  description:
    '`offline` is true on the offline M-Pesa (no M-Pesa settings): requests and callbacks are played, and no money moves. `jubaOffice` is where a South Sudan account pays in dollars (null for Kenya).',
  who: 'signed in',
  ok: { status: 200, meaning: 'The paybill.', schema: paymentOptionsResponseSchema },
});

export const receiptEndpoint = endpoint({
  operationId: 'getReceipt',
  method: 'GET',
  path: '/api/account/receipts/{entryId}',
  tag: PAYMENTS_TAG,
  summary: 'The receipt of one of the customer’s payments',
  description:
    'For its owner only: another customer’s payment, or an entry that is no payment, is not found. The balance is what the account owed right after the payment.',
  who: 'signed in',
  params: entryIdParams,
  ok: { status: 200, meaning: 'The receipt.', schema: receiptResponseSchema },
  refuses: refusing('PAYMENTS.ENTRY_NOT_FOUND'),
  meanings: { 404: 'No payment of this customer’s has this id.' },
});

export const recordPaymentEndpoint = endpoint({
  operationId: 'recordPayment',
  method: 'POST',
  path: '/api/admin/payments',
  tag: STAFF_TAG,
  summary: 'Record a payment made by card, bank transfer, PayPal, cash or M-Pesa outside the site',
  description: 'The reference is unique: a payment recorded twice is refused, and posts nothing.',
  who: 'staff',
  roles: ['finance'],
  body: { type: 'json', schema: recordPaymentSchema, maxBytes: 2 * 1024 },
  ok: {
    status: 201,
    meaning: 'The payment, posted; the customer is mailed a receipt.',
    schema: staffEntryResponseSchema,
  },
  refuses: refusing('PAYMENTS.UNKNOWN_ACCOUNT', 'PAYMENTS.DUPLICATE_REFERENCE'),
  meanings: {
    404: 'No account has this account ID.',
    409: 'A payment with this reference was recorded already.',
  },
});

export const creditAccountEndpoint = endpoint({
  operationId: 'creditAccount',
  method: 'POST',
  path: '/api/admin/credits',
  tag: STAFF_TAG,
  summary: 'Credit an account as goodwill, with the reason',
  description:
    'The credit pays the account’s oldest charges first; the reason is what the customer reads on the statement.',
  who: 'staff',
  roles: ['finance'],
  body: { type: 'json', schema: creditAccountSchema, maxBytes: 2 * 1024 },
  ok: { status: 201, meaning: 'The credit, posted.', schema: staffEntryResponseSchema },
  refuses: refusing('PAYMENTS.UNKNOWN_ACCOUNT'),
  meanings: { 404: 'No account has this account ID.' },
});

export const reverseEntryEndpoint = endpoint({
  operationId: 'reverseEntry',
  method: 'POST',
  path: '/api/admin/ledger/{entryId}/reverse',
  tag: STAFF_TAG,
  summary: 'Reverse a ledger entry in full, with the reason (the entry itself is never changed)',
  description:
    'Posts a new entry that undoes this one; an entry is reversed once, and a reversal is never reversed.',
  who: 'staff',
  roles: ['finance'],
  params: entryIdParams,
  body: { type: 'json', schema: reverseEntrySchema, maxBytes: 2 * 1024 },
  ok: { status: 201, meaning: 'The reversal, posted.', schema: staffEntryResponseSchema },
  refuses: refusing('PAYMENTS.ENTRY_NOT_FOUND', 'PAYMENTS.ALREADY_REVERSED'),
  meanings: { 404: 'No entry has this id.', 409: 'It was reversed already, or is a reversal.' },
});

export const paymentDayEndpoint = endpoint({
  operationId: 'listPaymentsOfDay',
  method: 'GET',
  path: '/api/admin/payments',
  tag: STAFF_TAG,
  summary: 'The payments of a day (Nairobi time; today when no day is given), newest first',
  description:
    'Each payment with the account ID it was posted to; the total counts the payments that stand (a reversed one brought nothing in).',
  who: 'staff',
  roles: ['finance'],
  query: paymentDaySchema,
  ok: { status: 200, meaning: 'The day’s payments and their total.', schema: paymentDayResponseSchema },
});

export const listUnmatchedEndpoint = endpoint({
  operationId: 'listUnmatchedPayments',
  method: 'GET',
  path: '/api/admin/payments/unmatched',
  tag: STAFF_TAG,
  summary: 'Paybill payments that named no account we know, waiting to be assigned',
  description:
    'Also the money an STK push did not credit (another amount than asked, or paid after the request was cancelled), under the account it was asked for. The 500 newest.',
  who: 'staff',
  roles: ['finance'],
  ok: { status: 200, meaning: 'The unmatched payments, newest first.', schema: unmatchedListResponseSchema },
});

export const assignUnmatchedEndpoint = endpoint({
  operationId: 'assignUnmatchedPayment',
  method: 'POST',
  path: '/api/admin/payments/unmatched/{transId}/assign',
  tag: STAFF_TAG,
  summary: 'Credit an unmatched paybill payment to the account it was meant for',
  description:
    'Posts it once, keyed by its receipt like every M-Pesa payment (so it never posts twice whichever channel told of it), at the dated rate rounded down to the cent.',
  who: 'staff',
  roles: ['finance'],
  params: z.object({
    transId: z
      .string()
      .check(z.regex(/^[A-Z0-9]{6,20}$/, 'No unmatched paybill payment has this transaction ID.')),
  }),
  body: { type: 'json', schema: assignUnmatchedSchema, maxBytes: 1024 },
  ok: {
    status: 200,
    meaning: 'Assigned and credited; the customer is mailed a receipt.',
    schema: unmatchedResponseSchema,
  },
  refuses: refusing(
    'PAYMENTS.UNMATCHED_NOT_FOUND',
    'PAYMENTS.UNKNOWN_ACCOUNT',
    'PAYMENTS.ALREADY_ASSIGNED',
    'PAYMENTS.ALREADY_CREDITED',
    'PAYMENTS.TOO_SMALL',
  ),
  meanings: {
    404: 'No unmatched payment has this ID, or no account has the account ID.',
    409: 'It was assigned already, its receipt is credited already, or it is worth less than a cent.',
  },
});
