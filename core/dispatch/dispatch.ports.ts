import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { Assignment, FailedDelivery, ReadyShipment, Rider } from './dispatch.js';

/** The dispatch desk's own records: its riders, who rides what on which day, and the deliveries that failed. */
export interface DispatchRepository {
  addRider(rider: Rider): Promise<void>;
  /** Every rider, active ones first, each by name. */
  riders(): Promise<Rider[]>;
  findRider(id: string): Promise<Rider | undefined>;
  /** Marks the rider inactive; false when no rider has the id. */
  deactivateRider(id: string): Promise<boolean>;
  /** Gives the shipment to the rider for the day, in place of any rider it had that day. */
  assign(assignment: Assignment): Promise<void>;
  /** Takes the shipment off the day's rider (a failed delivery comes back unassigned). */
  unassign(reference: string, day: string): Promise<void>;
  addFailure(failure: FailedDelivery): Promise<void>;
  /** The shipment's failed deliveries, oldest first. */
  failuresOf(reference: string): Promise<FailedDelivery[]>;
  /** The shipments' assignments on the day or later, by day then reference. */
  assignmentsFrom(references: readonly string[], day: string): Promise<Assignment[]>;
}

/**
 * The filter of the list's one query: one shipment (an assignment's check), one rider's day (a run sheet) or one
 * account's shipments (its dashboard).
 */
export interface ReadyFilter {
  reference?: string;
  riderId?: string;
  userId?: string;
}

/**
 * Every shipment ready for handover on the day (ready by its end on Nairobi's calendar, not failed that day), in
 * one query: its parcels, owner, the delivery choice in force when it left (after a failed delivery, the latest
 * choice: the customer was asked to confirm or change it), its rider that day and its failures. With no day, every
 * shipment ready now, whatever the day, and no rider.
 */
export interface ReadyShipments {
  on(day: string | null, filter?: ReadyFilter): Promise<ReadyShipment[]>;
}

/** The dispatch area's part of a unit of work. */
export type DispatchPorts = Pick<TransactionalPorts, 'dispatch' | 'readyShipments'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    dispatch: DispatchRepository;
    readyShipments: ReadyShipments;
  }
}
