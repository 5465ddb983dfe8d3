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

const withReset = (db: Database): TestDatabase => {
  let tables: Promise<string[]> | undefined;
  return {
    ...db,
    reset: async () => {
      tables ??= dataTables(db.knex);
      await db.knex.raw(`truncate ${(await tables).join(', ')} restart identity cascade`);
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

/** The PostgreSQL server, in a schema of its own so that test files running at once never meet. */
function server(url: string): DatabaseTarget {
  return {
    name: 'PostgreSQL server',
    open: async () => {
      const schema = `test_${crypto.randomUUID().replace(/-/g, '')}`;
      const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
      await admin.raw(`create schema ${schema}`);
      const knex = knexFactory({
        client: 'pg',
        connection: url,
        searchPath: [schema],
        pool: { min: 0, max: 5 },
      });
      await migrateToLatest({ knex, kind: 'server' }, MIGRATIONS);
      return withReset({
        knex,
        kind: 'server',
        close: async () => {
          await knex.destroy();
          await admin.raw(`drop schema ${schema} cascade`);
          await admin.destroy();
        },
      });
    },
  };
}

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
  }, 120_000);
  afterAll(() => opened?.close());
  beforeEach(() => opened?.reset());
  return {
    get db() {
      if (!opened) throw new Error(`${target.name} is not open yet`);
      return opened;
    },
  };
}
