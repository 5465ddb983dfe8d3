import type { Knex } from 'knex';
import { z } from 'zod';
import type { Customer } from '../../core/customers/customer.js';
import type {
  CustomerDirectory,
  LinedCustomer,
  RefusalListener,
  RefusedBecause,
  UpsertCounts,
} from '../../core/customers/customers.ports.js';
import { lockAccountIds, moveAccountIdsPast } from '../postgres/account-ids.js';
import { copyRows } from '../postgres/copy-rows.js';

const TABLE = 'customer_addresses';
const STAGING = 'customer_import_staging';
/** The account IDs registrations on this site hold: accounts', and those of registrations not verified yet. */
const SITE_ACCOUNT_IDS = 'select account_id from users union all select account_id from registration_claims';
const REFUSED = 'customer_import_refused';

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
const STAGED_COLUMNS = ['line', ...COLUMNS] as const;

/** PGlite answers count(*) as a number, pg as a string. */
const countSchema = z.object({ count: z.coerce.number() });

export class KnexCustomerDirectory implements CustomerDirectory {
  /** 5 bindings a row (staging) stay well inside PostgreSQL's 65,535 per statement. */
  readonly batchSize: number = 5000;

  constructor(protected readonly db: Knex | Knex.Transaction) {}

  /** Every line into the staging table, then duplicates out and the rest merged in: one transaction. */
  upsertAll(
    openBatches: () => AsyncIterable<readonly LinedCustomer[]>,
    onRefused: RefusalListener,
  ): Promise<UpsertCounts> {
    return this.db.transaction(async (trx) => {
      await lockForBulkWrite(trx);
      await createStaging(trx);
      return mergeStaged(trx, await this.stage(trx, openBatches()), onRefused);
    });
  }

  /** Multi-row inserts into the staging table; returns how many rows went in. */
  protected async stage(trx: Knex.Transaction, batches: AsyncIterable<readonly LinedCustomer[]>) {
    let staged = 0;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      await trx.raw(
        `insert into ${STAGING} (${STAGED_COLUMNS.join(', ')}) values ${batch.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        batch.flatMap(({ line, customer: c }) => [line, c.firstName, c.lastName, c.accountId, c.phoneNumber]),
      );
      staged += batch.length;
    }
    return staged;
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

/** One bulk writer at a time, so "empty" stays true until this one commits; readers carry on. */
async function lockForBulkWrite(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`lock table ${TABLE} in share row exclusive mode`);
}

async function createStaging(trx: Knex.Transaction): Promise<void> {
  await trx.raw(
    `create temp table if not exists ${STAGING} (line integer, first_name text, last_name text, account_id text, phone_number text) on commit drop`,
  );
  await trx.raw(
    `create temp table if not exists ${REFUSED} (line integer, first_name text, last_name text, account_id text, phone_number text, because text) on commit drop`,
  );
  await trx.raw(`truncate ${STAGING}, ${REFUSED}`);
}

/** A refused row: its line number, the customer as rowSchema reads it, and why. */
const refusedRowSchema = z
  .looseObject({ line: z.number(), because: z.enum(['duplicate', 'site-account']) })
  .transform((row): [LinedCustomer, RefusedBecause] => [
    { line: row.line, customer: rowSchema.parse(row) },
    row.because,
  ]);
const REFUSED_PAGE = 5000;

/**
 * The staged file into the directory. PostgreSQL moves out of the staging table the duplicate account IDs (a
 * later line than the first with its ID) and, under the account-ID lock, the IDs a registered account holds, and
 * hands them back a page at a time; then one UPDATE for changed rows and one INSERT for new ones (cheaper than
 * INSERT … ON CONFLICT row by row), and the account-ID sequence moves past the file's IDs.
 */
async function mergeStaged(
  trx: Knex.Transaction,
  staged: number,
  onRefused: RefusalListener,
): Promise<UpsertCounts> {
  await trx.raw(`analyze ${STAGING}`);
  const duplicates = await moveRefused(
    trx,
    'duplicate',
    `${STAGING} t where t.account_id = s.account_id and t.line < s.line`,
  );
  await lockAccountIds(trx);
  const heldBySiteAccounts = await moveRefused(
    trx,
    'site-account',
    `(${SITE_ACCOUNT_IDS}) u where u.account_id = s.account_id`,
  );
  await reportRefused(trx, onRefused);
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
  await moveAccountIdsPast(trx, STAGING);
  const counts = {
    inserted: rowCountSchema.parse(inserted).rowCount,
    updated: rowCountSchema.parse(updated).rowCount,
  };
  const refused = duplicates + heldBySiteAccounts;
  return { ...counts, unchanged: staged - refused - counts.inserted - counts.updated };
}

/** Moves the staged rows that `using` matches into the refused table; returns how many. */
async function moveRefused(trx: Knex.Transaction, because: RefusedBecause, using: string): Promise<number> {
  const moved: unknown = await trx.raw(
    `with moved as (delete from ${STAGING} s using ${using} returning s.*)
     insert into ${REFUSED} select *, ? from moved`,
    [because],
  );
  return rowCountSchema.parse(moved).rowCount;
}

/** Every refused row to the listener in line order, a page at a time. */
async function reportRefused(trx: Knex.Transaction, onRefused: RefusalListener): Promise<void> {
  for (let after = 0; ;) {
    const page: unknown[] = await trx(REFUSED)
      .select([...STAGED_COLUMNS, 'because'])
      .where('line', '>', after)
      .orderBy('line')
      .limit(REFUSED_PAGE);
    for (const row of page) onRefused(...refusedRowSchema.parse(row));
    const last = page.at(-1);
    if (page.length < REFUSED_PAGE || last === undefined) return;
    after = refusedRowSchema.parse(last)[0].line;
  }
}

/** Each batch as rows of fields, with or without their line numbers. */
async function* rowsOf(batches: AsyncIterable<readonly LinedCustomer[]>, withLines: boolean) {
  for await (const batch of batches) {
    yield batch.map(({ line, customer: c }) => {
      const fields = [c.firstName, c.lastName, c.accountId, c.phoneNumber];
      return withLines ? [line, ...fields] : fields;
    });
  }
}

const rowCountSchema = z.object({ rowCount: z.number() });
const emptySchema = z.object({ rows: z.tuple([z.object({ empty: z.boolean() })]) });

/** The file holds an account ID that a registered account holds: the staging path refuses those lines. */
class HeldBySiteAccount extends Error {}

const foundSchema = z.object({ rows: z.tuple([z.object({ found: z.boolean() })]) });

async function holdsSiteAccountIds(trx: Knex.Transaction): Promise<boolean> {
  const { rows } = foundSchema.parse(
    await trx.raw(
      `select exists (select 1 from ${TABLE} c join (${SITE_ACCOUNT_IDS}) u using (account_id)) as found`,
    ),
  );
  return rows[0].found;
}

/** PostgreSQL's unique_violation: the file holds an account ID twice. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * On a PostgreSQL server a whole file streams through COPY, PostgreSQL's own bulk path, with the file never in
 * memory. Into an empty directory (a first load, or after a clear) it goes straight in, as fast as `psql \copy`;
 * if the file holds an account ID twice (the unique index refuses it) or one a registered account holds, that
 * attempt is rolled back to its savepoint and the file is read again into the staging table, which sorts them out. A directory that
 * already holds customers always takes the staging path. COPY FROM STDIN does not pass PGlite's socket, so the
 * embedded database stages by multi-row inserts.
 */
export class KnexCopyCustomerDirectory extends KnexCustomerDirectory {
  override upsertAll(
    openBatches: () => AsyncIterable<readonly LinedCustomer[]>,
    onRefused: RefusalListener,
  ): Promise<UpsertCounts> {
    return this.db.transaction(async (trx) => {
      await lockForBulkWrite(trx);
      const { empty } = emptySchema.parse(
        await trx.raw(`select not exists (select 1 from ${TABLE}) as empty`),
      ).rows[0];
      if (empty) {
        try {
          // A savepoint: a refused COPY leaves the transaction usable (and drops the account-ID lock).
          return await trx.transaction(async (savepoint) => {
            const inserted = await copyRows(savepoint, TABLE, COLUMNS, rowsOf(openBatches(), false));
            await lockAccountIds(savepoint);
            if (await holdsSiteAccountIds(savepoint)) throw new HeldBySiteAccount();
            await moveAccountIdsPast(savepoint, TABLE);
            return { inserted, updated: 0, unchanged: 0 };
          });
        } catch (error) {
          if (!isUniqueViolation(error) && !(error instanceof HeldBySiteAccount)) throw error;
        }
      }
      await createStaging(trx);
      return mergeStaged(trx, await this.stage(trx, openBatches()), onRefused);
    });
  }

  protected override stage(trx: Knex.Transaction, batches: AsyncIterable<readonly LinedCustomer[]>) {
    return copyRows(trx, STAGING, STAGED_COLUMNS, rowsOf(batches, true));
  }
}
