import type { FlightDestination } from '../flights/flight.js';

/** The hand-offs a parcel or box is scanned at, in the order it meets them. */
export const SCAN_STEPS = ['received', 'packed', 'loaded', 'arrived', 'handed-over'] as const;
export type ScanStep = (typeof SCAN_STEPS)[number];

/**
 * What a scan came to: done (the hand-off was taken), flagged (recorded for a supervisor, nothing moved: a
 * shipment scanned on arrival that is not on the flight's manifest), or refused (nothing moved).
 */
export const SCAN_OUTCOMES = ['done', 'flagged', 'refused'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

/** The steps that name a flight: loading onto it and arriving with it. */
export const FLIGHT_STEPS: readonly ScanStep[] = ['loaded', 'arrived'];

/** One scan at a hand-off, kept whatever it came to: who scanned what, where, when, and what happened. */
export interface ScanEvent {
  id: string;
  /** The number as scanned (normalised): a carrier's tracking number when received, else KP… or KS…. */
  reference: string;
  step: ScanStep;
  /** The staff member signed in (their e-mail). */
  staff: string;
  /** Where it was scanned: see README ("Places"). */
  place: string;
  at: Date;
  flightId: string | null;
  outcome: ScanOutcome;
  /** The sentence the scanner showed. */
  message: string;
}

/** The warehouse, where parcels are received, packed and loaded, by its airport. */
export const warehousePlace = (airport: string): string => `Warehouse ${airport}`;

/** The office at the airport a flight lands at, where its shipments are scanned on arrival. */
export const ARRIVAL_PLACE: Readonly<Record<FlightDestination, string>> = {
  NBO: 'Nairobi office (NBO)',
  JUB: 'Juba office (JUB)',
};

/** An arrival scan refused before its flight was known (no such flight). */
export const ARRIVALS_UNKNOWN = 'Arrivals (flight unknown)';
