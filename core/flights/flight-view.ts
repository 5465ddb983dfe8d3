import type { UserRepository } from '../accounts/accounts.ports.js';
import { fullName } from '../parcels/parcel-desk.js';
import { NAIROBI_TIME_ZONE, isoDateIn } from '../shared/calendar.js';
import type { Flight, FlightShipment, Reschedule } from './flight.js';
import type { ArrivalScans, FlightRepository } from './flights.ports.js';
import { undeclaredOf } from './manifest.js';

/** A shipment's owner as staff read them: the account ID and the name. */
type FlightOwners = ReadonlyMap<string, { accountId: string; name: string }>;

/**
 * A flight as staff read it, on the desk and in the CLI alike: its shipments with their owners, its schedule
 * changes, and the shipments whose contents are not all declared (staff are warned of them before closing).
 */
export interface FlightView {
  flight: Flight;
  cargo: FlightShipment[];
  reschedules: Reschedule[];
  owners: FlightOwners;
  /** The house waybills with undeclared contents. */
  undeclared: string[];
  /** Scanned on arrival but not on the manifest: recorded, not moved onto the flight. */
  flagged: string[];
  /** On the manifest but not scanned on arrival by the end of the arrival day (Nairobi's calendar). */
  missing: string[];
}

interface FlightViewReads {
  flights: Pick<FlightRepository, 'cargo' | 'reschedulesOf'>;
  users: Pick<UserRepository, 'findByIds'>;
  arrivals: ArrivalScans;
}

/** True once the day the flight landed (on Nairobi's calendar) is over: its unscanned shipments are then missing. */
export const arrivalDayOver = (flight: Flight, now: Date): boolean =>
  flight.ata !== null && isoDateIn(now, NAIROBI_TIME_ZONE) > isoDateIn(flight.ata, NAIROBI_TIME_ZONE);

/**
 * The flight's view in four queries, however many shipments it carries: each load answers it, so it reads no
 * parcel's contents (the cargo says which are undeclared); `now` tells whether any is missing.
 */
export async function viewFlight(reads: FlightViewReads, flight: Flight, now: Date): Promise<FlightView> {
  const [cargo, reschedules, arrival] = await Promise.all([
    reads.flights.cargo(flight.id),
    reads.flights.reschedulesOf(flight.id),
    reads.arrivals.checkOf(flight.id),
  ]);
  const owners = await reads.users.findByIds([...new Set(cargo.map((s) => s.ownerId))]);
  return {
    flight,
    cargo,
    reschedules,
    owners: new Map(owners.map((u) => [u.id, { accountId: u.accountId, name: fullName(u) }])),
    undeclared: undeclaredOf(cargo).map((s) => s.reference),
    flagged: arrival.flagged,
    missing: arrivalDayOver(flight, now) ? arrival.unscanned : [],
  };
}
