import type { DomainError } from '../shared/result.js';
import type { FlightState } from './flight.js';

const STATE_WORDS: Readonly<Record<FlightState, string>> = {
  planned: 'planned (still loading)',
  closed: 'closed (loading finished)',
  departed: 'departed',
  arrived: 'arrived',
  cleared: 'cleared through customs',
};

export const FLIGHT_ERRORS = {
  notFound: { code: 'FLIGHTS.NOT_FOUND', message: 'No flight has this id.' },
  mawbTaken: (mawb: string) =>
    ({
      code: 'FLIGHTS.MAWB_TAKEN',
      message: `Another flight already has the master air waybill ${mawb}: each MAWB is one flight's.`,
    }) as const,
  wrongState: (step: string, state: FlightState) =>
    ({
      code: 'FLIGHTS.WRONG_STATE',
      message: `This flight cannot ${step}: it is ${STATE_WORDS[state]}.`,
    }) as const,
  closed: (state: FlightState) =>
    ({
      code: 'FLIGHTS.CLOSED',
      message: `This flight takes no more shipments and gives none back: it is ${STATE_WORDS[state]}.`,
    }) as const,
  shipmentNotFound: (reference: string) =>
    ({
      code: 'FLIGHTS.SHIPMENT_NOT_FOUND',
      message: `No box or parcel has the number ${reference}.`,
    }) as const,
  notLoadable: (message: string) => ({ code: 'FLIGHTS.NOT_LOADABLE', message }) as const,
  scheduleOrder: {
    code: 'FLIGHTS.SCHEDULE_ORDER',
    message: 'The arrival (ETA) must come after the departure (ETD).',
  },
  notOnFlight: (reference: string) =>
    ({ code: 'FLIGHTS.NOT_ON_FLIGHT', message: `${reference} is not loaded on this flight.` }) as const,
  noKenyanDuty: (flightNumber: string) =>
    ({
      code: 'FLIGHTS.NO_KENYAN_DUTY',
      message: `Flight ${flightNumber} lands in Juba: South Sudan's parcels owe no Kenyan duty or taxes, so nothing is charged from an assessment. South Sudan's customs are paid at the Juba office.`,
    }) as const,
  assessmentUnreadable: (reason: string) =>
    ({ code: 'FLIGHTS.ASSESSMENT_UNREADABLE', message: reason }) as const,
} as const satisfies Record<string, DomainError | ((...args: never[]) => DomainError)>;

type ErrorOf<E> = E extends (...args: never[]) => infer R ? R : E;
type AnyFlightError = ErrorOf<(typeof FLIGHT_ERRORS)[keyof typeof FLIGHT_ERRORS]>;
export type FlightCode = AnyFlightError['code'];
/** A flight failure, or one of those with the codes `C` (what one use case may return). */
export type FlightError<C extends FlightCode = FlightCode> = Extract<AnyFlightError, { code: C }>;

/** Why a shipment may not be loaded, in words the loader reads at the scanner. */
export const NOT_LOADABLE_TEXT = {
  unclaimed: (number: string) =>
    `${number} is unclaimed: assign it to its account before it is loaded on a flight.`,
  held: (number: string) =>
    `${number} is held to travel with other parcels of its owner: pack them into one box, then load the box.`,
  inBox: (number: string, box: string) => `${number} is packed in box ${box}: load the box ${box}.`,
  otherFlight: (reference: string, flightNumber: string) =>
    `${reference} is already loaded on flight ${flightNumber}: unload it there first.`,
  memberLoaded: (number: string, box: string, flightNumber: string) =>
    `${number} of box ${box} is loaded on flight ${flightNumber} on its own: unload it there, then load the box.`,
  wrongDestination: (reference: string, airport: string) =>
    `${reference} goes to ${airport}, not to this flight's destination.`,
  left: (reference: string, status: string) =>
    `${reference} has left the warehouse (it is ${status}): only shipments at the warehouse are loaded.`,
} as const;
