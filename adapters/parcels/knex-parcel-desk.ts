import type { Knex } from 'knex';
import { z } from 'zod';
import { PARCEL_STATUSES } from '../../core/parcels/parcel.js';
import {
  type DeskParcel,
  type DeskQuery,
  type UnclaimedParcel,
  nameTerm,
  referenceTerm,
} from '../../core/parcels/parcel-desk.js';

const STATUSES_IN_ORDER = `array[${PARCEL_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[]`;

/** Each parcel with its owner's name, its current status (its latest step) and the day it was received. */
const LISTED = `
  select p.number, p.tracking_number, p.account_id, p.chargeable_kg, p.carrier, p.description, p.shipment_number,
    u.first_name, u.last_name, s.status, s.received_at
  from parcels p
    left join users u on u.id = p.user_id
    cross join lateral (
      select (${STATUSES_IN_ORDER})[max(array_position(${STATUSES_IN_ORDER}, e.status))] as status,
        min(e.at) as received_at
      from parcel_events e where e.parcel_number = p.number) s`;
/** Newest first: the longest number, then the greatest (the sequence only grows). */
const NEWEST_FIRST = 'order by length(p.number) desc, p.number desc';

const rowSchema = z
  .object({
    number: z.string(),
    tracking_number: z.string(),
    account_id: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    chargeable_kg: z.coerce.number(),
    carrier: z.string(),
    description: z.string().nullable(),
    shipment_number: z.string().nullable(),
    status: z.enum(PARCEL_STATUSES),
    received_at: z.date(),
  })
  .transform((r) => ({
    number: r.number,
    trackingNumber: r.tracking_number,
    status: r.status,
    owner:
      r.account_id === null
        ? null
        : { accountId: r.account_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() },
    receivedAt: r.received_at,
    chargeableKg: r.chargeable_kg,
    carrier: r.carrier,
    description: r.description,
    ...(r.shipment_number !== null && { shipmentNumber: r.shipment_number }),
  }));

/** A LIKE pattern that finds the text anywhere, its own wildcards taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The desk's search in one statement: keyset paging on the number, so a page costs the same wherever it is. */
export async function searchDesk(
  db: Knex | Knex.Transaction,
  query: DeskQuery,
  limit: number,
): Promise<DeskParcel[]> {
  const where: string[] = [];
  const bindings: (string | number)[] = [];
  const reference = referenceTerm(query.text ?? '');
  const name = nameTerm(query.text ?? '');
  if (name !== '') {
    const matches = [`lower(u.first_name || ' ' || u.last_name) like ?`];
    bindings.push(anywhere(name));
    if (reference !== '') {
      matches.push(
        'p.number like ?',
        'p.tracking_number like ?',
        'p.account_id like ?',
        'p.shipment_number like ?',
      );
      bindings.push(...Array<string>(4).fill(anywhere(reference)));
    }
    where.push(`(${matches.join(' or ')})`);
  }
  if (query.status !== undefined) {
    where.push('s.status = ?');
    bindings.push(query.status);
  }
  if (query.after !== undefined) {
    where.push('(length(p.number) < ? or (length(p.number) = ? and p.number < ?))');
    bindings.push(query.after.length, query.after.length, query.after);
  }
  const filter = where.length === 0 ? '' : `where ${where.join(' and ')}`;
  const { rows } = z
    .object({ rows: z.array(z.unknown()) })
    .parse(await db.raw(`${LISTED} ${filter} ${NEWEST_FIRST} limit ?`, [...bindings, limit]));
  return rows.map((row) => {
    const p = rowSchema.parse(row);
    return {
      number: p.number,
      trackingNumber: p.trackingNumber,
      status: p.status,
      owner: p.owner,
      receivedAt: p.receivedAt,
      chargeableKg: p.chargeableKg,
      ...(p.shipmentNumber !== undefined && { shipmentNumber: p.shipmentNumber }),
    };
  });
}

const matchSchema = z.object({
  parcel_number: z.string(),
  account_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/** Every unclaimed parcel, newest first, with the customers whose open pre-alert names its tracking number. */
export async function unclaimedParcels(db: Knex | Knex.Transaction): Promise<UnclaimedParcel[]> {
  const { rows } = z
    .object({ rows: z.array(z.unknown()) })
    .parse(await db.raw(`${LISTED} where p.user_id is null ${NEWEST_FIRST}`));
  const parcels = rows.map((row) => rowSchema.parse(row));
  if (parcels.length === 0) return [];
  const matches: unknown[] = await db('parcels as p')
    .join('pre_alerts as a', 'a.tracking_number', 'p.tracking_number')
    .join('users as u', 'u.id', 'a.user_id')
    .whereNull('p.user_id')
    .whereNull('a.parcel_number')
    .orderBy('a.created_at')
    .select('p.number as parcel_number', 'u.account_id', 'u.first_name', 'u.last_name');
  const byParcel = new Map<string, UnclaimedParcel['preAlertedBy']>();
  for (const m of matches.map((row) => matchSchema.parse(row))) {
    const name = `${m.first_name} ${m.last_name}`.trim();
    byParcel.set(m.parcel_number, [
      ...(byParcel.get(m.parcel_number) ?? []),
      { accountId: m.account_id, name },
    ]);
  }
  return parcels.map((p) => ({ ...p, preAlertedBy: byParcel.get(p.number) ?? [] }));
}
