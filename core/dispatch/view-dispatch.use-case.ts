import type { DoorAddress } from '../delivery/delivery-choice.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { dueForEach } from '../parcels/parcel-charge.js';
import { NAIROBI_TIME_ZONE, isoDateIn } from '../shared/calendar.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/clock.js';
import type { Cents } from '../shared/money.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import { type Result, fail, ok } from '../shared/result.js';
import {
  type DispatchList,
  type DispatchStop,
  type ReadyShipment,
  type Rider,
  dispatchPlace,
  groupStops,
  runOrder,
} from './dispatch.js';
import type { DispatchRepository, ReadyFilter, ReadyShipments } from './dispatch.ports.js';
import { DISPATCH_ERRORS } from './dispatch.errors.js';
import type { DispatchQuery } from './dispatch.schema.js';

/** The reads the list is made of: the one query of ready shipments, the ledger for what is due, the riders. */
export interface DispatchReads {
  readyShipments: ReadyShipments;
  ledger: LedgerRepository;
  dispatch: DispatchRepository;
}

/** A rider's day: their door stops in the order ridden. */
export interface RunSheet {
  rider: Rider;
  day: string;
  stops: (DispatchStop & { address: DoorAddress })[];
}

/** The desk's one view of what waits for handover: the day's list and each rider's run sheet. */
export class ViewDispatchUseCase {
  constructor(
    private readonly reads: DispatchReads,
    private readonly points: PickupPoints,
    private readonly clock: Clock,
  ) {}

  /** Today on Nairobi's calendar: the day asked when none is. */
  today(): string {
    return isoDateIn(this.clock.now(), NAIROBI_TIME_ZONE);
  }

  /** Every rider, active ones first. */
  riders(): Promise<Rider[]> {
    return this.reads.dispatch.riders();
  }

  /** The day's list, grouped: pickup points with their waits, door deliveries by county and town. */
  async execute(query: DispatchQuery): Promise<DispatchList> {
    const day = query.date ?? this.today();
    const stops = (await stopsOn(this.reads, this.points, day)).filter(
      (s) =>
        (query.point === undefined || (s.place.method === 'pickup' && s.place.point.id === query.point)) &&
        (query.county === undefined ||
          (s.place.method === 'door' && s.place.address.county === query.county)),
    );
    return groupStops(day, stops);
  }

  /** The rider's door stops of the day, by county and town. */
  async runSheet(
    riderId: string,
    date: string | undefined,
  ): Promise<Result<RunSheet, typeof DISPATCH_ERRORS.riderNotFound>> {
    const rider = await this.reads.dispatch.findRider(riderId);
    if (!rider) return fail(DISPATCH_ERRORS.riderNotFound);
    const day = date ?? this.today();
    const doors = (await stopsOn(this.reads, this.points, day, { riderId })).flatMap((s) =>
      s.place.method === 'door' ? [{ ...s, address: s.place.address }] : [],
    );
    return ok({ rider, day, stops: runOrder(doors) });
  }
}

/** Who a desk record keeps as its author: the staff member's id, or a command's operating-system user (`cli:…`). */
export const keptAs = (actor: Actor): string => actor.staffUserId ?? actor.staffEmail;

/** The ready shipments of the day with where each goes and what is due: the list's query and the owners' dues. */
export async function stopsOn(
  reads: DispatchReads,
  points: PickupPoints,
  day: string,
  filter?: ReadyFilter,
): Promise<DispatchStop[]> {
  const ready = await reads.readyShipments.on(day, filter);
  const due = await dueOf(reads.ledger, ready);
  return ready.map((s) => ({
    reference: s.reference,
    userId: s.userId,
    accountId: s.accountId,
    ownerName: s.ownerName,
    email: s.email,
    parcels: s.parcels,
    pieces: s.parcels.length,
    readyAt: s.readyAt,
    place: dispatchPlace(s, points),
    dueCents: due.get(s.reference) ?? 0,
    riderId: s.riderId,
    failures: s.failures,
  }));
}

/** Each shipment's due by the parcels area's rule (`dueForEach`): two reads for every owner of the list. */
async function dueOf(ledger: LedgerRepository, ready: readonly ReadyShipment[]): Promise<Map<string, Cents>> {
  const owners = new Map<string, ReadyShipment[]>();
  for (const s of ready) owners.set(s.userId, [...(owners.get(s.userId) ?? []), s]);
  const owed = await dueForEach(
    ledger,
    [...owners].map(([userId, theirs]) => ({
      userId,
      parcels: theirs.flatMap((s) =>
        s.parcels.map((number) => ({ number, shipmentNumber: s.shipmentNumber })),
      ),
    })),
  );
  // A shipment's parcels go together, so each of them is due the shipment's due: its first one's says it.
  return new Map(ready.map((s) => [s.reference, owed.get(s.parcels[0] ?? '') ?? 0]));
}
