import knexFactory from 'knex';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Database, migrateToLatest, openDatabase } from '../../adapters/postgres/database.js';

/** Every table the app keeps data in (not the migrations' own). */
export const DATA_TABLES = [
  'contact_messages',
  'quote_requests',
  'mail_outbox',
  'sessions',
  'customer_addresses',
  'users',
  'featured_products',
  'product_refreshes',
  'rate_card_imports',
  'homepage_sections',
  'rate_limits',
  'call_slots',
];

export interface TestDatabase extends Database {
  /** Empties every table, so each test starts from a clean state. */
  reset(): Promise<void>;
}

export interface DatabaseTarget {
  name: string;
  open(): Promise<TestDatabase>;
}

const withReset = (db: Database): TestDatabase => ({
  ...db,
  reset: async () => {
    await db.knex.raw(`truncate ${DATA_TABLES.join(', ')} restart identity cascade`);
  },
});

/** Embedded PostgreSQL in memory: the default database, with no files left behind. */
const embedded: DatabaseTarget = {
  name: 'embedded PostgreSQL (PGlite)',
  open: async () => {
    const db = await openDatabase({ kind: 'embedded' });
    await migrateToLatest(db);
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
      await migrateToLatest({ knex, kind: 'server' });
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
  }, 60_000);
  afterAll(() => opened?.close());
  beforeEach(() => opened?.reset());
  return {
    get db() {
      if (!opened) throw new Error(`${target.name} is not open yet`);
      return opened;
    },
  };
}
