import knexFactory, { type Knex } from 'knex';
import { migrationSource } from './migrations/index.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  knex: Knex;
  kind: 'server' | 'embedded';
  close(): Promise<void>;
}

export type DatabaseSettings =
  { kind: 'server'; url: string; poolMax: number } | { kind: 'embedded'; dataDir?: string };

const ACQUIRE_TIMEOUT_MS = 5_000;

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.kind === 'server') {
    const knex = knexFactory({
      client: 'pg',
      connection: { connectionString: settings.url, connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS },
      pool: { min: 0, max: settings.poolMax },
      acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
    });
    return { knex, kind: 'server', close: () => knex.destroy() };
  }
  const embedded = await startEmbeddedPostgres(settings.dataDir);
  const knex = knexFactory({
    client: 'pg',
    connection: embedded.connection,
    // PGlite is one session; a second connection would interleave with the first one's transactions.
    pool: { min: 0, max: 1 },
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
  });
  return {
    knex,
    kind: 'embedded',
    close: async () => {
      await knex.destroy();
      await embedded.stop();
    },
  };
}

export const migrateToLatest = (knex: Knex) => knex.migrate.latest({ migrationSource });
export const rollbackLast = (knex: Knex) => knex.migrate.rollback({ migrationSource });

export async function migrationStatus(knex: Knex): Promise<{ applied: string[]; pending: string[] }> {
  const [applied, pending] = (await knex.migrate.list({ migrationSource })) as [{ name: string }[], string[]];
  return { applied: applied.map((m) => m.name), pending };
}

/** A store failed in a way the caller cannot fix; the HTTP answer is 503. */
export class DatabaseUnavailableError extends Error {}

/** Errors that mean "the database cannot be reached right now", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === 'KnexTimeoutError') return true;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' &&
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ENOTFOUND',
        'ETIMEDOUT',
        'EPIPE',
        'ENOENT',
        '57P01',
        '57P02',
        '57P03',
        '08000',
        '08001',
        '08003',
        '08006',
      ].includes(code)) ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(error.message)
  );
}
