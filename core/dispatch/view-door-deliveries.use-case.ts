import type { DoorAddress } from '../delivery/delivery-choice.js';
import { NAIROBI_TIME_ZONE, isoDateIn } from '../shared/calendar.js';
import type { Clock } from '../shared/clock.js';
import type { PickupPoint, PickupPoints } from '../shared/pickup-points.js';
import {
  type FailedDelivery,
  MAX_DOOR_ATTEMPTS,
  type ReadyShipment,
  type Rider,
  dispatchPlace,
  nextDay,
} from './dispatch.js';
import type { DispatchRepository, ReadyShipments } from './dispatch.ports.js';

/** Where a door delivery stands, as its customer reads it on the dashboard. */
type DoorDeliveryState =
  /** Ready, and no rider given a day for it yet. */
  | { state: 'waiting' }
  /** A rider brings it on the day (today or later). */
  | { state: 'assigned'; day: string; rider: Pick<Rider, 'name' | 'phone'> }
  /** The last try failed; the next is on `nextTry` (today at the earliest). */
  | { state: 'failed'; nextTry: string }
  /** The third try failed: it waits at the pickup point nearest the door. */
  | { state: 'moved'; point: PickupPoint };

/** One of the customer's shipments ready for their door, or moved to a point after three failures. */
export type DoorDelivery = DoorDeliveryState & {
  reference: string;
  parcels: string[];
  /** The door it goes to (the choice in force: after a failure, the latest), from which it moved if it did. */
  address: DoorAddress;
  /** Failed tries so far; the third moves it to a pickup point. */
  attempts: number;
  lastFailure: Pick<FailedDelivery, 'day' | 'reason'> | null;
};

/**
 * The signed-in customer's door deliveries: each shipment of theirs that is ready and goes to their door, with its
 * rider and day once given, the last failed try and the next, or the point it moved to after the third.
 */
export class ViewDoorDeliveriesUseCase {
  constructor(
    private readonly reads: { readyShipments: ReadyShipments; dispatch: DispatchRepository },
    private readonly points: PickupPoints,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<DoorDelivery[]> {
    const today = isoDateIn(this.clock.now(), NAIROBI_TIME_ZONE);
    const ready = await this.reads.readyShipments.on(null, { userId });
    const doors = ready.flatMap((s) => {
      // The choice's door, even once a third failure sent it to a point: the card says where it moved from.
      const place = dispatchPlace({ ...s, failures: 0 }, this.points);
      return place.method === 'door' ? [{ shipment: s, address: place.address }] : [];
    });
    const assignments = await this.reads.dispatch.assignmentsFrom(
      doors.map((d) => d.shipment.reference),
      today,
    );
    const riders = new Map<string, Rider | undefined>();
    for (const riderId of new Set(assignments.map((a) => a.riderId)))
      riders.set(riderId, await this.reads.dispatch.findRider(riderId));
    const found: DoorDelivery[] = [];
    for (const { shipment, address } of doors) {
      const failures = await this.reads.dispatch.failuresOf(shipment.reference);
      const last = failures.at(-1);
      const common = {
        reference: shipment.reference,
        parcels: shipment.parcels,
        address,
        attempts: failures.length,
        lastFailure: last ? { day: last.day, reason: last.reason } : null,
      };
      // Its next ride: the first day given to a rider after the last failure (a failure takes its day's rider off).
      const next = assignments.find(
        (a) => a.reference === shipment.reference && (last === undefined || a.day > last.day),
      );
      const rider = next && riders.get(next.riderId);
      found.push({ ...common, ...stateOf(shipment, next?.day, rider, last, today, this.points) });
    }
    return found;
  }
}

function stateOf(
  shipment: ReadyShipment,
  day: string | undefined,
  rider: Rider | undefined,
  last: FailedDelivery | undefined,
  today: string,
  points: PickupPoints,
): DoorDeliveryState {
  const place = dispatchPlace(shipment, points);
  if (shipment.failures >= MAX_DOOR_ATTEMPTS && place.method === 'pickup')
    return { state: 'moved', point: place.point };
  if (day !== undefined && rider)
    return { state: 'assigned', day, rider: { name: rider.name, phone: rider.phone } };
  if (last) {
    const after = nextDay(last.day);
    return { state: 'failed', nextTry: after > today ? after : today };
  }
  return { state: 'waiting' };
}
