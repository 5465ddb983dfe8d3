import * as z from 'zod/mini';
import { messageResponseSchema } from '../../shared/api/api-responses.schema.js';
import { type ApiTag, STAFF_TAG, endpoint, endpointUrl } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { fileResponseSchema } from '../../shared/api/api-responses.schema.js';
import {
  MAX_PHOTOS_PER_PARCEL,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MEGAPIXELS,
  PHOTO_PATH,
  PHOTO_SIZE_NAMES,
} from '../parcel-photo.js';
import {
  parcelResponseSchema,
  parcelListResponseSchema,
  preAlertResponseSchema,
  preAlertListResponseSchema,
  staffParcelResponseSchema,
  trackingResponseSchema,
} from './parcel-responses.schema.js';
import {
  moveParcelSchema,
  parcelReference,
  parcelReferenceSchema,
  preAlertListQuerySchema,
  preAlertSchema,
  receiveParcelSchema,
} from '../parcels.schema.js';
import { PARCEL_REFUSALS } from './parcels.refusals.js';
import { SIGNATURE_PATH } from '../parcel-handover.js';
import { declareContentsSchema } from '../contents.schema.js';

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
  ok: { status: 201, meaning: 'The pre-alert.', schema: preAlertResponseSchema },
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
  ok: { status: 200, meaning: 'A page of pre-alerts.', schema: preAlertListResponseSchema },
});

export const deletePreAlertEndpoint = endpoint({
  operationId: 'deletePreAlert',
  method: 'DELETE',
  path: '/api/pre-alerts/{id}',
  tag: PARCELS_TAG,
  summary: 'Withdraw a pre-alert while its parcel has not arrived',
  who: 'signed in',
  params: z.object({ id: z.uuid('No such pre-alert.') }),
  ok: { status: 200, meaning: 'Withdrawn.', schema: messageResponseSchema },
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
  ok: { status: 200, meaning: 'Every parcel received for this account.', schema: parcelListResponseSchema },
});

export const getParcelEndpoint = endpoint({
  operationId: 'getParcel',
  method: 'GET',
  path: '/api/parcels/{number}',
  tag: PARCELS_TAG,
  summary: "One of the signed-in customer's parcels",
  who: 'signed in',
  params: z.object({ number: parcelReference }),
  ok: { status: 200, meaning: 'The parcel.', schema: parcelResponseSchema },
  // The parcel view's own error: another customer's parcel is not found either.
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
  ok: { status: 200, meaning: 'The parcel is with us.', schema: trackingResponseSchema },
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
    "Weighed and measured: the parcel gets its number, its weights and its charge from the tariff of the account's destination, less the pre-alert saving when the customer pre-alerted its tracking number. The owner is mailed. A parcel whose label names no account (`accountId` left out, null or blank) or one no customer holds is received unclaimed: `accountId` null, no charge, until staff assign it (`POST /api/admin/parcels/{number}/assign`).",
  who: 'staff',
  roles: ['warehouse'],
  body: { type: 'json', schema: receiveParcelSchema, maxBytes: 4 * 1024 },
  ok: { status: 201, meaning: 'The parcel as received, or unclaimed.', schema: staffParcelResponseSchema },
  refuses: refusing('PARCELS.ALREADY_RECEIVED'),
  meanings: {
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
    'Release on payment, against the collection code: a parcel moves to `delivered` only with the six-digit `code` its owner was sent when it became ready, and when its charge (or its box’s) is paid. Without the code, or unpaid, only with a `reason`, which is kept with the step and shown to staff. Five wrong codes in a row lock the code for an hour (refused even when right, saying until when). A parcel packed with others moves with its box (a box number KS… moves it too, and the box has one code); a parcel held for packing does not move. Moving to `ready` issues the code. Proof of handover: `collectedBy` names whoever took it, with the last four digits of their ID number (`idLast4`) and a `signature` drawn on the screen (a PNG as a `data:image/png;base64,` URL, at most 64 KB), each when given; kept once for the shipment, with who handed it over, and the owner’s notice says who collected it.',
  who: 'staff',
  roles: ['warehouse', 'dispatch'],
  params: parcelReferenceSchema,
  // Room for a signature's PNG in base64; a larger signature is refused by its field, a larger body with 413.
  body: { type: 'json', schema: moveParcelSchema, maxBytes: 128 * 1024 },
  ok: {
    status: 200,
    meaning: 'The parcel with its new step; the owner is mailed.',
    schema: staffParcelResponseSchema,
  },
  refuses: refusing(
    'PARCELS.NOT_FOUND',
    'PARCELS.NOT_FORWARD',
    'PARCELS.UNPAID',
    'PARCELS.HELD',
    'PARCELS.UNCLAIMED',
    'PARCELS.WRONG_CODE',
    'PARCELS.CODE_LOCKED',
    'PARCELS.CODE_NEEDED',
  ),
  meanings: {
    404: 'No parcel has this number or tracking number.',
    409: 'The status is not later than the current one, the parcel is held to travel with others until packed, it is unclaimed (assign it first), or it is handed over with a wrong or locked collection code, without a code and without a reason, or while its charge is owed and no reason is given.',
  },
});

export const declareContentsEndpoint = endpoint({
  operationId: 'declareParcelContents',
  method: 'PUT',
  path: '/api/parcels/{number}/contents',
  tag: PARCELS_TAG,
  summary: "Declare what is in one of the signed-in customer's parcels, and see the taxes Kenya will charge",
  description:
    "While the parcel waits at the warehouse (received, not departed). Each line: what it is, one of the customs calculator's categories, how many, and one unit's value in US dollars (at most two decimals). Declaring again replaces the contents, until the parcel is insured. The answer's `estimatedTaxes` are the customs calculator's all-in estimate for these items, with the parcel's shipping charge as freight and its insurance: duty by each category on its share of the customs value, VAT, the Import Declaration Fee and the Railway Development Levy, with the date of the rules; the Kenya Revenue Authority has the final say.",
  who: 'signed in',
  params: z.object({ number: parcelReference }),
  body: { type: 'json', schema: declareContentsSchema, maxBytes: 32 * 1024 },
  ok: { status: 200, meaning: 'The parcel with its contents and estimate.', schema: parcelResponseSchema },
  refuses: refusing('PARCELS.NOT_FOUND', 'PARCELS.NOT_AT_WAREHOUSE', 'PARCELS.CONTENTS_INSURED'),
  meanings: {
    404: "No parcel of this customer's has this number (another customer's is not found either).",
    409: 'The parcel has left the warehouse, or it is insured (its declared value stands).',
  },
});

export const insureParcelEndpoint = endpoint({
  operationId: 'insureParcel',
  method: 'POST',
  path: '/api/parcels/{number}/insurance',
  tag: PARCELS_TAG,
  summary: "Insure one of the signed-in customer's parcels for 3% of its declared value",
  description:
    'While the parcel waits at the warehouse, once its contents are declared. 3% of the declared value in whole cents, half a cent rounded up, is charged to the account once: asking again answers the insured parcel and charges nothing. From then on its contents cannot be changed.',
  who: 'signed in',
  params: z.object({ number: parcelReference }),
  ok: { status: 200, meaning: 'The parcel, insured.', schema: parcelResponseSchema },
  refuses: refusing('PARCELS.NOT_FOUND', 'PARCELS.NOT_AT_WAREHOUSE', 'PARCELS.CONTENTS_NOT_DECLARED'),
  meanings: {
    404: "No parcel of this customer's has this number (another customer's is not found either).",
    409: 'The parcel has left the warehouse, or its contents are not declared yet.',
  },
});

export const addParcelPhotosEndpoint = endpoint({
  operationId: 'addParcelPhotos',
  method: 'POST',
  path: '/api/admin/parcels/{number}/photos',
  tag: STAFF_TAG,
  summary: 'Photograph a parcel at receipt or after',
  description: `One to ${String(MAX_PHOTOS_PER_PARCEL)} photos a parcel, all of one request kept or none. Each is told by its bytes (not its name or declared type), turned upright, stripped of every metadata block (a phone's GPS position never reaches the customer) and kept in two sizes.`,
  who: 'staff',
  roles: ['warehouse'],
  params: z.object({ number: parcelReference }),
  body: {
    type: 'files',
    field: 'photo',
    maxFiles: MAX_PHOTOS_PER_PARCEL,
    maxBytes: MAX_PHOTO_BYTES,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    note: 'The photos, each in a part named `photo`.',
  },
  ok: { status: 201, meaning: 'The parcel with all its photos.', schema: staffParcelResponseSchema },
  refuses: refusing(
    'PARCELS.NOT_FOUND',
    'PARCELS.NOT_AN_IMAGE',
    'PARCELS.TOO_MANY_PIXELS',
    'PARCELS.TOO_MANY_PHOTOS',
    'UNAVAILABLE',
  ),
  meanings: {
    404: 'No parcel has this number or tracking number.',
    409: `The parcel would have more than ${String(MAX_PHOTOS_PER_PARCEL)} photos.`,
    413: `A photo is larger than 10 MB, or has more than ${String(MAX_PHOTO_MEGAPIXELS)} megapixels (told by its header, before any pixel is decoded).`,
    415: 'A file is not a JPEG, PNG or WebP image (by its bytes), or the body is not multipart/form-data.',
    503: 'The photo store cannot be reached; nothing was kept.',
  },
});

export const removeParcelPhotoEndpoint = endpoint({
  operationId: 'removeParcelPhoto',
  method: 'DELETE',
  path: '/api/admin/parcels/{number}/photos/{photoId}',
  tag: STAFF_TAG,
  summary: "Remove a parcel's photo, freeing its place",
  description:
    'Its record goes first, then both its sized files; a file the store fails to remove is logged, never shown again.',
  who: 'staff',
  roles: ['warehouse'],
  params: z.object({ number: parcelReference, photoId: z.uuid('No such photo.') }),
  ok: { status: 200, meaning: 'The parcel with the photos it has left.', schema: staffParcelResponseSchema },
  refuses: refusing('PARCELS.NOT_FOUND', 'PARCELS.PHOTO_NOT_FOUND'),
  meanings: { 404: 'No parcel has this number or tracking number, or it has no photo of this id.' },
});

export const parcelPhotoEndpoint = endpoint({
  operationId: 'getParcelPhoto',
  method: 'GET',
  path: PHOTO_PATH,
  tag: PARCELS_TAG,
  summary: "One size of a parcel's photo, to its owner and staff",
  description:
    'Anyone else, signed in or not, is answered 404: a photo tells nobody else that the parcel exists. Private to the browser that asked.',
  who: 'anyone',
  params: z.object({
    number: parcelReference,
    id: z.uuid('No such photo.'),
    size: z.enum(PHOTO_SIZE_NAMES, 'The size is small or large.'),
  }),
  ok: {
    status: 200,
    meaning: 'The photo, without metadata.',
    schema: fileResponseSchema,
    file: { mediaTypes: ['image/jpeg'] },
  },
  refuses: refusing('PARCELS.PHOTO_NOT_FOUND', 'UNAVAILABLE'),
  meanings: { 404: "No photo of this parcel has this id, or it is not the caller's parcel." },
  // The id never names other bytes: a browser may keep it, but no shared cache.
  cache: 'private, max-age=86400',
});
export const handoverSignatureEndpoint = endpoint({
  operationId: 'getHandoverSignature',
  method: 'GET',
  path: SIGNATURE_PATH,
  tag: STAFF_TAG,
  summary: 'The signature drawn at a parcel’s handover (its box’s, once packed)',
  description:
    'Proof of handover: the PNG whoever collected the parcel signed on the desk’s screen, as it was sent. Staff only; the parcel’s `handedOver.signatureUrl` links it when there is one.',
  who: 'staff',
  roles: ['dispatch', 'support'],
  params: z.object({ number: parcelReference }),
  ok: {
    status: 200,
    meaning: 'The PNG signed on the desk’s screen.',
    schema: fileResponseSchema,
    file: { mediaTypes: ['image/png'] },
  },
  refuses: refusing('PARCELS.NOT_FOUND'),
  meanings: { 404: 'No parcel has this number, or its handover was not signed.' },
  cache: 'private, max-age=86400',
});

/** The tracking response's key in a page's data and in the browser's cache: the endpoint's own address. */
export const trackingKey = (reference: string): string => endpointUrl(trackParcelEndpoint, { reference });
