import { fileResponseSchema } from '../../shared/api/api-responses.schema.js';
import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import type { NeededRoles } from '../../shared/staff-roles.js';
import {
  createFlightSchema,
  flightListQuery,
  flightParams,
  flightShipmentParams,
  flightStepSchema,
  loadShipmentSchema,
  manifestQuery,
  rescheduleFlightSchema,
} from '../flights.schema.js';
import {
  assessmentReportResponseSchema,
  flightListResponseSchema,
  flightResponseSchema,
  flightViewResponseSchema,
} from './flight-responses.schema.js';
import { FLIGHT_REFUSALS } from './flights.refusals.js';
import { ASSESSMENT_HEADER } from '../assessment-format.js';

const refusing = refusalsFrom(FLIGHT_REFUSALS);

export const createFlightEndpoint = endpoint({
  operationId: 'createFlight',
  method: 'POST',
  path: '/api/admin/flights',
  tag: STAFF_TAG,
  summary: 'Plan a flight from the warehouse’s airport to Nairobi (NBO) or Juba (JUB)',
  description:
    '`{ flightNumber, mawb, destination, etd, eta }`: the carrier’s flight number (ET509), the master air waybill (706-12345675: its last digit is the first seven of the serial mod 7), and the scheduled departure and arrival as ISO 8601 instants. The flight is planned: shipments are loaded onto it until it is closed.',
  who: 'staff',
  roles: ['admin'],
  body: { type: 'json', schema: createFlightSchema, maxBytes: 2 * 1024 },
  ok: { status: 201, meaning: 'The flight, planned.', schema: flightResponseSchema },
  refuses: refusing('FLIGHTS.MAWB_TAKEN'),
  meanings: {
    400: 'A field is not valid: a MAWB with a wrong check digit is told so.',
    409: 'Another flight has this MAWB.',
  },
});

export const listFlightsEndpoint = endpoint({
  operationId: 'listFlights',
  method: 'GET',
  path: '/api/admin/flights',
  tag: STAFF_TAG,
  summary: 'The flights, newest first, a page at a time',
  description:
    '`limit` (1–100, 50 by default); `nextCursor` asks for the page after, and is null on the last page.',
  who: 'staff',
  roles: ['warehouse', 'dispatch'],
  query: flightListQuery,
  ok: { status: 200, meaning: 'A page of flights.', schema: flightListResponseSchema },
});

export const getFlightEndpoint = endpoint({
  operationId: 'getFlight',
  method: 'GET',
  path: '/api/admin/flights/{id}',
  tag: STAFF_TAG,
  summary: 'A flight with its shipments, their totals and its schedule changes',
  description:
    'Each shipment (a box or a lone parcel) with its parcels, weights and declared value, read in one query; the totals count each shipment as one piece.',
  who: 'staff',
  roles: ['warehouse', 'dispatch'],
  params: flightParams,
  ok: { status: 200, meaning: 'The flight.', schema: flightViewResponseSchema },
  refuses: refusing('FLIGHTS.NOT_FOUND'),
});

export const rescheduleFlightEndpoint = endpoint({
  operationId: 'rescheduleFlight',
  method: 'PATCH',
  path: '/api/admin/flights/{id}',
  tag: STAFF_TAG,
  summary: 'Move a flight’s ETD or ETA, with the reason',
  description:
    '`{ etd?, eta?, reason? }`. An ETA moved by an hour or more is mailed to every customer with a parcel on the flight, with the new time and the reason; a smaller change tells nobody. Each change is kept.',
  who: 'staff',
  roles: ['admin'],
  params: flightParams,
  body: { type: 'json', schema: rescheduleFlightSchema, maxBytes: 2 * 1024 },
  ok: { status: 200, meaning: 'The flight as rescheduled.', schema: flightViewResponseSchema },
  refuses: refusing('FLIGHTS.NOT_FOUND', 'FLIGHTS.WRONG_STATE', 'FLIGHTS.SCHEDULE_ORDER'),
  meanings: { 409: 'The flight has landed (or departed, for a new ETD).' },
});

const stepEndpoint = <const S extends 'close' | 'depart' | 'arrive' | 'clear'>(
  step: S,
  operationId: string,
  summary: string,
  roles: NeededRoles,
) =>
  endpoint({
    operationId,
    method: 'POST',
    path: `/api/admin/flights/{id}/${step}`,
    tag: STAFF_TAG,
    summary,
    description:
      '`{ at? }`: when it happened (ISO 8601; now when left out). Departing, arriving and clearing move every parcel on the flight along and mail each customer once, naming all their parcels on it.',
    who: 'staff',
    roles,
    params: flightParams,
    body: { type: 'json', schema: flightStepSchema, maxBytes: 1024, optional: true },
    ok: { status: 200, meaning: 'The flight after the step.', schema: flightViewResponseSchema },
    refuses: refusing('FLIGHTS.NOT_FOUND', 'FLIGHTS.WRONG_STATE'),
    meanings: { 409: 'The flight is not in a state this step is taken from.' },
  });

// The warehouse closes a flight and sees it off; dispatch in Nairobi takes it in and past customs.
export const closeFlightEndpoint = stepEndpoint(
  'close',
  'closeFlight',
  'Close a flight: loading is finished',
  ['warehouse'],
);
export const departFlightEndpoint = stepEndpoint(
  'depart',
  'departFlight',
  'A flight departed: every parcel on it departs',
  ['warehouse'],
);
export const arriveFlightEndpoint = stepEndpoint(
  'arrive',
  'arriveFlight',
  'A flight landed: every parcel on it arrives',
  ['dispatch'],
);
export const clearFlightEndpoint = stepEndpoint(
  'clear',
  'clearFlight',
  'Customs released a flight: every parcel on it is ready for its last leg',
  ['dispatch'],
);

export const loadShipmentEndpoint = endpoint({
  operationId: 'loadFlightShipment',
  method: 'POST',
  path: '/api/admin/flights/{id}/shipments',
  tag: STAFF_TAG,
  summary: 'Load a shipment onto a planned flight by its number (a box’s KS…, a lone parcel’s KP…)',
  description:
    '`{ reference }` as a scanner reads it. Loading it again on the same flight changes nothing; a parcel packed in a box is loaded by the box’s number.',
  who: 'staff',
  roles: ['warehouse'],
  params: flightParams,
  body: { type: 'json', schema: loadShipmentSchema, maxBytes: 1024 },
  ok: { status: 200, meaning: 'The flight with its shipments and totals.', schema: flightViewResponseSchema },
  refuses: refusing(
    'FLIGHTS.NOT_FOUND',
    'FLIGHTS.CLOSED',
    'FLIGHTS.SHIPMENT_NOT_FOUND',
    'FLIGHTS.NOT_LOADABLE',
  ),
  meanings: {
    404: 'No flight has this id, or no box or parcel this number.',
    409: 'The flight is closed, or the shipment may not go: unclaimed, held, in a box, on another flight, for another destination, or gone from the warehouse (the message says which).',
  },
});

export const unloadShipmentEndpoint = endpoint({
  operationId: 'unloadFlightShipment',
  method: 'DELETE',
  path: '/api/admin/flights/{id}/shipments/{reference}',
  tag: STAFF_TAG,
  summary: 'Take a shipment off a flight before it closes',
  description: 'The shipment stays at the warehouse, free to be loaded on another flight.',
  who: 'staff',
  roles: ['warehouse'],
  params: flightShipmentParams,
  ok: { status: 200, meaning: 'The flight with its shipments and totals.', schema: flightViewResponseSchema },
  refuses: refusing('FLIGHTS.NOT_FOUND', 'FLIGHTS.CLOSED', 'FLIGHTS.NOT_ON_FLIGHT'),
  meanings: { 404: 'No flight has this id, or the shipment is not on it.', 409: 'The flight is closed.' },
});

export const flightManifestEndpoint = endpoint({
  operationId: 'getFlightManifest',
  method: 'GET',
  path: '/api/admin/flights/{id}/manifest',
  tag: STAFF_TAG,
  summary: 'The clearing agent’s manifest of a flight: one line per house waybill, as CSV or PDF',
  description:
    '`?format=csv` (the default: UTF-8 with a byte-order mark and a header row, formulas neutralised) or `?format=pdf` (landscape A4). Each shipment on the flight is a house waybill (its KS… or KP… number): consignee, phone, where it is delivered or collected, the KRA PIN where given, pieces, actual and chargeable kilograms, the goods by customs category and quantity, the declared value in US dollars, insured or not; a shipment whose contents are not declared is marked UNDECLARED. Then the totals, the MAWB, the flight and the consolidator.',
  who: 'staff',
  roles: ['warehouse'],
  params: flightParams,
  query: manifestQuery,
  ok: {
    status: 200,
    meaning: 'The manifest, as a file.',
    schema: fileResponseSchema,
    file: { mediaTypes: ['text/csv', 'application/pdf'] },
  },
  refuses: refusing('FLIGHTS.NOT_FOUND'),
});

/** An assessment file is a line per house waybill: a megabyte holds many times a flight's. */
export const ASSESSMENT_FILE_BYTES = 1024 * 1024;

export const importAssessmentEndpoint = endpoint({
  operationId: 'importFlightAssessment',
  method: 'POST',
  path: '/api/admin/flights/{id}/assessment',
  tag: STAFF_TAG,
  summary:
    'Import the clearing agent’s assessment of a landed flight: Kenya’s duty and taxes per house waybill',
  description: `The file as the agent sends it (CSV): a header row \`${ASSESSMENT_HEADER.join(',')}\`, then one line per house waybill (the shipment’s KS… or KP… number) with its currency (KES or USD) and each amount, up to two decimals. Each waybill is charged once on its shipment (shillings at the configured rate, rounded up to the cent); importing it again charges nothing more. A waybill the flight does not carry, one named twice, and a malformed line are refused by line number; the other lines are still charged. Only for a flight to Nairobi (NBO) that has landed or cleared; once it has cleared, each customer newly charged is mailed.`,
  who: 'staff',
  roles: ['finance'],
  params: flightParams,
  body: {
    type: 'text',
    mediaTypes: ['text/csv', 'text/plain'],
    accepts: ['text/*', 'application/octet-stream'],
    note: 'The assessment, CSV, up to 1 MB.',
    maxBytes: ASSESSMENT_FILE_BYTES,
  },
  ok: { status: 200, meaning: 'What became of each line.', schema: assessmentReportResponseSchema },
  refuses: refusing(
    'FLIGHTS.NOT_FOUND',
    'FLIGHTS.WRONG_STATE',
    'FLIGHTS.NO_KENYAN_DUTY',
    'FLIGHTS.ASSESSMENT_UNREADABLE',
  ),
  meanings: {
    400: 'The file cannot be read as an assessment (not text, no header, too many lines): the message says which.',
    409: 'The flight has not landed yet, or it lands in Juba, where no Kenyan duty is charged.',
  },
});
