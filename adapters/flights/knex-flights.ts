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
 * declared: one statement, each part
 * found by its index.
 */
const CARGO_SQL = `
  select fs.reference, fs.loaded_at, s.number is not null as is_box,
    coalesce(s.user_id, lp.user_id) as owner_id,
    coalesce(s.actual_kg, lp.actual_kg) as actual_kg,
    coalesce(s.chargeable_kg, lp.chargeable_kg) as chargeable_kg,
    m.parcels, coalesce(v.cents, 0) as declared_value_cents,
    array(select u.number from unnest(m.parcels) with ordinality as u(number, place)
      where not exists (select from parcel_content_items i where i.parcel_number = u.number)
      order by u.place) as undeclared
  from flight_shipments fs
  left join shipments s on s.number = fs.reference
  left join parcels lp on s.number is null and lp.number = fs.reference
  cross join lateral (
    select case when s.number is null then array[fs.reference]::text[]
      else coalesce((select array_agg(p.number order by length(p.number), p.number) from parcels p
        where p.shipment_number = s.number), '{}') end as parcels
  ) m
  left join lateral (
    select sum(i.quantity * i.unit_value_cents) as cents from parcel_content_items i
    where i.parcel_number = any(m.parcels)
  ) v on true
  where fs.flight_id = ? and (?::uuid is null or coalesce(s.user_id, lp.user_id) = ?::uuid)
  order by fs.seq`;

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
