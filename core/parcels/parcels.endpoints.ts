import * as z from 'zod/mini';
import { messageAnswerSchema } from '../shared/api-answers.schema.js';
import { type ApiTag, STAFF_TAG, endpoint, endpointUrl } from '../shared/endpoint.js';
import { refusalsFrom } from '../shared/refusals.js';
import {
  parcelAnswerSchema,
  parcelListAnswerSchema,
  preAlertAnswerSchema,
  preAlertListAnswerSchema,
  staffParcelAnswerSchema,
  trackingAnswerSchema,
} from './parcel-answers.schema.js';
import {
  moveParcelSchema,
  parcelReference,
  parcelReferenceSchema,
  preAlertListQuerySchema,
  preAlertSchema,
  receiveParcelSchema,
} from './parcels.schema.js';
import { PARCEL_REFUSALS } from './parcels.errors.js';

const refusing = refusalsFrom(PARCEL_REFUSALS);

export const PARCELS_TAG: ApiTag = {
  name: 'parcels',
  description: "A customer's pre-alerts and parcels, and public tracking by parcel or tracking number.",
};

export const createPreAlertEndpoint = endpoint({
  operationId: 'createPreAlert',
  method: 'POST',
  path: '/api/pre-alerts',
  tag: PARCELS_TAG,
  summary: 'Tell us a parcel is on its way to the warehouse',
  description:
    'A parcel that arrives with a pre-alerted tracking number costs the pre-alert saving less. The tracking number is kept as the carrier writes it: capitals, no spaces or hyphens.',
  who: 'signed in',
  body: { type: 'json', schema: preAlertSchema, maxBytes: 4 * 1024 },
  ok: { status: 201, meaning: 'The pre-alert.', schema: preAlertAnswerSchema },
  refuses: refusing('PARCELS.PRE_ALERT_EXISTS', 'PARCELS.ALREADY_ARRIVED', 'PARCELS.TOO_MANY_PRE_ALERTS'),
  meanings: {
    409: 'This customer has pre-alerted the number already, the parcel has already arrived, or the customer waits for the most pre-alerted parcels one may.',
  },
  rateLimit: {
    counter: 'pre-alerts',
    rule: 'preAlerts',
    message: 'Too many pre-alerts at once. Please try again in a few minutes.',
  },
});

export const listPreAlertsEndpoint = endpoint({
  operationId: 'listPreAlerts',
  method: 'GET',
  path: '/api/pre-alerts',
  tag: PARCELS_TAG,
  summary: "The signed-in customer's pre-alerts, newest first, a page at a time",
  description:
    'A page of pre-alerts, matched or not; `nextCursor` asks for the page after it, and is null on the last page.',
  who: 'signed in',
  query: preAlertListQuerySchema,
  ok: { status: 200, meaning: 'A page of pre-alerts.', schema: preAlertListAnswerSchema },
});

export const deletePreAlertEndpoint = endpoint({
  operationId: 'deletePreAlert',
  method: 'DELETE',
  path: '/api/pre-alerts/{id}',
  tag: PARCELS_TAG,
  summary: 'Withdraw a pre-alert while its parcel has not arrived',
  who: 'signed in',
  params: z.object({ id: z.uuid('No such pre-alert.') }),
  ok: { status: 200, meaning: 'Withdrawn.', schema: messageAnswerSchema },
  refuses: refusing('PARCELS.PRE_ALERT_NOT_FOUND', 'PARCELS.PRE_ALERT_FULFILLED'),
  meanings: { 404: "No pre-alert of this customer's has this id.", 409: 'Its parcel has arrived.' },
});

export const listParcelsEndpoint = endpoint({
  operationId: 'listParcels',
  method: 'GET',
  path: '/api/parcels',
  tag: PARCELS_TAG,
  summary: "The signed-in customer's parcels, newest first, with their steps, weights and charge",
  who: 'signed in',
  ok: { status: 200, meaning: 'Every parcel received for this account.', schema: parcelListAnswerSchema },
});

export const getParcelEndpoint = endpoint({
  operationId: 'getParcel',
  method: 'GET',
  path: '/api/parcels/{number}',
  tag: PARCELS_TAG,
  summary: "One of the signed-in customer's parcels",
  who: 'signed in',
  params: z.object({ number: parcelReference }),
  ok: { status: 200, meaning: 'The parcel.', schema: parcelAnswerSchema },
  // The route's own refusal: another customer's parcel is not found either.
  refuses: refusing('PARCELS.NOT_FOUND'),
  meanings: { 404: "No parcel of this customer's has this number (another customer's is not found either)." },
});

export const trackParcelEndpoint = endpoint({
  operationId: 'trackParcel',
  method: 'GET',
  path: '/api/track/{reference}',
  tag: PARCELS_TAG,
  summary: 'Where a parcel is, by our parcel number or the carrier tracking number',
  description:
    'The status and its dated steps only: never the name, phone, e-mail, address, account ID or value of whoever it belongs to.',
  who: 'anyone',
  params: parcelReferenceSchema,
  ok: { status: 200, meaning: 'The parcel is with us.', schema: trackingAnswerSchema },
  refuses: refusing('PARCELS.NOT_FOUND', 'UNAVAILABLE'),
  meanings: { 404: 'No parcel has this number or tracking number (yet).' },
  rateLimit: {
    counter: 'track',
    rule: 'track',
    message: 'Too many tracking requests. Please try again in a few minutes.',
  },
});

export const receiveParcelEndpoint = endpoint({
  operationId: 'receiveParcel',
  method: 'POST',
  path: '/api/admin/parcels',
  tag: STAFF_TAG,
  summary: 'Receive a parcel at the warehouse',
  description:
    "Weighed and measured: the parcel gets its number, its weights and its charge from the tariff of the account's destination, less the pre-alert saving when the customer pre-alerted its tracking number. The owner is mailed.",
  who: 'staff',
  body: { type: 'json', schema: receiveParcelSchema, maxBytes: 4 * 1024 },
  ok: { status: 201, meaning: 'The parcel as received.', schema: staffParcelAnswerSchema },
  refuses: refusing('PARCELS.UNKNOWN_ACCOUNT', 'PARCELS.ALREADY_RECEIVED'),
  meanings: {
    404: 'No account on this site has this account ID.',
    409: 'A parcel with this tracking number was received already.',
  },
});

export const moveParcelEndpoint = endpoint({
  operationId: 'moveParcel',
  method: 'POST',
  path: '/api/admin/parcels/{reference}/status',
  tag: STAFF_TAG,
  summary: 'Move a parcel to a later status (departed, arrived, ready, delivered)',
  description:
    'Release on payment: a parcel moves to `delivered` only when its charge is paid; an unpaid one only with a `reason`, which is kept with the step and shown to staff.',
  who: 'staff',
  params: parcelReferenceSchema,
  body: { type: 'json', schema: moveParcelSchema, maxBytes: 1024 },
  ok: {
    status: 200,
    meaning: 'The parcel with its new step; the owner is mailed.',
    schema: staffParcelAnswerSchema,
  },
  refuses: refusing('PARCELS.NOT_FOUND', 'PARCELS.NOT_FORWARD', 'PARCELS.UNPAID'),
  meanings: {
    404: 'No parcel has this number or tracking number.',
    409: 'The status is not later than the current one, or the parcel is handed over while its charge is owed and no reason is given.',
  },
});

/** The tracking answer's key in a page's data and in the browser's cache: the endpoint's own address. */
export const trackingKey = (reference: string): string => endpointUrl(trackParcelEndpoint, { reference });
