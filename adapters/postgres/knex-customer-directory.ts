import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { Knex } from 'knex';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { z } from 'zod';
import {
  type Customer,
  type CustomerDirectory,
  type UpsertCounts,
  upsertEachBatch,
} from '../../core/customers/customers.ports.js';

const TABLE = 'customer_addresses';
const STAGING = 'customer_import_staging';

const rowSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    account_id: z.string(),
    phone_number: z.string().nullable(),
  })
  .transform((r): Customer => ({
    firstName: r.first_name,
    lastName: r.last_name,
    accountId: r.account_id,
    phoneNumber: r.phone_number,
  }));
const COLUMNS = ['first_name', 'last_name', 'account_id', 'phone_number'] as const;

/** PGlite answers count(*) as a number, pg as a string. */
const countSchema = z.object({ count: z.coerce.number() });

/**
 * Inserts `source`'s rows; rows that differ are updated, identical rows are left alone (no new row version, no
 * updated_at change), so only inserted or changed rows come back from RETURNING, where `xmax = 0` marks a
 * fresh insert. Answers one row of counts, not a row per customer.
 */
const upsertFrom = (source: string) => `
  with upserted as (
    insert into ${TABLE} (${COLUMNS.join(', ')}) ${source}
    on conflict (account_id) do update
      set first_name = excluded.first_name, last_name = excluded.last_name,
          phone_number = excluded.phone_number, updated_at = now()
      where (${TABLE}.first_name, ${TABLE}.last_name, ${TABLE}.phone_number)
        is distinct from (excluded.first_name, excluded.last_name, excluded.phone_number)
    returning (xmax = 0) as inserted
  )
  select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as updated
  from upserted`;

const upsertCountsSchema = z.object({ inserted: z.coerce.number(), updated: z.coerce.number() });

function countUpserts(total: number, rows: unknown[]): UpsertCounts {
  const { inserted, updated } = upsertCountsSchema.parse(rows[0]);
  return { inserted, updated, unchanged: total - inserted - updated };
}

export class KnexCustomerDirectory implements CustomerDirectory {
  /** 4 bindings a row stay well inside PostgreSQL's 65,535 per statement. */
  readonly batchSize: number = 5000;

  constructor(protected readonly db: Knex | Knex.Transaction) {}

  async upsertMany(customers: readonly Customer[]): Promise<UpsertCounts> {
    if (customers.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
    const values = customers.map(() => '(?, ?, ?, ?)').join(', ');
    const bindings = customers.flatMap((c) => [c.firstName, c.lastName, c.accountId, c.phoneNumber]);
    const result = await this.db.raw<{ rows: unknown[] }>(upsertFrom(`values ${values}`), bindings);
    return countUpserts(customers.length, result.rows);
  }

  upsertAll(batches: AsyncIterable<readonly Customer[]>): Promise<UpsertCounts> {
    return upsertEachBatch(this, batches);
  }

  async count(): Promise<number> {
    const row = await this.db(TABLE).count({ count: '*' }).first();
    return countSchema.parse(row).count;
  }

  async clear(): Promise<number> {
    return this.db(TABLE).del();
  }

  async findByName(firstName: string, lastName: string): Promise<Customer[]> {
    const rows = await this.db(TABLE)
      .select(COLUMNS)
      .whereRaw('lower(last_name) = lower(?) and lower(first_name) = lower(?)', [lastName, firstName])
      .orderBy('account_id')
      .limit(10);
    return rows.map((row) => rowSchema.parse(row));
  }

  async page(afterAccountId: string | null, limit: number): Promise<Customer[]> {
    const query = this.db(TABLE).select(COLUMNS).orderBy('account_id').limit(limit);
    if (afterAccountId !== null) void query.where('account_id', '>', afterAccountId);
    return (await query).map((row) => rowSchema.parse(row));
  }
}

/** Each batch as CSV text, counting the rows that pass. */
async function* csvOf(batches: AsyncIterable<readonly Customer[]>, counted: { rows: number }) {
  for await (const batch of batches) {
    counted.rows += batch.length;
    yield stringify(batch.map((c) => [c.firstName, c.lastName, c.accountId, c.phoneNumber]));
  }
}

const rowCountSchema = z.object({ rowCount: z.number() });
const emptySchema = z.object({ rows: z.tuple([z.object({ empty: z.boolean() })]) });

/**
 * On a PostgreSQL server a whole file streams through COPY, PostgreSQL's own bulk path, with the file never in
 * memory. Into an empty directory (a first load, or after a clear) it goes straight in: account IDs are
 * distinct, so nothing can conflict. Otherwise it goes into a temporary staging table, then one UPDATE for
 * changed rows and one INSERT for new ones (cheaper than INSERT … ON CONFLICT row by row). COPY FROM STDIN does
 * not pass PGlite's socket, so the embedded database keeps the multi-row inserts above.
 */
export class KnexCopyCustomerDirectory extends KnexCustomerDirectory {
  override async upsertAll(batches: AsyncIterable<readonly Customer[]>): Promise<UpsertCounts> {
    // A transaction (a savepoint inside the import's) gives COPY one connection and the staging table a life.
    return this.db.transaction(async (trx) => {
      // One bulk writer at a time, so "empty" stays true until this one commits; readers carry on.
      await trx.raw(`lock table ${TABLE} in share row exclusive mode`);
      const { empty } = emptySchema.parse(
        await trx.raw(`select not exists (select 1 from ${TABLE}) as empty`),
      ).rows[0];
      // Inside a transaction knex hands out the transaction's own connection.
      const txClient = trx.client as { acquireConnection(): Promise<PoolClient> };
      const connection = await txClient.acquireConnection();
      const counted = { rows: 0 };
      const copyInto = (table: string) =>
        pipeline(
          Readable.from(csvOf(batches, counted)),
          connection.query(copyFrom(`copy ${table} (${COLUMNS.join(', ')}) from stdin with (format csv)`)),
        );

      if (empty) {
        await copyInto(TABLE);
        return { inserted: counted.rows, updated: 0, unchanged: 0 };
      }
      await trx.raw(
        `create temp table if not exists ${STAGING} (first_name text, last_name text, account_id text, phone_number text) on commit drop`,
      );
      await trx.raw(`truncate ${STAGING}`);
      await copyInto(STAGING);
      await trx.raw(`analyze ${STAGING}`);
      const updated: unknown = await trx.raw(`
        update ${TABLE} c
          set first_name = s.first_name, last_name = s.last_name, phone_number = s.phone_number, updated_at = now()
          from ${STAGING} s
          where s.account_id = c.account_id
            and (c.first_name, c.last_name, c.phone_number) is distinct from (s.first_name, s.last_name, s.phone_number)`);
      const inserted: unknown = await trx.raw(`
        insert into ${TABLE} (${COLUMNS.join(', ')})
          select ${COLUMNS.map((c) => `s.${c}`).join(', ')} from ${STAGING} s
          where not exists (select 1 from ${TABLE} c where c.account_id = s.account_id)`);
      const counts = {
        inserted: rowCountSchema.parse(inserted).rowCount,
        updated: rowCountSchema.parse(updated).rowCount,
      };
      return { ...counts, unchanged: counted.rows - counts.inserted - counts.updated };
    });
  }
}
