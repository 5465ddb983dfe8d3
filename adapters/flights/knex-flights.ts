import type { Knex } from 'knex';
import { z } from 'zod';
import {
  FLIGHT_DESTINATIONS,
  FLIGHT_STATES,
  type Flight,
  type FlightShipment,
  type Reschedule,
} from '../../core/flights/flight.js';
import type { FlightPageStart, FlightRepository } from '../../core/flights/flights.ports.js';
import { rowCodec } from '../postgres/row-codec.js';

/** flights' columns, once: what add inserts, update writes and every read parses. */
const flightRow = rowCodec({
  id: z.string(),
  flight_number: z.string(),
  mawb: z.string(),
  origin: z.string(),
  destination: z.enum(FLIGHT_DESTINATIONS),
  etd: z.date(),
  eta: z.date(),
  atd: z.date().nullable(),
  ata: z.date().nullable(),
  closed_at: z.date().nullable(),
  cleared_at: z.date().nullable(),
  state: z.enum(FLIGHT_STATES),
  created_at: z.date(),
});
const toFlight: (row: unknown) => Flight = flightRow.fromRow;

const rescheduleRow = rowCodec({
  flight_id: z.string(),
  at: z.date(),
  previous_etd: z.date(),
  previous_eta: z.date(),
  etd: z.date(),
  eta: z.date(),
  reason: z.string().nullable(),
});

/** pg answers numeric and bigint columns as strings, PGlite as numbers. */
const decimal = z.coerce.number();
const cargoRow = z
  .object({
    reference: z.string(),
    is_box: z.boolean(),
    owner_id: z.string(),
    parcels: z.array(z.string()),
    actual_kg: decimal,
    chargeable_kg: decimal,
    declared_value_cents: z.coerce.number().int(),
    undeclared: z.array(z.string()),
    loaded_at: z.date(),
  })
  .transform((r): FlightShipment => ({
    reference: r.reference,
    kind: r.is_box ? 'box' : 'parcel',
    ownerId: r.owner_id,
    parcels: r.parcels,
    actualKg: r.actual_kg,
    chargeableKg: r.chargeable_kg,
    declaredValueCents: r.declared_value_cents,
    undeclared: r.undeclared,
    loadedAt: r.loaded_at,
  }));

/**
 * Each shipment on the flight in loading order, with its owner, weights (the box's, or the lone parcel's), its
 * parcels (a box's from the parcels packed into it), their declared contents' value and those with no contents
 * declared: one statement, each part found by its index. Each parcel is found once and its contents read once
 * (`members`): read per shipment, a box's parcels were found again for each column, and the plan's cost, that
 * many times 2,000 boxes, had it compiled (JIT) too; a flight of 2,000 boxes took 240 to 430 ms, now 60 to 120.
 */
const CARGO_SQL = `
  with cargo as materialized (
    select fs.reference, fs.loaded_at, fs.seq, s.number is not null as is_box,
      coalesce(s.user_id, lp.user_id) as owner_id,
      coalesce(s.actual_kg, lp.actual_kg) as actual_kg,
      coalesce(s.chargeable_kg, lp.chargeable_kg) as chargeable_kg
    from flight_shipments fs
    left join shipments s on s.number = fs.reference
    left join parcels lp on s.number is null and lp.number = fs.reference
    where fs.flight_id = ? and (?::uuid is null or coalesce(s.user_id, lp.user_id) = ?::uuid)
  ), members as (
    select c.reference, p.number from cargo c join parcels p on p.shipment_number = c.reference where c.is_box
    union all
    select c.reference, c.reference from cargo c where not c.is_box
  ), facts as (
    select m.reference,
      array_agg(m.number order by length(m.number), m.number) as parcels,
      sum(v.cents) as cents,
      array_agg(m.number order by length(m.number), m.number) filter (where v.cents is null) as undeclared
    from members m
    left join lateral (
      select sum(i.quantity * i.unit_value_cents) as cents from parcel_content_items i
      where i.parcel_number = m.number
    ) v on true
    group by m.reference
  )
  select c.reference, c.loaded_at, c.is_box, c.owner_id, c.actual_kg, c.chargeable_kg,
    coalesce(f.parcels, '{}') as parcels, coalesce(f.cents, 0) as declared_value_cents,
    coalesce(f.undeclared, '{}') as undeclared
  from cargo c left join facts f on f.reference = c.reference
  order by c.seq`;

const returned = z.object({ rows: z.array(z.object({ reference: z.string() })) });

export class KnexFlights implements FlightRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(flight: Flight): Promise<'added' | 'mawb-taken'> {
    const rows = await this.db('flights')
      .insert(flightRow.toRow(flight))
      .onConflict('mawb')
      .ignore()
      .returning('id');
    return rows.length > 0 ? 'added' : 'mawb-taken';
  }

  async find(id: string, options?: { lock: boolean }): Promise<Flight | undefined> {
    const query = this.db('flights').where({ id });
    if (options?.lock) query.forUpdate();
    const row: unknown = await query.first();
    return row === undefined ? undefined : toFlight(row);
  }

  async list(limit: number, after?: FlightPageStart): Promise<Flight[]> {
    const query = this.db('flights')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    if (after) query.whereRaw('(created_at, id) < (?, ?)', [after.createdAt, after.id]);
    const rows: unknown[] = await query;
    return rows.map(toFlight);
  }

  async update(flight: Flight): Promise<void> {
    const { id, ...rest } = flightRow.toRow(flight);
    await this.db('flights').where({ id }).update(rest);
  }

  async addReschedule(reschedule: Reschedule): Promise<void> {
    await this.db('flight_reschedules').insert(rescheduleRow.toRow(reschedule));
  }

  async reschedulesOf(flightId: string): Promise<Reschedule[]> {
    const rows: unknown[] = await this.db('flight_reschedules').where({ flight_id: flightId }).orderBy('seq');
    return rows.map(rescheduleRow.fromRow);
  }

  async load(flightId: string, reference: string, at: Date): Promise<'loaded' | { on: string }> {
    const { rows } = returned.parse(
      await this.db.raw(
        `insert into flight_shipments (reference, flight_id, loaded_at) values (?, ?, ?)
          on conflict (reference) do nothing returning reference`,
        [reference, flightId, at],
      ),
    );
    if (rows.length > 0) return 'loaded';
    return { on: (await this.flightOf(reference)) ?? flightId };
  }

  async unload(flightId: string, reference: string): Promise<boolean> {
    return (await this.db('flight_shipments').where({ flight_id: flightId, reference }).delete()) > 0;
  }

  async flightOf(reference: string): Promise<string | undefined> {
    const row: unknown = await this.db('flight_shipments').select('flight_id').where({ reference }).first();
    return row === undefined ? undefined : z.object({ flight_id: z.string() }).parse(row).flight_id;
  }

  async cargo(flightId: string, ownerId?: string): Promise<FlightShipment[]> {
    const owner = ownerId ?? null;
    const { rows } = z
      .object({ rows: z.array(z.unknown()) })
      .parse(await this.db.raw(CARGO_SQL, [flightId, owner, owner]));
    return rows.map((row) => cargoRow.parse(row));
  }
}
