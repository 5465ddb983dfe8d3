import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { scanReferenceParams, scanSchema } from '../scans.schema.js';
import { scanListResponseSchema, scanResponseSchema } from './scan-responses.schema.js';
import { SCAN_REFUSALS } from './scans.refusals.js';

const refusing = refusalsFrom(SCAN_REFUSALS);

export const recordScanEndpoint = endpoint({
  operationId: 'recordScan',
  method: 'POST',
  path: '/api/admin/scans',
  tag: STAFF_TAG,
  summary: 'A scan at a hand-off: received, packed, loaded, arrived or handed over',
  description:
    '`{ reference, step, flightId?, accountId?, carrier?, weightKg?, lengthCm?, widthCm?, heightCm?, code?, collectedBy?, idLast4?, signature? }`. Received takes the carrier’s tracking number with the carrier, weight and three sides (and the label’s account); packed a parcel waiting for its box, with the box’s weight and sides; loaded and arrived our KS… or KP… with the flight; handed-over with the owner’s collection code and who collected it (`collectedBy`; `idLast4` and a `signature` PNG `data:` URL of at most 64 KB when given), kept as the handover’s proof. The step is taken as its own operation takes it, and the scan is recorded with who, where, when, the flight and the outcome. On arrival, a shipment not on the flight’s manifest is recorded as flagged and not moved.',
  who: 'staff',
  roles: ['warehouse', 'dispatch'],
  // Room for a handover's signature PNG in base64, as the desk's move takes it.
  body: { type: 'json', schema: scanSchema, maxBytes: 128 * 1024 },
  ok: {
    status: 201,
    meaning: 'The scan, recorded: done or flagged, with its sentence.',
    schema: scanResponseSchema,
  },
  refuses: refusing('SCANS.NOT_FOUND', 'SCANS.REFUSED'),
  meanings: {
    400: 'A field is not valid, or the step needs one that is missing (the message names it).',
    404: 'No box, parcel or flight has this number or id.',
    409: 'The scan does not fit (held, on another flight, handed over already, out of order, a wrong code): nothing moved; the message says what to do next.',
  },
});

export const listScansEndpoint = endpoint({
  operationId: 'listScans',
  method: 'GET',
  path: '/api/admin/scans/{reference}',
  tag: STAFF_TAG,
  summary: 'Every scan of a number, oldest first: its hand-offs’ story',
  description:
    'Our KP… or KS…, or the carrier’s tracking number a parcel was received by: each scan with who, where, when, the flight and the outcome, refused ones too. An unknown number has none.',
  who: 'staff',
  roles: ['warehouse', 'dispatch', 'support'],
  params: scanReferenceParams,
  ok: { status: 200, meaning: 'The scans of the number, oldest first.', schema: scanListResponseSchema },
});
