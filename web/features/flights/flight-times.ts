import type { FlightResponse } from '../../../core/flights/api/flight-responses.schema.js';
import type { FlightStep } from '../../../core/flights/flight.js';
import { formatDateTime } from '../../site/dates.js';

/** A moment on an airport's clock, named by the airport: "8 December 2026, 5:30 PM ILG time". */
export const timeAt = (iso: string, timeZone: string, airport: string): string =>
  `${formatDateTime(iso, timeZone)} ${airport} time`;

/** Where a flight's departure happens (its origin), and its arrival (its destination). */
export const originOf = (flight: FlightResponse) => ({ zone: flight.originZone, airport: flight.origin });
export const destinationOf = (flight: FlightResponse) => ({
  zone: flight.destinationZone,
  airport: flight.destination,
});

/** The airport whose clock a step's time is read on: loading and departure at the origin, the rest on landing. */
export const placeOfStep = (flight: FlightResponse, step: FlightStep) =>
  step === 'close' || step === 'depart' ? originOf(flight) : destinationOf(flight);

/** How staff and the list name a flight's state. */
export const STATE_TEXT: Readonly<Record<FlightResponse['state'], string>> = {
  planned: 'Planned: loading',
  closed: 'Closed: loading finished',
  departed: 'Departed',
  arrived: 'Arrived',
  cleared: 'Cleared by customs',
};
