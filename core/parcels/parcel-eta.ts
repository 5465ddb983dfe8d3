import { nextDeparture } from '../schedule/departure-schedule.js';
import { NAIROBI_TIME_ZONE, businessDaysAfter } from '../shared/calendar.js';
import type { Parcel } from './parcel.js';
import type { ParcelFlight } from './parcels.ports.js';

/**
 * How many business days customs takes after a flight lands, as the flights area configures it (CLEARANCE_DAYS):
 * what a parcel's ready-by day is reckoned with.
 */
export interface ClearanceTerms {
  clearanceDays: number;
}

/** The flight a parcel is on, with the day it is estimated to be ready. */
interface ParcelFlightEta extends ParcelFlight {
  /** YYYY-MM-DD on Nairobi's calendar: the arrival (the ETA until it lands) plus the clearance days, Mon–Fri. */
  readyBy: string;
}

/**
 * When a parcel is expected: the flight it is on, or, while it waits at the warehouse on no flight yet, the
 * departure schedule's next flight (an estimate: no flight is booked for it). Neither once it left by other means.
 */
export interface ParcelEta {
  flight: ParcelFlightEta | null;
  nextDeparture: { date: string; cutoff: Date } | null;
}

/** The ready-by day of a parcel on the flight: its arrival (actual once it lands, else the ETA) plus the days. */
export const readyByOf = (flight: Pick<ParcelFlight, 'eta' | 'arrivedAt'>, clearanceDays: number): string =>
  businessDaysAfter(flight.arrivedAt ?? flight.eta, clearanceDays, NAIROBI_TIME_ZONE);

export function etaOf(
  parcel: Pick<Parcel, 'status'>,
  flight: ParcelFlight | undefined,
  terms: ClearanceTerms,
  now: Date,
): ParcelEta {
  if (flight)
    return { flight: { ...flight, readyBy: readyByOf(flight, terms.clearanceDays) }, nextDeparture: null };
  if (parcel.status !== 'received') return { flight: null, nextDeparture: null };
  const next = nextDeparture(now);
  return { flight: null, nextDeparture: { date: next.departureDate, cutoff: next.cutoff } };
}
