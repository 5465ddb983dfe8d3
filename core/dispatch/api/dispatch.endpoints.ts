import { DELIVERY_TAG } from '../../delivery/api/delivery.endpoints.js';
import { fileResponseSchema } from '../../shared/api/api-responses.schema.js';
import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import {
  assignSchema,
  dispatchQuerySchema,
  failureSchema,
  riderParams,
  riderSchema,
  runSheetQuerySchema,
} from '../dispatch.schema.js';
import {
  assignResponseSchema,
  dispatchListResponseSchema,
  doorDeliveriesResponseSchema,
  failureResponseSchema,
  riderResponseSchema,
  ridersResponseSchema,
  runSheetResponseSchema,
} from './dispatch-responses.schema.js';
import { DISPATCH_REFUSALS } from './dispatch.refusals.js';

const refusing = refusalsFrom(DISPATCH_REFUSALS);

export const dispatchListEndpoint = endpoint({
  operationId: 'getDispatchList',
  method: 'GET',
  path: '/api/admin/dispatch',
  tag: STAFF_TAG,
  summary: 'What waits for handover on a day: pickup points and door deliveries',
  description:
    'Every shipment (a box, or a parcel on its own) ready for handover by the end of `date` (Nairobi; today when left out), not failed that day: grouped by pickup point with how many wait and since when the oldest, and door deliveries by county and town with the address, landmark, phone, pieces, what is due and the rider. `point` and `county` narrow it. A door that failed three times is listed at the pickup point nearest its county.',
  who: 'staff',
  roles: ['dispatch'],
  query: dispatchQuerySchema,
  ok: { status: 200, meaning: 'The day’s list, with the riders.', schema: dispatchListResponseSchema },
});

export const listRidersEndpoint = endpoint({
  operationId: 'listRiders',
  method: 'GET',
  path: '/api/admin/dispatch/riders',
  tag: STAFF_TAG,
  summary: 'Every rider, active ones first',
  description: 'The riders door deliveries are given to, with their phones; deactivated ones are kept.',
  who: 'staff',
  roles: ['dispatch'],
  ok: { status: 200, meaning: 'The riders.', schema: ridersResponseSchema },
});

export const addRiderEndpoint = endpoint({
  operationId: 'addRider',
  method: 'POST',
  path: '/api/admin/dispatch/riders',
  tag: STAFF_TAG,
  summary: 'Adds a rider',
  description: '`{ name, phone }`: the phone in +254 or +211 and nine digits, as the customer will call it.',
  who: 'staff',
  roles: ['dispatch'],
  body: { type: 'json', schema: riderSchema, maxBytes: 1024 },
  ok: { status: 201, meaning: 'The rider, active.', schema: riderResponseSchema },
});

export const deactivateRiderEndpoint = endpoint({
  operationId: 'deactivateRider',
  method: 'POST',
  path: '/api/admin/dispatch/riders/{riderId}/deactivate',
  tag: STAFF_TAG,
  summary: 'Deactivates a rider',
  description: 'The rider is kept (past run sheets name them) and is given no more deliveries.',
  who: 'staff',
  roles: ['dispatch'],
  params: riderParams,
  ok: { status: 200, meaning: 'The rider, inactive.', schema: riderResponseSchema },
  refuses: refusing('DISPATCH.RIDER_NOT_FOUND'),
  meanings: { 404: 'No rider has this id.' },
});

export const assignRiderEndpoint = endpoint({
  operationId: 'assignRider',
  method: 'POST',
  path: '/api/admin/dispatch/assignments',
  tag: STAFF_TAG,
  summary: 'Gives door deliveries to a rider for a day',
  description:
    '`{ riderId, day, references }`: boxes (KS…) or parcels on their own (KP…), each ready that day and going to a door; all or none. Each customer is mailed the rider’s name and phone and the day.',
  who: 'staff',
  roles: ['dispatch'],
  body: { type: 'json', schema: assignSchema, maxBytes: 8 * 1024 },
  ok: { status: 200, meaning: 'The rider and the shipments given.', schema: assignResponseSchema },
  refuses: refusing(
    'DISPATCH.RIDER_NOT_FOUND',
    'DISPATCH.RIDER_INACTIVE',
    'DISPATCH.NOT_READY',
    'DISPATCH.NOT_DOOR',
  ),
  meanings: {
    404: 'No rider has this id.',
    409: 'The rider is deactivated, or a shipment is not ready that day or not a door delivery: nothing given.',
  },
});

export const recordFailureEndpoint = endpoint({
  operationId: 'recordFailedDelivery',
  method: 'POST',
  path: '/api/admin/dispatch/failures',
  tag: STAFF_TAG,
  summary: 'Records a door delivery that failed',
  description:
    '`{ reference, day, reason }` (`no-one-home`, `wrong-address`, `refused`). It is back on the next day’s list and the customer is asked to confirm or change the address; the third failure moves it to the pickup point nearest its county, and the notice says so.',
  who: 'staff',
  roles: ['dispatch'],
  body: { type: 'json', schema: failureSchema, maxBytes: 1024 },
  ok: { status: 201, meaning: 'What the failure came to.', schema: failureResponseSchema },
  refuses: refusing('DISPATCH.NOT_READY', 'DISPATCH.NOT_DOOR'),
  meanings: {
    409: 'Not on that day’s list (not ready, or failed already that day), or not a door delivery.',
  },
});

export const runSheetEndpoint = endpoint({
  operationId: 'getRunSheet',
  method: 'GET',
  path: '/api/admin/dispatch/run-sheets/{riderId}',
  tag: STAFF_TAG,
  summary: 'A rider’s run sheet for a day, as a PDF',
  description:
    'The rider’s stops of `date` (Nairobi; today when left out) in order, by county and town: the address, landmark, phone, pieces, the amount to collect, and a space to sign.',
  who: 'staff',
  roles: ['dispatch'],
  params: riderParams,
  query: runSheetQuerySchema,
  ok: {
    status: 200,
    meaning: 'The run sheet: a PDF of A4 pages.',
    schema: fileResponseSchema,
    file: { mediaTypes: ['application/pdf'] },
  },
  refuses: refusing('DISPATCH.RIDER_NOT_FOUND'),
  meanings: { 404: 'No rider has this id.' },
});

export const runSheetDataEndpoint = endpoint({
  operationId: 'getRunSheetData',
  method: 'GET',
  path: '/api/admin/dispatch/run-sheets/{riderId}/stops',
  tag: STAFF_TAG,
  summary: 'A rider’s run sheet for a day, as JSON (the printable page)',
  description: 'The same stops as the PDF, in the same order.',
  who: 'staff',
  roles: ['dispatch'],
  params: riderParams,
  query: runSheetQuerySchema,
  ok: { status: 200, meaning: 'The rider’s stops of the day.', schema: runSheetResponseSchema },
  refuses: refusing('DISPATCH.RIDER_NOT_FOUND'),
  meanings: { 404: 'No rider has this id.' },
});

export const doorDeliveriesEndpoint = endpoint({
  operationId: 'getMyDoorDeliveries',
  method: 'GET',
  path: '/api/account/door-deliveries',
  tag: DELIVERY_TAG,
  summary: 'The signed-in customer’s shipments on their way to the door: the rider, the day, a failed try',
  description:
    'Each of the account’s shipments that is ready and goes to its door: `waiting` (no rider yet), `assigned` (the rider’s name and phone and the day), `failed` (the last failed try, its reason and the next try; the address can be confirmed or changed), or `moved` (after three failed tries, the pickup point it waits at).',
  who: 'signed in',
  ok: {
    status: 200,
    meaning: 'The door deliveries, oldest ready first.',
    schema: doorDeliveriesResponseSchema,
  },
});
