import type { Knex } from 'knex';
import { z } from 'zod';
import type { Customer, CustomerDirectory, UpsertCounts } from '../../core/customers/customers.ports.js';

const TABLE = 'customer_addresses';

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
const upsertedSchema = z.object({ inserted: z.boolean() });

/**
 * Rows that differ are updated; identical rows are left alone (no new row version, no updated_at change),
 * so they come back from RETURNING only when inserted or changed. `xmax = 0` marks a fresh insert.
 */
const UPSERT_TAIL = `
  on conflict (account_id) do update
    set first_name = excluded.first_name, last_name = excluded.last_name,
        phone_number = excluded.phone_number, updated_at = now()
    where (${TABLE}.first_name, ${TABLE}.last_name, ${TABLE}.phone_number)
      is distinct from (excluded.first_name, excluded.last_name, excluded.phone_number)
  returning (xmax = 0) as inserted`;

export function countUpserts(total: number, rows: unknown[]): UpsertCounts {
  const inserted = rows.filter((row) => upsertedSchema.parse(row).inserted).length;
  const updated = rows.length - inserted;
  return { inserted, updated, unchanged: total - rows.length };
}

export class KnexCustomerDirectory implements CustomerDirectory {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async upsertMany(customers: readonly Customer[]): Promise<UpsertCounts> {
    if (customers.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
    const values = customers.map(() => '(?, ?, ?, ?)').join(', ');
    const bindings = customers.flatMap((c) => [c.firstName, c.lastName, c.accountId, c.phoneNumber]);
    const result = await this.db.raw<{ rows: unknown[] }>(
      `insert into ${TABLE} (${COLUMNS.join(', ')}) values ${values} ${UPSERT_TAIL}`,
      bindings,
    );
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
