import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { Knex } from 'knex';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { z } from 'zod';
import type { Customer, CustomerDirectory, UpsertCounts } from '../../core/customers/customers.ports.js';

const TABLE = 'customer_addresses';
const STAGING = 'customer_import_staging';
/** Below this, one multi-row INSERT is cheaper than a staging round trip. */
const COPY_THRESHOLD = 500;

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

/**
 * On a PostgreSQL server, large batches go through COPY into a temporary staging table and one
 * INSERT … SELECT … ON CONFLICT: PostgreSQL's own bulk path. (COPY FROM STDIN does not pass PGlite's socket, so
 * the embedded database keeps the multi-row inserts above.)
 */
export class KnexCopyCustomerDirectory extends KnexCustomerDirectory {
  /** COPY has no binding limit; big batches spread each statement's fixed cost over more rows. */
  override readonly batchSize = 50_000;

  override async upsertMany(customers: readonly Customer[]): Promise<UpsertCounts> {
    if (customers.length < COPY_THRESHOLD) return super.upsertMany(customers);
    // A transaction (a savepoint inside the import's) gives COPY one connection and the staging table a life.
    return this.db.transaction(async (trx) => {
      await trx.raw(
        `create temp table if not exists ${STAGING} (first_name text, last_name text, account_id text, phone_number text) on commit drop`,
      );
      await trx.raw(`truncate ${STAGING}`);
      // Inside a transaction knex hands out the transaction's own connection.
      const txClient = trx.client as { acquireConnection(): Promise<PoolClient> };
      const connection = await txClient.acquireConnection();
      const copy = connection.query(
        copyFrom(`copy ${STAGING} (${COLUMNS.join(', ')}) from stdin with (format csv)`),
      );
      const csv = stringify(customers.map((c) => [c.firstName, c.lastName, c.accountId, c.phoneNumber]));
      await pipeline(Readable.from([csv]), copy);
      const result = await trx.raw<{ rows: unknown[] }>(
        upsertFrom(`select ${COLUMNS.join(', ')} from ${STAGING}`),
      );
      return countUpserts(customers.length, result.rows);
    });
  }
}
