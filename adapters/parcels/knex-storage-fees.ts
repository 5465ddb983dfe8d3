import type { Knex } from 'knex';
import { z } from 'zod';
import { PARCEL_SOURCES } from '../../core/parcels/parcel-ledger-sources.js';
import type { Parcel } from '../../core/parcels/parcel.js';
import type { StorageFeeRepository } from '../../core/parcels/parcels.ports.js';
import { WAREHOUSE_TIME_ZONE, storageFeeDescription } from '../../core/parcels/storage-fees.js';
import type { Cents } from '../../core/shared/money.js';
import type { StorageTerms } from '../../core/shared/storage-terms.js';
import { formSql } from '../postgres/form-sql.js';

const DAY = `to_char(f.day, 'YYYY-MM-DD')`;
const SOURCE_ID = formSql(PARCEL_SOURCES.storageFee.id, ['f.number', DAY], 'key');
const DESCRIPTION = formSql(storageFeeDescription, ['f.number', DAY], 'text');

/**
 * One statement for every parcel: each claimed parcel's receipt (or assignment, storage-fees.ts) and departure
 * days by the warehouse's calendar, the days
 * after its free ones up to `through` (or the day before it left) not charged yet by an earlier run, one fee each
 * (generate_series), inserted with the ledger's unique source key deciding between runs at once, and how far each
 * parcel is now charged recorded. The days are dates: `date + integer` is a date.
 */
const POST_THROUGH = `
  with stay as (
    select e.parcel_number, p.user_id,
      greatest(
        (min(e.at) filter (where e.status = 'received') at time zone :zone::text)::date,
        (p.assigned_at at time zone :zone::text)::date) + :freeDays::int as last_free,
      (min(e.at) filter (where e.status <> 'received') at time zone :zone::text)::date - 1 as last_there
    from parcel_events e join parcels p on p.number = e.parcel_number
    where p.user_id is not null
    group by e.parcel_number, p.user_id, p.assigned_at
  ), pending as (
    select s.parcel_number as number, s.user_id, greatest(s.last_free, c.through) as charged_to,
      least(:through::date, s.last_there) as charge_to
    from stay s
    left join storage_charged_through c on c.parcel_number = s.parcel_number
    where s.last_free is not null
      and least(:through::date, s.last_there) > greatest(s.last_free, c.through)
  ), fee as (
    select d.number, d.user_id, d.charged_to + n as day
    from pending d cross join lateral generate_series(1, d.charge_to - d.charged_to) n
  ), posted as (
    insert into ledger_entries
      (id, user_id, kind, amount_cents, effect_cents, source_kind, source_id, description, subject, posted_at)
    select gen_random_uuid(), f.user_id, 'charge', :fee::bigint, :fee::bigint, :sourceKind::text, ${SOURCE_ID.sql},
      ${DESCRIPTION.sql}, f.number, :at::timestamptz
    from fee f
    on conflict do nothing
    returning 1
  ), marked as (
    insert into storage_charged_through (parcel_number, through)
    select number, charge_to from pending
    on conflict (parcel_number) do update
      set through = greatest(storage_charged_through.through, excluded.through)
  )
  select count(*) as posted from posted`;

const postedSchema = z.object({ rows: z.tuple([z.object({ posted: z.coerce.number().int() })]) });
const feeSchema = z
  .object({ subject: z.string(), fees: z.coerce.number().int() })
  .transform((r): [string, Cents] => [r.subject, r.fees]);

const totalSchema = z.object({ fees: z.coerce.number().int() });

/** The storage fees in PostgreSQL: set-wise, whatever the number of parcels and days. */
export class KnexStorageFees implements StorageFeeRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async postThrough(through: string, terms: StorageTerms, at: Date): Promise<number> {
    if (terms.feeCentsPerDay <= 0) return 0;
    // Runs at once take turns: the later one then reads how far the earlier charged, and finds nothing left to do.
    await this.db.raw(`select pg_advisory_xact_lock(hashtext('storage-fees'))`);
    const result: unknown = await this.db.raw(POST_THROUGH, {
      ...SOURCE_ID.bindings,
      sourceKind: PARCEL_SOURCES.storageFee.kind,
      ...DESCRIPTION.bindings,
      zone: WAREHOUSE_TIME_ZONE,
      freeDays: terms.freeDays,
      through,
      fee: terms.feeCentsPerDay,
      at,
    });
    return postedSchema.parse(result).rows[0].posted;
  }

  async claimRun(day: string, at: Date): Promise<boolean> {
    // The primary key decides between instances: a second claim waits for the first to commit, then finds it.
    const claimed: unknown[] = await this.db('storage_runs')
      .insert({ day, ran_at: at })
      .onConflict('day')
      .ignore()
      .returning('day');
    return claimed.length === 1;
  }

  /** An account's storage fees that stand (a reversed fee counts nothing), read through its index. */
  private standingFees(userId: string) {
    return this.db('ledger_entries as e')
      .where({ 'e.user_id': userId, 'e.kind': 'charge' })
      .where('e.source_kind', PARCEL_SOURCES.storageFee.kind)
      .whereNotExists(this.db('ledger_entries as r').whereRaw('r.reverses = e.id'));
  }

  async feesByParcel(userId: string): Promise<Map<string, Cents>> {
    const rows: unknown[] = await this.standingFees(userId)
      .groupBy('e.subject')
      .select('e.subject', this.db.raw('sum(e.amount_cents) as fees'));
    return new Map(rows.map((row) => feeSchema.parse(row)));
  }

  async feesOf(parcel: Pick<Parcel, 'userId' | 'number'>): Promise<Cents> {
    // An unclaimed parcel is charged no storage.
    if (parcel.userId === null) return 0;
    const row: unknown = await this.standingFees(parcel.userId)
      .where('e.subject', parcel.number)
      .first(this.db.raw('coalesce(sum(e.amount_cents), 0) as fees'));
    return totalSchema.parse(row).fees;
  }
}
