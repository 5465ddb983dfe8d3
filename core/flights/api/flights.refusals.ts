import type { Refusals } from '../../shared/refusals.js';
import type { FlightCode } from '../flights.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const FLIGHT_REFUSALS = {
  'FLIGHTS.NOT_FOUND': { status: 404, exit: 'failure' },
  'FLIGHTS.MAWB_TAKEN': { status: 409, exit: 'failure' },
  'FLIGHTS.WRONG_STATE': { status: 409, exit: 'failure' },
  'FLIGHTS.CLOSED': { status: 409, exit: 'failure' },
  'FLIGHTS.SHIPMENT_NOT_FOUND': { status: 404, exit: 'failure' },
  'FLIGHTS.NOT_LOADABLE': { status: 409, exit: 'failure' },
  'FLIGHTS.SCHEDULE_ORDER': { status: 400, exit: 'usage' },
  'FLIGHTS.NOT_ON_FLIGHT': { status: 404, exit: 'failure' },
  'FLIGHTS.NO_KENYAN_DUTY': { status: 409, exit: 'failure' },
  'FLIGHTS.ASSESSMENT_UNREADABLE': { status: 400, exit: 'usage' },
} as const satisfies Refusals<FlightCode>;
