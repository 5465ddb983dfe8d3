import * as z from 'zod/mini';
import { type ApiTag, endpoint } from '../../../core/shared/endpoint.js';
import { refusalsFrom } from '../../../core/shared/refusals.js';
import { PAYMENT_REFUSALS } from '../../../core/payments/api/payments.refusals.js';
import {
  c2bConfirmationSchema,
  c2bValidationSchema,
  callbackAcceptedSchema,
  paybillValidationResponseSchema,
  stkCallbackSchema,
} from './daraja-callbacks.schema.js';

/**
 * The addresses only M-Pesa calls (webhooks), declared beside the Daraja shapes they read: no browser calls them,
 * so the core's contracts do not name them. They are part of the API description all the same.
 */
const refusing = refusalsFrom(PAYMENT_REFUSALS);

export const MPESA_CALLBACKS_TAG: ApiTag = {
  name: 'mpesa-callbacks',
  description:
    'What M-Pesa (Safaricom’s Daraja API) posts to us, in Daraja’s shapes. Daraja signs nothing: each address holds the configured secret (`MPESA_CALLBACK_SECRET`), and any other answers 404.',
};

/** The secret path segment: checked in constant time by the handler, not by the schema. */
const callbackParams = z.object({ secret: z.string() });
const CALLBACK_BODY_BYTES = 16 * 1024;
const callbackMeanings = {
  404: 'Not a callback address: the secret is not ours.',
  503: 'The database cannot be reached; nothing was recorded.',
} as const;

export const mpesaCallbackEndpoint = endpoint({
  operationId: 'mpesaStkCallback',
  method: 'POST',
  path: '/api/payments/mpesa/callback/{secret}',
  tag: MPESA_CALLBACKS_TAG,
  summary: 'How an STK push ended (Daraja’s callback)',
  description:
    'Settles the request it names once, however often, late or out of order results come (the first decision stands): ResultCode 0 with the amount asked credits the account, 1032 is cancelled, any other code failed. Money the request does not credit (another amount, or paid after it was decided) is kept as an unmatched payment for staff. A request we never sent is acknowledged and changes nothing.',
  who: 'anyone',
  params: callbackParams,
  body: { type: 'json', schema: stkCallbackSchema, maxBytes: CALLBACK_BODY_BYTES },
  ok: { status: 200, meaning: 'Read (Daraja’s acknowledgement).', schema: callbackAcceptedSchema },
  refuses: refusing('PAYMENTS.NO_SUCH_CALLBACK', 'UNAVAILABLE'),
  meanings: callbackMeanings,
});

export const paybillValidationEndpoint = endpoint({
  operationId: 'mpesaPaybillValidation',
  method: 'POST',
  path: '/api/payments/mpesa/c2b/validation/{secret}',
  tag: MPESA_CALLBACKS_TAG,
  summary: 'Whether the paybill takes a payment (C2B validation)',
  description:
    'Accepted when the account number (BillRefNumber) is an account ID of this site, in any case, spaces ignored; otherwise rejected with C2B00012 (C2B00013 for an amount worth less than a cent). Nothing is recorded.',
  who: 'anyone',
  params: callbackParams,
  body: { type: 'json', schema: c2bValidationSchema, maxBytes: CALLBACK_BODY_BYTES },
  ok: {
    status: 200,
    meaning: 'M-Pesa’s answer: take it, or refuse it.',
    schema: paybillValidationResponseSchema,
  },
  refuses: refusing('PAYMENTS.NO_SUCH_CALLBACK', 'UNAVAILABLE'),
  meanings: callbackMeanings,
});

export const paybillConfirmationEndpoint = endpoint({
  operationId: 'mpesaPaybillConfirmation',
  method: 'POST',
  path: '/api/payments/mpesa/c2b/confirmation/{secret}',
  tag: MPESA_CALLBACKS_TAG,
  summary: 'A payment to the paybill went through (C2B confirmation)',
  description:
    'Credits the account the account number names once by its TransID (the shillings at the dated rate, rounded down to the cent). A payment for no account we know is kept as unmatched for staff to assign; so is one of the same shillings from the same account as an STK push paid without its receipt (perhaps that money told again), until the push’s callback names its receipt.',
  who: 'anyone',
  params: callbackParams,
  body: { type: 'json', schema: c2bConfirmationSchema, maxBytes: CALLBACK_BODY_BYTES },
  ok: { status: 200, meaning: 'Recorded (Daraja’s acknowledgement).', schema: callbackAcceptedSchema },
  refuses: refusing('PAYMENTS.NO_SUCH_CALLBACK', 'UNAVAILABLE'),
  meanings: callbackMeanings,
});
