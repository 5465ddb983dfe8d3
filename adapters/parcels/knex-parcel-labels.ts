import type { Knex } from 'knex';
import { z } from 'zod';
import type { DeliveryChoice, SavedDeliveryChoice } from '../../core/delivery/delivery-choice.js';
import { KENYA_COUNTIES } from '../../core/delivery/kenya-counties.js';
import type { LabelBoxFacts, LabelFacts, LabelParcelFacts } from '../../core/parcels/parcel-labels.js';
import type { ParcelLabelRepository } from '../../core/parcels/parcels.ports.js';
import { DESTINATIONS } from '../../core/pricing/destinations.js';

const decimal = z.coerce.number();
const ownerName = (r: { first_name: string | null; last_name: string | null }) =>
  `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
const named = {
  user_id: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
};

/** The parcels named, each with its owner's name and when it left the warehouse (its first step after receipt). */
const PARCELS_SQL = `
  select p.number, p.account_id, p.user_id, p.destination, p.actual_kg, p.shipment_number, u.first_name, u.last_name,
    (select min(e.at) from parcel_events e where e.parcel_number = p.number and e.status <> 'received') as left_at
  from parcels p left join users u on u.id = p.user_id
  where p.number = any(?::text[])`;
const parcelRow = z.object({
  ...named,
  number: z.string(),
  account_id: z.string().nullable(),
  destination: z.enum(DESTINATIONS).nullable(),
  actual_kg: decimal,
  shipment_number: z.string().nullable(),
  left_at: z.date().nullable(),
});

/** The boxes named, or holding a parcel named: each with its parcels, its owner's name and when it left. */
const BOXES_SQL = `
  select s.number, s.account_id, s.user_id, s.destination, s.actual_kg, u.first_name, u.last_name, k.parcels, k.left_at
  from shipments s join users u on u.id = s.user_id
    cross join lateral (
      select coalesce(array_agg(p.number order by length(p.number), p.number), '{}') as parcels,
        (select min(e.at) from parcel_events e
          where e.parcel_number = any(array_agg(p.number)) and e.status <> 'received') as left_at
      from parcels p where p.shipment_number = s.number) k
  where s.number = any(?::text[])`;
const boxRow = z.object({
  ...named,
  user_id: z.string(),
  number: z.string(),
  account_id: z.string(),
  destination: z.enum(DESTINATIONS),
  actual_kg: decimal,
  parcels: z.array(z.string()),
  left_at: z.date().nullable(),
});

/** Whose choice a row is, and when it was made. */
const savedRow = z.object({ user_id: z.string(), chosen_at: z.date() });
/** A saved choice: a door's address, or a point's id (the table's check keeps each whole). */
const choiceRow = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('door'),
      county: z.enum(KENYA_COUNTIES),
      town: z.string(),
      street: z.string(),
      landmark: z.string().nullable(),
      phone: z.string(),
    }),
    z.object({ method: z.literal('pickup'), point: z.string() }),
  ])
  .transform((r): DeliveryChoice =>
    r.method === 'door'
      ? {
          method: 'door',
          county: r.county,
          town: r.town,
          street: r.street,
          landmark: r.landmark,
          phone: r.phone,
        }
      : { method: 'pickup', point: r.point },
  );

/** A label's facts in three statements (parcels, boxes, delivery choices), however many numbers are asked. */
export class KnexParcelLabels implements ParcelLabelRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async factsOf(numbers: readonly string[]): Promise<LabelFacts> {
    const asked = [...new Set(numbers)];
    const parcelRows = z
      .array(parcelRow)
      .parse((await this.db.raw<{ rows: unknown[] }>(PARCELS_SQL, [asked])).rows);
    const boxNumbers = [
      ...new Set([...asked, ...parcelRows.flatMap((r) => (r.shipment_number ? [r.shipment_number] : []))]),
    ];
    const boxRows = z
      .array(boxRow)
      .parse((await this.db.raw<{ rows: unknown[] }>(BOXES_SQL, [boxNumbers])).rows);
    const owners = new Map<string, string>();
    for (const r of [...parcelRows, ...boxRows]) if (r.user_id !== null) owners.set(r.user_id, ownerName(r));
    const choiceRows: unknown[] =
      owners.size === 0
        ? []
        : await this.db('delivery_choices')
            .whereIn('user_id', [...owners.keys()])
            .orderBy([{ column: 'user_id' }, { column: 'chosen_at' }, { column: 'seq' }]);
    return {
      parcels: parcelRows.map((r): LabelParcelFacts => ({
        number: r.number,
        accountId: r.account_id,
        userId: r.user_id,
        destination: r.destination,
        actualKg: r.actual_kg,
        shipmentNumber: r.shipment_number,
        leftAt: r.left_at ?? undefined,
      })),
      boxes: boxRows.map((r): LabelBoxFacts => ({
        number: r.number,
        accountId: r.account_id,
        userId: r.user_id,
        destination: r.destination,
        actualKg: r.actual_kg,
        parcels: r.parcels,
        leftAt: r.left_at ?? undefined,
      })),
      owners: [...owners].map(([userId, name]) => ({ userId, name })),
      choices: choiceRows.map((row): SavedDeliveryChoice => {
        const saved = savedRow.parse(row);
        return { userId: saved.user_id, chosenAt: saved.chosen_at, choice: choiceRow.parse(row) };
      }),
    };
  }
}
