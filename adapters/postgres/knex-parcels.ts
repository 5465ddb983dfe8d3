import type { Knex } from 'knex';
import { z } from 'zod';
import { DESTINATIONS } from '../../core/pricing/destinations.js';
import { PARCEL_STATUSES, type Parcel, type ParcelEvent } from '../../core/parcels/parcel.js';
import type { ParcelRepository } from '../../core/parcels/parcels.ports.js';

/** pg answers numeric and bigint columns as strings, PGlite as numbers. */
const decimal = z.coerce.number();
const cents = z.coerce.number().int();

const eventSchema = z
  .object({ parcel_number: z.string(), status: z.enum(PARCEL_STATUSES), at: z.date() })
  .transform((r) => ({ parcelNumber: r.parcel_number, event: { status: r.status, at: r.at } }));

const rowSchema = z.object({
  number: z.string(),
  account_id: z.string(),
  user_id: z.string(),
  tracking_number: z.string(),
  carrier: z.string(),
  description: z.string().nullable(),
  value_cents: cents.nullable(),
  destination: z.enum(DESTINATIONS),
  actual_kg: decimal,
  volumetric_kg: decimal,
  chargeable_kg: decimal,
  length_cm: decimal,
  width_cm: decimal,
  height_cm: decimal,
  freight_cents: cents,
  saving_cents: cents,
  charge_cents: cents,
  status: z.enum(PARCEL_STATUSES),
});

const toParcel = (r: z.infer<typeof rowSchema>, events: ParcelEvent[]): Parcel => ({
  number: r.number,
  accountId: r.account_id,
  userId: r.user_id,
  trackingNumber: r.tracking_number,
  carrier: r.carrier,
  description: r.description,
  valueCents: r.value_cents,
  destination: r.destination,
  weights: { actualKg: r.actual_kg, volumetricKg: r.volumetric_kg, chargeableKg: r.chargeable_kg },
  dimensions: { lengthCm: r.length_cm, widthCm: r.width_cm, heightCm: r.height_cm },
  freightCents: r.freight_cents,
  savingCents: r.saving_cents,
  chargeCents: r.charge_cents,
  status: r.status,
  events,
});

const nextSchema = z.object({ rows: z.tuple([z.object({ number: z.string() })]) });

export class KnexParcels implements ParcelRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async nextNumber(): Promise<string> {
    const { rows } = nextSchema.parse(
      await this.db.raw(`select 'KP' || nextval('parcel_number_seq') as number`),
    );
    return rows[0].number;
  }

  async addIfNew(p: Parcel): Promise<'added' | 'duplicate'> {
    const inserted: unknown[] = await this.db('parcels')
      .insert({
        number: p.number,
        account_id: p.accountId,
        user_id: p.userId,
        tracking_number: p.trackingNumber,
        carrier: p.carrier,
        description: p.description,
        value_cents: p.valueCents,
        destination: p.destination,
        actual_kg: p.weights.actualKg,
        volumetric_kg: p.weights.volumetricKg,
        chargeable_kg: p.weights.chargeableKg,
        length_cm: p.dimensions.lengthCm,
        width_cm: p.dimensions.widthCm,
        height_cm: p.dimensions.heightCm,
        freight_cents: p.freightCents,
        saving_cents: p.savingCents,
        charge_cents: p.chargeCents,
        status: p.status,
      })
      .onConflict('tracking_number')
      .ignore()
      .returning('number');
    if (inserted.length === 0) return 'duplicate';
    await this.db('parcel_events').insert(
      p.events.map((e) => ({ parcel_number: p.number, status: e.status, at: e.at })),
    );
    return 'added';
  }

  async find(reference: string): Promise<Parcel | undefined> {
    const row: unknown = await this.db('parcels')
      .where({ number: reference })
      .orWhere({ tracking_number: reference })
      .first();
    if (row === undefined) return undefined;
    return (await this.withEvents([rowSchema.parse(row)]))[0];
  }

  async findMany(references: readonly string[]): Promise<Parcel[]> {
    if (references.length === 0) return [];
    const rows: unknown[] = await this.db('parcels')
      .whereIn('number', references)
      .orWhereIn('tracking_number', references);
    return this.withEvents(rows.map((row) => rowSchema.parse(row)));
  }

  async listFor(userId: string): Promise<Parcel[]> {
    const rows: unknown[] = await this.db('parcels')
      .where({ user_id: userId })
      .orderByRaw(`length(number) desc, number desc`);
    return this.withEvents(rows.map((row) => rowSchema.parse(row)));
  }

  async moveTo(number: string, event: ParcelEvent): Promise<void> {
    await this.db('parcels').where({ number }).update({ status: event.status });
    await this.db('parcel_events').insert({ parcel_number: number, status: event.status, at: event.at });
  }

  async moveMany(moves: readonly { number: string; event: ParcelEvent }[]): Promise<void> {
    if (moves.length === 0) return;
    // The last move of each parcel is its status; every move is an event (3 bindings a row).
    const last = new Map(moves.map((m) => [m.number, m.event.status]));
    await this.db.raw(
      `update parcels p set status = m.status from (values ${[...last].map(() => '(?, ?)').join(', ')}) as m(number, status) where p.number = m.number`,
      [...last].flat(),
    );
    for (let i = 0; i < moves.length; i += 5000) {
      await this.db('parcel_events').insert(
        moves
          .slice(i, i + 5000)
          .map((m) => ({ parcel_number: m.number, status: m.event.status, at: m.event.at })),
      );
    }
  }

  /** Each parcel with its events, oldest first (statuses only move forward): one query for all of them. */
  private async withEvents(rows: z.infer<typeof rowSchema>[]): Promise<Parcel[]> {
    if (rows.length === 0) return [];
    const eventRows: unknown[] = await this.db('parcel_events')
      .whereIn(
        'parcel_number',
        rows.map((r) => r.number),
      )
      .orderByRaw(
        `parcel_number, array_position(array[${PARCEL_STATUSES.map((s) => `'${s}'`).join(', ')}], status)`,
      );
    const events = new Map<string, ParcelEvent[]>();
    for (const { parcelNumber, event } of eventRows.map((row) => eventSchema.parse(row))) {
      events.set(parcelNumber, [...(events.get(parcelNumber) ?? []), event]);
    }
    return rows.map((r) => toParcel(r, events.get(r.number) ?? []));
  }
}
