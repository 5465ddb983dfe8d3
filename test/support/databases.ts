import { MIGRATIONS } from '../../adapters/all-areas.js';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Database, migrateToLatest, openDatabase } from '../../adapters/postgres/database.js';
import { migratedDump } from './migrated-database.js';

/**
 * Every table the app keeps data in (not the migrations' own), as the migrated database says: a new area's table
 * is emptied between tests without anyone listing it.
 */
export async function dataTables(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { table_name: string }[] }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'knex\\_%'
      order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

export interface TestDatabase extends Database {
  /** Empties every table, so each test starts from a clean state. */
  reset(): Promise<void>;
}

export interface DatabaseTarget {
  name: string;
  open(): Promise<TestDatabase>;
}

/** The statements that empty every data table and restart every sequence, as one round trip. */
async function emptyingStatements(knex: Knex): Promise<string> {
  const { rows: sequences } = await knex.raw<{ rows: { name: string; start: string }[] }>(
    `select sequencename as name, start_value::text as start from pg_sequences
      where schemaname = current_schema() order by 1`,
  );
  return [
    // Replica mode holds off triggers, foreign keys' among them, for this transaction: any order of deletes goes,
    // and the ledger's immutability trigger lets a test's entries go.
    'set local session_replication_role = replica',
    ...(await dataTables(knex)).map((table) => `delete from ${table}`),
    ...sequences.map(({ name, start }) => `select setval('${name}', ${start}, false)`),
  ].join(';\n');
}

/**
 * Empties the tables between tests with DELETE, not TRUNCATE: the tables hold a test's few rows, and TRUNCATE
 * makes new files for each (51 ms a reset on the server against 5 ms, 28 ms against 10 ms on PGlite, 32 tables).
 */
const withReset = (db: Database): TestDatabase => {
  let statements: Promise<string> | undefined;
  return {
    ...db,
    reset: async () => {
      statements ??= emptyingStatements(db.knex);
      const sql = await statements;
      await db.knex.transaction((trx) => trx.raw(sql));
    },
  };
};

/**
 * Embedded PostgreSQL in memory: the default database, with no files left behind. A copy of the run's migrated
 * one (test/support/migrated-template.setup.ts); migrating it again finds nothing to do, and says so if it did.
 */
const embedded: DatabaseTarget = {
  name: 'embedded PostgreSQL (PGlite)',
  open: async () => {
    const db = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
    await migrateToLatest(db, MIGRATIONS);
    return withReset(db);
  },
};

/** A schema of its own on the PostgreSQL server, empty, dropped when closed. */
async function serverSchema(url: string): Promise<Database> {
  const schema = `test_${crypto.randomUUID().replace(/-/g, '')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw(`create schema ${schema}`);
  const knex = knexFactory({ client: 'pg', connection: url, searchPath: [schema], pool: { min: 0, max: 5 } });
  return {
    knex,
    kind: 'server',
    close: async () => {
      await knex.destroy();
      await admin.raw(`drop schema ${schema} cascade`);
      await admin.destroy();
    },
  };
}

/** The PostgreSQL server, in a schema of its own so that test files running at once never meet. */
function server(url: string): DatabaseTarget {
  return {
    name: 'PostgreSQL server',
    open: async () => {
      const db = await serverSchema(url);
      await migrateToLatest(db, MIGRATIONS);
      return withReset(db);
    },
  };
}

/**
 * A database with no migration run, for a migration's own test to build up to it: a schema on the PostgreSQL
 * server when TEST_DATABASE_URL is set (a native server runs the hundred-odd migrations in a fraction of the CPU
 * that PGlite's WebAssembly takes), else embedded PostgreSQL in memory. The migrations hold no PGlite-only SQL:
 * the fresh-versus-upgraded schema test runs them on embedded PostgreSQL.
 */
export const openEmptyDatabase = (): Promise<Database> =>
  process.env.TEST_DATABASE_URL
    ? serverSchema(process.env.TEST_DATABASE_URL)
    : openDatabase({ kind: 'embedded' });

/** Every real database this run can reach: embedded always, the server when TEST_DATABASE_URL is set. */
export const DATABASE_TARGETS: DatabaseTarget[] = [
  embedded,
  ...(process.env.TEST_DATABASE_URL ? [server(process.env.TEST_DATABASE_URL)] : []),
];

/**
 * For a describe block: opens the target before its tests, empties every table before each, closes it after.
 * Read `.db` inside the tests.
 */
export function useDatabase(target: DatabaseTarget): { readonly db: TestDatabase } {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await target.open();
  });
  afterAll(() => opened?.close());
  beforeEach(() => opened?.reset());
  return {
    get db() {
      if (!opened) throw new Error(`${target.name} is not open yet`);
      return opened;
    },
  };
}
