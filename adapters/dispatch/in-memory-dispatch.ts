import { choiceAt } from '../../core/delivery/delivery-choice.js';
import type { Assignment, FailedDelivery, ReadyShipment, Rider } from '../../core/dispatch/dispatch.js';
import type { DispatchRepository, ReadyShipments } from '../../core/dispatch/dispatch.ports.js';
import { leftAt } from '../../core/parcels/collection-notice.js';
import type { Parcel } from '../../core/parcels/parcel.js';
import { sortedByNumber } from '../../core/parcels/shipment.js';
import { NAIROBI_TIME_ZONE, isoDateIn } from '../../core/shared/calendar.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By id. */
    dispatchRiders: Map<string, Rider>;
    /** In the order made. */
    dispatchAssignments: Assignment[];
    /** In the order recorded. */
    dispatchFailures: FailedDelivery[];
  }
}

const byName = (a: Rider, b: Rider) =>
  Number(b.active) - Number(a.active) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export function inMemoryDispatch(tables: Tables): DispatchRepository {
  return {
    addRider: (rider) => {
      if (tables.dispatchRiders.has(rider.id)) return Promise.reject(new Error(`rider ${rider.id} exists`));
      tables.dispatchRiders.set(rider.id, clone(rider));
      return Promise.resolve();
    },
    riders: () => Promise.resolve(clone([...tables.dispatchRiders.values()].sort(byName))),
    findRider: (id) => Promise.resolve(clone(tables.dispatchRiders.get(id))),
    deactivateRider: (id) => {
      const rider = tables.dispatchRiders.get(id);
      if (rider) rider.active = false;
      return Promise.resolve(rider !== undefined);
    },
    assign: (assignment) => {
      tables.dispatchAssignments = tables.dispatchAssignments.filter(
        (a) => !(a.reference === assignment.reference && a.day === assignment.day),
      );
      tables.dispatchAssignments.push(clone(assignment));
      return Promise.resolve();
    },
    unassign: (reference, day) => {
      tables.dispatchAssignments = tables.dispatchAssignments.filter(
        (a) => !(a.reference === reference && a.day === day),
      );
      return Promise.resolve();
    },
    addFailure: (failure) => {
      if (tables.dispatchFailures.some((f) => f.id === failure.id))
        return Promise.reject(new Error(`failure ${failure.id} exists`));
      tables.dispatchFailures.push(clone(failure));
      return Promise.resolve();
    },
    failuresOf: (reference) =>
      Promise.resolve(clone(tables.dispatchFailures.filter((f) => f.reference === reference))),
    assignmentsFrom: (references, day) =>
      Promise.resolve(
        clone(
          tables.dispatchAssignments
            .filter((a) => references.includes(a.reference) && a.day >= day)
            .sort((a, b) => a.day.localeCompare(b.day) || a.reference.localeCompare(b.reference)),
        ),
      ),
  };
}

/** The list's query on the in-memory tables, by the same rules as its statement. */
export function inMemoryReadyShipments(tables: Tables): ReadyShipments {
  return {
    on: (day, filter = {}) => {
      const shipments = new Map<string, Parcel[]>();
      for (const p of tables.parcels.values()) {
        if (p.status !== 'ready' || p.userId === null) continue;
        const reference = p.shipmentNumber ?? p.number;
        shipments.set(reference, [...(shipments.get(reference) ?? []), p]);
      }
      const found: ReadyShipment[] = [];
      for (const [reference, parcels] of shipments) {
        const [first] = sortedByNumber([...parcels]);
        const owner = first?.userId ? tables.users.get(first.userId) : undefined;
        if (!first || !owner || first.accountId === null || first.destination === null) continue;
        const readyAt = new Date(
          Math.min(
            ...parcels.map((p) => p.events.find((e) => e.status === 'ready')?.at.getTime() ?? Infinity),
          ),
        );
        const assignment = tables.dispatchAssignments.find((a) => a.reference === reference && a.day === day);
        const failures = tables.dispatchFailures.filter((f) => f.reference === reference);
        if (
          (day !== null && isoDateIn(readyAt, NAIROBI_TIME_ZONE) > day) ||
          failures.some((f) => f.day === day) ||
          (filter.reference !== undefined && filter.reference !== reference) ||
          (filter.userId !== undefined && filter.userId !== owner.id) ||
          (filter.riderId !== undefined && assignment?.riderId !== filter.riderId)
        )
          continue;
        const history = tables.deliveryChoices.filter((c) => c.userId === owner.id);
        found.push({
          reference,
          userId: owner.id,
          accountId: first.accountId,
          ownerName: `${owner.firstName} ${owner.lastName}`.trim(),
          email: owner.email,
          destination: first.destination,
          parcels: sortedByNumber([...parcels]).map((p) => p.number),
          shipmentNumber: first.shipmentNumber,
          readyAt,
          // After a failed delivery, the latest choice: the customer was asked to confirm or change it.
          choice: failures.length > 0 ? choiceAt(history, undefined) : choiceAt(history, leftAt(first)),
          riderId: assignment?.riderId ?? null,
          failures: failures.length,
        });
      }
      found.sort(
        (a, b) => a.readyAt.getTime() - b.readyAt.getTime() || a.reference.localeCompare(b.reference),
      );
      return Promise.resolve(clone(found));
    },
  };
}
