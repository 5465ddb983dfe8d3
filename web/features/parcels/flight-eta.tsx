import type { ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { CUSTOMER_TIME_ZONES } from '../../../core/delivery/time-zone.js';
import type { Destination } from '../../../core/pricing/destinations.js';
import { formatWeekdayDate } from '../../../core/shared/calendar.js';
import { formatDateTime } from '../../site/dates.js';

/**
 * When a parcel is expected: its flight (number, departure, arrival, clearance as they happen, and the day it is
 * estimated ready), or while it waits at the warehouse, the next weekly flight, said to be an estimate. Times in
 * the reader's zone: Nairobi for Kenya, Juba for South Sudan (Nairobi where the destination is not told, as on
 * public tracking). Nothing when neither applies.
 */
export function FlightEta({
  eta: { flight, nextDeparture },
  destination = 'kenya',
}: {
  eta: Pick<ParcelResponse, 'flight' | 'nextDeparture'>;
  destination?: Destination;
}) {
  const { zone, label } = CUSTOMER_TIME_ZONES[destination];
  const at = (iso: string) => `${formatDateTime(iso, zone)} (${label})`;
  if (flight)
    return (
      <dl
        aria-label={`Flight ${flight.flightNumber}`}
        className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 text-sm"
      >
        <dt className="text-slate-600">Flight</dt>
        <dd className="font-mono font-semibold">{flight.flightNumber}</dd>
        <dt className="text-slate-600">{flight.departedAt ? 'Departed' : 'Departs'}</dt>
        <dd>{at(flight.departedAt ?? flight.etd)}</dd>
        <dt className="text-slate-600">{flight.arrivedAt ? 'Landed' : 'Lands (ETA)'}</dt>
        <dd>{at(flight.arrivedAt ?? flight.eta)}</dd>
        {flight.clearedAt ? (
          <>
            <dt className="text-slate-600">Cleared customs</dt>
            <dd>{at(flight.clearedAt)}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">Estimated ready</dt>
            <dd className="font-semibold">{formatWeekdayDate(flight.readyBy)}</dd>
          </>
        )}
      </dl>
    );
  if (nextDeparture)
    return (
      <p className="mt-3 text-sm text-slate-700">
        Estimated departure: <strong>{formatWeekdayDate(nextDeparture.date)}</strong>, our next weekly flight
        (an estimate until it is loaded on a flight).
      </p>
    );
  return null;
}
