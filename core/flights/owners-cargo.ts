import type { UserRepository } from '../accounts/accounts.ports.js';
import type { User } from '../accounts/user.js';
import type { Flight, FlightShipment } from './flight.js';
import type { FlightRepository } from './flights.ports.js';

/**
 * What a flight's notice to one customer is written from, read when it is sent: the flight, the owner and the
 * owner's shipments on it; undefined once the flight or the owner is gone.
 */
export async function ownersCargo(
  reads: { flights: Pick<FlightRepository, 'find' | 'cargo'>; users: Pick<UserRepository, 'findById'> },
  flightId: string,
  ownerId: string,
): Promise<{ flight: Flight; owner: User; mine: FlightShipment[] } | undefined> {
  const [flight, owner] = await Promise.all([reads.flights.find(flightId), reads.users.findById(ownerId)]);
  if (!flight || !owner) return undefined;
  return { flight, owner, mine: await reads.flights.cargo(flight.id, owner.id) };
}
