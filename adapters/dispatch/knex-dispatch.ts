import type { Knex } from 'knex';
import { z } from 'zod';
import type { DeliveryChoice } from '../../core/delivery/delivery-choice.js';
import { KENYA_COUNTIES } from '../../core/delivery/kenya-counties.js';
import {
  type Assignment,
  FAILURE_REASONS,
  type FailedDelivery,
  type ReadyShipment,
  type Rider,
} from '../../core/dispatch/dispatch.js';
import type { DispatchRepository, ReadyFilter, ReadyShipments } from '../../core/dispatch/dispatch.ports.js';
import { DESTINATIONS } from '../../core/pricing/destinations.js';
import { rowCodec } from '../postgres/row-codec.js';

const riderRow = rowCodec({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  active: z.boolean(),
  created_at: z.date(),
});
const assignmentRow = rowCodec({
  reference: z.string(),
  day: z.string(),
  rider_id: z.string(),
  assigned_at: z.date(),
  assigned_by: z.string(),
});
const failureRow = rowCodec({
  id: z.string(),
  reference: z.string(),
  day: z.string(),
  reason: z.enum(FAILURE_REASONS),
  rider_id: z.string().nullable(),
  at: z.date(),
  staff_user_id: z.string(),
});

export class KnexDispatch implements DispatchRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async addRider(rider: Rider): Promise<void> {
    await this.db('dispatch_riders').insert(riderRow.toRow(rider));
  }

  async riders(): Promise<Rider[]> {
    const rows: unknown[] = await this.db('dispatch_riders').orderBy([
      { column: 'active', order: 'desc' },
      { column: 'name' },
      { column: 'id' },
    ]);
    return rows.map(riderRow.fromRow);
  }

  async findRider(id: string): Promise<Rider | undefined> {
    const row: unknown = await this.db('dispatch_riders').where({ id }).first();
    return row === undefined ? undefined : riderRow.fromRow(row);
  }

  async deactivateRider(id: string): Promise<boolean> {
    return (await this.db('dispatch_riders').where({ id }).update({ active: false })) > 0;
  }

  async assign(assignment: Assignment): Promise<void> {
    await this.db('dispatch_assignments')
      .insert(assignmentRow.toRow(assignment))
      .onConflict(['reference', 'day'])
      .merge();
  }

  async unassign(reference: string, day: string): Promise<void> {
    await this.db('dispatch_assignments').where({ reference, day }).delete();
  }

  async addFailure(failure: FailedDelivery): Promise<void> {
    await this.db('dispatch_failures').insert(failureRow.toRow(failure));
  }

  async failuresOf(reference: string): Promise<FailedDelivery[]> {
    const rows: unknown[] = await this.db('dispatch_failures').where({ reference }).orderBy('seq');
    return rows.map(failureRow.fromRow);
  }

  async assignmentsFrom(references: readonly string[], day: string): Promise<Assignment[]> {
    if (references.length === 0) return [];
    const rows: unknown[] = await this.db('dispatch_assignments')
      .whereIn('reference', [...references])
      .where('day', '>=', day)
      .orderBy([{ column: 'day' }, { column: 'reference' }]);
    return rows.map(assignmentRow.fromRow);
  }
}

/**
 * The list's one statement: ready parcels (a ready event and no delivered one: a status is its latest event)
 * gathered into their shipments (a box, or a parcel on its own), ready by the end of the day on Nairobi's calendar
 * and not failed that day (no day: every ready one), each with its owner, the delivery choice in force when it left
 * (the last made by then, else the first made after: `choiceAt`; once a delivery failed, the latest: the customer
 * was asked to confirm or change it), its rider that day and its failures so far. When each left is read for
 * the ready parcels at once (a hash join, not a probe per parcel): the plan's cost stays below the server's JIT
 * threshold, whose compiling cost a third of the statement's time (test/README.md, the dispatch list).
 */
export const READY_SQL = `
  with candidate as (
    select p.number, coalesce(p.shipment_number, p.number) as reference, p.user_id, p.shipment_number,
      p.account_id, p.destination, r.at as ready_at
    from parcels p
    join parcel_events r on r.parcel_number = p.number and r.status = 'ready'
    where p.user_id is not null
      and not exists (select 1 from parcel_events d where d.parcel_number = p.number and d.status = 'delivered')
      and (:reference::text is null or coalesce(p.shipment_number, p.number) = :reference)
      and (:userId::uuid is null or p.user_id = :userId::uuid)
  ), ready as (
    select c.reference, c.user_id, c.shipment_number,
      min(c.account_id) as account_id, min(c.destination) as destination,
      array_agg(c.number order by length(c.number), c.number) as parcels,
      min(c.ready_at) as ready_at, min(l.at) as left_at
    from candidate c
    left join (select e.parcel_number, min(e.at) as at from parcel_events e
               where e.status <> 'received' and e.parcel_number in (select number from candidate)
               group by e.parcel_number) l on l.parcel_number = c.number
    group by 1, 2, 3
  )
  select s.reference, s.user_id, s.account_id, s.destination, s.shipment_number, s.parcels, s.ready_at,
    u.first_name, u.last_name, u.email, a.rider_id,
    (select count(*) from dispatch_failures f where f.reference = s.reference)::int as failures,
    c.method, c.point, c.county, c.town, c.street, c.landmark, c.phone
  from ready s
  join users u on u.id = s.user_id
  left join dispatch_assignments a on a.reference = s.reference and a.day = :day
  left join lateral (
    (select d.*, 0 as rank from delivery_choices d
      where d.user_id = s.user_id and d.chosen_at <= case
        when exists (select 1 from dispatch_failures f where f.reference = s.reference) then 'infinity'::timestamptz
        else coalesce(s.left_at, 'infinity'::timestamptz) end
      order by d.chosen_at desc, d.seq desc limit 1)
    union all
    (select d.*, 1 as rank from delivery_choices d
      where d.user_id = s.user_id order by d.chosen_at, d.seq limit 1)
    order by rank limit 1
  ) c on true
  where (:day::text is null or s.ready_at < ((:day::date + 1)::timestamp at time zone 'Africa/Nairobi'))
    and (:day::text is null
      or not exists (select 1 from dispatch_failures f where f.reference = s.reference and f.day = :day))
    and (:riderId::uuid is null or a.rider_id = :riderId::uuid)
  order by s.ready_at, s.reference`;

const readyRow = z.object({
  reference: z.string(),
  user_id: z.string(),
  account_id: z.string(),
  destination: z.enum(DESTINATIONS),
  shipment_number: z.string().nullable(),
  parcels: z.array(z.string()),
  ready_at: z.date(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  rider_id: z.string().nullable(),
  failures: z.number(),
  method: z.enum(['door', 'pickup']).nullable(),
  point: z.string().nullable(),
  county: z.enum(KENYA_COUNTIES).nullable(),
  town: z.string().nullable(),
  street: z.string().nullable(),
  landmark: z.string().nullable(),
  phone: z.string().nullable(),
});
type ReadyRow = z.infer<typeof readyRow>;

function choiceOf(r: ReadyRow): DeliveryChoice | undefined {
  if (r.method === 'pickup' && r.point !== null) return { method: 'pickup', point: r.point };
  if (r.method === 'door' && r.county !== null && r.town !== null && r.street !== null && r.phone !== null)
    return {
      method: 'door',
      county: r.county,
      town: r.town,
      street: r.street,
      landmark: r.landmark,
      phone: r.phone,
    };
  return undefined;
}

export class KnexReadyShipments implements ReadyShipments {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async on(day: string | null, filter: ReadyFilter = {}): Promise<ReadyShipment[]> {
    const { rows } = await this.db.raw<{ rows: unknown[] }>(READY_SQL, {
      day,
      reference: filter.reference ?? null,
      riderId: filter.riderId ?? null,
      userId: filter.userId ?? null,
    });
    return rows.map((row) => {
      const r = readyRow.parse(row);
      return {
        reference: r.reference,
        userId: r.user_id,
        accountId: r.account_id,
        ownerName: `${r.first_name} ${r.last_name}`.trim(),
        email: r.email,
        destination: r.destination,
        parcels: r.parcels,
        shipmentNumber: r.shipment_number,
        readyAt: r.ready_at,
        choice: choiceOf(r),
        riderId: r.rider_id,
        failures: r.failures,
      };
    });
  }
}
