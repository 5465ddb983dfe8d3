import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { Flight, FlightShipment, Reschedule } from './flight.js';

/** Where a page of flights starts: after the flight the previous page ended with (newest first). */
export interface FlightPageStart {
  createdAt: Date;
  id: string;
}

/** The flights, their schedule changes, and the shipments loaded on each. */
export interface FlightRepository {
  /** Adds it unless another flight has its MAWB. */
  add(flight: Flight): Promise<'added' | 'mawb-taken'>;
  /**
   * The flight by id; locked until the transaction ends when `lock` says so: a load, a close and a departure of one
   * flight at once are decided one after the other.
   */
  find(id: string, options?: { lock: boolean }): Promise<Flight | undefined>;
  /** A page of at most `limit` flights, newest first (by when they were created), after `after`. */
  list(limit: number, after?: FlightPageStart): Promise<Flight[]>;
  /** Saves the flight's schedule, state and times. */
  update(flight: Flight): Promise<void>;
  addReschedule(reschedule: Reschedule): Promise<void>;
  /** The flight's schedule changes, oldest first. */
  reschedulesOf(flightId: string): Promise<Reschedule[]>;
  /**
   * Loads the shipment (KS… or KP…) unless it is loaded on a flight already (this one or another): then answers
   * that flight's id. Two loads of one shipment at once: the first wins.
   */
  load(flightId: string, reference: string, at: Date): Promise<'loaded' | { on: string }>;
  /** Unloads it; false when it was not on this flight. */
  unload(flightId: string, reference: string): Promise<boolean>;
  /** The id of the flight the shipment is loaded on, if any. */
  flightOf(reference: string): Promise<string | undefined>;
  /**
   * The shipments on the flight, in loading order, each with its owner, its parcels, its weights and declared value:
   * one query, however many shipments. Only the owner's, when `ownerId` is given (a customer's notice).
   */
  cargo(flightId: string, ownerId?: string): Promise<FlightShipment[]>;
}

/** What the scans at a flight's arrival found (the scans area answers it, from its scans and this area's manifest). */
export interface ArrivalCheck {
  /** The manifest's shipments that no arrival scan with this flight found, in loading order. */
  unscanned: string[];
  /** The shipments scanned on this flight's arrival that are not on its manifest, in the order first scanned. */
  flagged: string[];
}

/** The arrival scans of a flight against its manifest: one query. */
export interface ArrivalScans {
  checkOf(flightId: string): Promise<ArrivalCheck>;
}

/** The flights area's part of a unit of work. */
export type FlightsPorts = Pick<TransactionalPorts, 'flights'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    flights: FlightRepository;
    /** Answered by the scans area, read by this area's flight view. */
    arrivalScans: ArrivalScans;
  }
}
