import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { PARCELS_TAG } from './parcels.endpoints.js';
import { PARCEL_REFUSALS } from './parcels.refusals.js';
import {
  shipRequestResponseSchema,
  shipRequestListResponseSchema,
  shipmentResponseSchema,
  waitingRequestsResponseSchema,
} from './shipment-responses.schema.js';
import { packShipmentSchema, shipRequestParams, shipRequestSchema } from '../shipments.schema.js';

const refusing = refusalsFrom(PARCEL_REFUSALS);

export const requestShipmentEndpoint = endpoint({
  operationId: 'requestShipment',
  method: 'POST',
  path: '/api/ship-requests',
  tag: PARCELS_TAG,
  summary: 'Ask for parcels waiting at the warehouse to travel together (consolidation, free)',
  description:
    'The parcels are held until staff pack them into one box, charged once at the tariff on the box’s own chargeable weight; their own charges are then cancelled. Withdraw the request any time before it is packed.',
  who: 'signed in',
  body: { type: 'json', schema: shipRequestSchema, maxBytes: 4 * 1024 },
  ok: { status: 201, meaning: 'The request; its parcels are held.', schema: shipRequestResponseSchema },
  refuses: refusing('PARCELS.NOT_FOUND', 'PARCELS.LEFT_WAREHOUSE', 'PARCELS.ALREADY_REQUESTED'),
  meanings: {
    404: "One of the numbers is no parcel of this customer's.",
    409: 'One of the parcels has left the warehouse, or is in another request or box already.',
  },
});

export const listShipRequestsEndpoint = endpoint({
  operationId: 'listShipRequests',
  method: 'GET',
  path: '/api/ship-requests',
  tag: PARCELS_TAG,
  summary: "The signed-in customer's requests to ship parcels together, and the boxes packed, newest first",
  description:
    'Each box says what its parcels would have cost one by one and what travelling together saved (`savedCents`).',
  who: 'signed in',
  ok: { status: 200, meaning: 'Requests and boxes.', schema: shipRequestListResponseSchema },
});

export const withdrawShipRequestEndpoint = endpoint({
  operationId: 'withdrawShipRequest',
  method: 'DELETE',
  path: '/api/ship-requests/{id}',
  tag: PARCELS_TAG,
  summary: 'Withdraw a request to ship parcels together, until it is packed',
  description:
    'Its parcels are no longer held: each leaves on the next departure on its own, at its own charge.',
  who: 'signed in',
  params: shipRequestParams,
  ok: {
    status: 200,
    meaning: 'Withdrawn: each parcel travels on its own again.',
    schema: shipRequestResponseSchema,
  },
  refuses: refusing('PARCELS.SHIP_REQUEST_NOT_FOUND', 'PARCELS.SHIP_REQUEST_CLOSED'),
  meanings: { 404: "No request of this customer's has this id.", 409: 'It was packed or withdrawn already.' },
});

export const waitingShipRequestsEndpoint = endpoint({
  operationId: 'waitingShipRequests',
  method: 'GET',
  path: '/api/admin/ship-requests',
  tag: STAFF_TAG,
  summary: 'The requests waiting to be packed, oldest first',
  description: 'Their parcels are held at the warehouse until packed (or withdrawn by their owner).',
  who: 'staff',
  roles: ['warehouse'],
  ok: { status: 200, meaning: 'The desk’s packing work.', schema: waitingRequestsResponseSchema },
});

export const packShipmentEndpoint = endpoint({
  operationId: 'packShipment',
  method: 'POST',
  path: '/api/admin/ship-requests/{id}/pack',
  tag: STAFF_TAG,
  summary: "Pack a request's parcels into one box, weighed and measured",
  description:
    'The box is charged once at the account’s tariff on its chargeable weight (the 25 kg break applies to the box), less the parcels’ pre-alert savings; each parcel’s own charge is reversed on the statement. The owner is mailed.',
  who: 'staff',
  roles: ['warehouse'],
  params: shipRequestParams,
  body: { type: 'json', schema: packShipmentSchema, maxBytes: 1024 },
  ok: { status: 200, meaning: 'The box.', schema: shipmentResponseSchema },
  refuses: refusing('PARCELS.SHIP_REQUEST_NOT_FOUND', 'PARCELS.SHIP_REQUEST_CLOSED'),
  meanings: { 404: 'No request has this id.', 409: 'It was packed or withdrawn already.' },
});
