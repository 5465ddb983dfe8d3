import * as z from 'zod/mini';
import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { PARCEL_STATUSES } from '../parcel.js';
import { type DeskParcel, MAX_DESK_MOVES, type UnclaimedParcel } from '../parcel-desk.js';
import { boxResponseSchema, staffParcelResponseSchema } from './parcel-responses.schema.js';
import { PARCEL_REFUSALS } from './parcels.refusals.js';
import {
  assignParcelSchema,
  deskMovesSchema,
  deskQuerySchema,
  labelQuerySchema,
  labelsQuerySchema,
  parcelNumberParam,
  parcelReference,
  shipmentNumberParam,
} from '../parcels.schema.js';
import { fileResponseSchema } from '../../shared/api/api-responses.schema.js';
import { MAX_LABELS } from '../parcel-labels.js';

const refusing = refusalsFrom(PARCEL_REFUSALS);

const ownerResponse = z.object({ accountId: z.string(), name: z.string() });

const deskParcelResponse = z.object({
  number: z.string(),
  trackingNumber: z.string(),
  status: z.enum(PARCEL_STATUSES),
  /** Null while the parcel is unclaimed. */
  owner: z.nullable(ownerResponse),
  receivedAt: z.iso.datetime(),
  chargeableKg: z.number(),
  /** The box (KS…) it is packed in; left out while on its own. */
  shipmentNumber: z.optional(z.string()),
  /** The flight it is loaded on (its box's, once packed): its number; left out while on none. */
  flightNumber: z.optional(z.string()),
});
export type DeskParcelResponse = z.infer<typeof deskParcelResponse>;

export const deskPageResponseSchema = z.object({
  parcels: z.array(deskParcelResponse),
  /** The box the search names by its whole number (KS…), with its parcels, one charge and one due. */
  box: z.optional(boxResponseSchema),
  /** Asks for the page after this one; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type DeskPageResponse = z.infer<typeof deskPageResponseSchema>;

const unclaimedResponse = z.object({
  ...deskParcelResponse.shape,
  carrier: z.string(),
  description: z.nullable(z.string()),
  /** The customers whose open pre-alert names its tracking number: likely its owner. */
  preAlertedBy: z.array(ownerResponse),
});
export type UnclaimedParcelResponse = z.infer<typeof unclaimedResponse>;

export const unclaimedListResponseSchema = z.object({ parcels: z.array(unclaimedResponse) });
export type UnclaimedListResponse = z.infer<typeof unclaimedListResponseSchema>;

export const deskMovesResponseSchema = z.object({
  /** Parcels that took the step, those packed with a selected one included. */
  moved: z.number(),
  /** One for each number sent, in the order sent: moved (with its box, when packed: it moves as one), or why not. */
  results: z.array(
    z.object({
      number: z.string(),
      moved: z.boolean(),
      reason: z.nullable(z.string()),
      /** The box it is packed in, which moved with it; left out while on its own. */
      shipmentNumber: z.optional(z.string()),
    }),
  ),
});
export type DeskMovesResponse = z.infer<typeof deskMovesResponseSchema>;

export const deskParcelResponseOf = (p: DeskParcel, flightNumber?: string): DeskParcelResponse => ({
  number: p.number,
  trackingNumber: p.trackingNumber,
  status: p.status,
  owner: p.owner,
  receivedAt: p.receivedAt.toISOString(),
  chargeableKg: p.chargeableKg,
  ...(p.shipmentNumber !== undefined && { shipmentNumber: p.shipmentNumber }),
  ...(flightNumber !== undefined && { flightNumber }),
});

export const unclaimedResponseOf = (p: UnclaimedParcel): UnclaimedParcelResponse => ({
  ...deskParcelResponseOf(p),
  carrier: p.carrier,
  description: p.description,
  preAlertedBy: p.preAlertedBy,
});

export const searchParcelsEndpoint = endpoint({
  operationId: 'searchParcels',
  method: 'GET',
  path: '/api/admin/parcels',
  tag: STAFF_TAG,
  summary: 'Find any parcel: by parcel or tracking number, account ID or customer name, and by status',
  description:
    '`q` matches part of a parcel number (KP…), box number (KS…), tracking number or account ID (KX…), spaces and hyphens aside, or part of the owner’s name in any case; a whole box number also gives that box (`box`: its parcels, one charge and one due). Newest first; `nextCursor` asks for the page after it, and is null on the last page.',
  who: 'staff',
  roles: ['warehouse', 'dispatch', 'finance', 'support'],
  query: deskQuerySchema,
  ok: { status: 200, meaning: 'A page of parcels.', schema: deskPageResponseSchema },
});

export const unclaimedParcelsEndpoint = endpoint({
  operationId: 'listUnclaimedParcels',
  method: 'GET',
  path: '/api/admin/parcels/unclaimed',
  tag: STAFF_TAG,
  summary: 'The parcels received with no account we know, newest first',
  description:
    'Each with the customers whose open pre-alert names its tracking number, for staff to assign it to its owner.',
  who: 'staff',
  roles: ['warehouse', 'support'],
  ok: { status: 200, meaning: 'Every unclaimed parcel.', schema: unclaimedListResponseSchema },
});

export const assignParcelEndpoint = endpoint({
  operationId: 'assignParcel',
  method: 'POST',
  path: '/api/admin/parcels/{number}/assign',
  tag: STAFF_TAG,
  summary: 'Give an unclaimed parcel its account',
  description:
    "Priced then at the tariff of the account's destination, less the pre-alert saving when that account pre-alerted its tracking number; the charge is posted to the account and the owner is mailed the received notice. Its free storage days count from now.",
  who: 'staff',
  roles: ['warehouse', 'support'],
  params: z.object({ number: parcelReference }),
  body: { type: 'json', schema: assignParcelSchema, maxBytes: 1024 },
  ok: { status: 200, meaning: 'The parcel, now its owner’s.', schema: staffParcelResponseSchema },
  refuses: refusing('PARCELS.NOT_FOUND', 'PARCELS.UNKNOWN_ACCOUNT', 'PARCELS.ALREADY_CLAIMED'),
  meanings: {
    404: 'No parcel has this number, or no account has this account ID.',
    409: 'The parcel already belongs to an account.',
  },
});

export const moveParcelsEndpoint = endpoint({
  operationId: 'moveParcels',
  method: 'POST',
  path: '/api/admin/parcels/moves',
  tag: STAFF_TAG,
  summary: `Move up to ${String(MAX_DESK_MOVES)} selected parcels to a later status at once`,
  description:
    'What a status file of these numbers would do, by the same rules: each parcel moves forward only (to departed, arrived or ready: a hand-over is recorded one parcel at a time, with its collection code), one held for packing or unclaimed does not move; the owners are mailed. The others still move: the answer says of each number whether it moved, or why not.',
  who: 'staff',
  roles: ['warehouse', 'dispatch'],
  body: { type: 'json', schema: deskMovesSchema, maxBytes: 16 * 1024 },
  ok: { status: 200, meaning: 'What became of each number.', schema: deskMovesResponseSchema },
});

/** A label is a PDF of 4×6 inch pages, or ZPL for a thermal printer. */
const labelFile = {
  status: 200,
  meaning: 'The labels: a PDF, a 4×6 inch page each, or ZPL (`?format=zpl`), one ^XA…^XZ format each.',
  schema: fileResponseSchema,
  file: { mediaTypes: ['application/pdf', 'text/plain'] },
} as const;
const LABEL_TEXT =
  'A 4×6 inch label: the Code 128 barcode of the number and the number in large type, the account ID and the consignee’s name, where it goes by the owner’s delivery choice in force (a pickup point, a door’s town, or not chosen yet), the weight, and the pieces (a parcel of a box of three: 1 of 3; a parcel on its own: 1 of 1; a box: how many parcels it holds). `format=zpl` answers ZPL for a 203 dpi thermal printer (Code 128 as ^BC).';

export const parcelLabelEndpoint = endpoint({
  operationId: 'getParcelLabel',
  method: 'GET',
  path: '/api/admin/parcels/{number}/label',
  tag: STAFF_TAG,
  summary: "A parcel's label, as a PDF or ZPL",
  description: LABEL_TEXT,
  who: 'staff',
  roles: ['warehouse'],
  params: z.object({ number: parcelNumberParam }),
  query: labelQuerySchema,
  ok: labelFile,
  refuses: refusing('PARCELS.LABEL_NOT_FOUND'),
  meanings: { 404: 'No parcel has this number.' },
});

export const shipmentLabelEndpoint = endpoint({
  operationId: 'getShipmentLabel',
  method: 'GET',
  path: '/api/admin/shipments/{number}/label',
  tag: STAFF_TAG,
  summary: "A box's label, as a PDF or ZPL",
  description: LABEL_TEXT,
  who: 'staff',
  roles: ['warehouse'],
  params: z.object({ number: shipmentNumberParam }),
  query: labelQuerySchema,
  ok: labelFile,
  refuses: refusing('PARCELS.LABEL_NOT_FOUND'),
  meanings: { 404: 'No box has this number.' },
});

export const labelsEndpoint = endpoint({
  operationId: 'getLabels',
  method: 'GET',
  path: '/api/admin/labels',
  tag: STAFF_TAG,
  summary: `The labels of up to ${String(MAX_LABELS)} parcels and boxes, one a page`,
  description: `\`numbers\`: parcel (KP…) and box (KS…) numbers, comma-separated, printed in the order given, each once. ${LABEL_TEXT}`,
  who: 'staff',
  roles: ['warehouse'],
  query: labelsQuerySchema,
  ok: labelFile,
  refuses: refusing('PARCELS.LABEL_NOT_FOUND'),
  meanings: { 404: 'A number names no parcel or box: the answer names each, and nothing is printed.' },
});
