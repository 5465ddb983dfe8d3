import knexFactory, { type Knex } from 'knex';
import pRetry from 'p-retry';
import type { Logger } from '../logger.js';
import { setTimeout as delay } from 'node:timers/promises';
import {
  EmbeddedDatabaseInUseError,
  type EmbeddedPostgres,
  sharedEmbeddedPostgres,
  startEmbeddedPostgres,
} from './embedded-postgres.js';

export interface Database {
  knex: Knex;
  kind: 'server' | 'embedded';
  close(): Promise<void>;
}

export type DatabaseSettings =
  | {
      kind: 'server';
      url: string;
      poolMax: number;
      /** QUERY_TIMEOUT_MS unless given. */ queryTimeoutMs?: number;
    }
  | {
      kind: 'embedded';
      dataDir?: string;
      /**
       * In memory (no `dataDir`), a copy of this database (PGlite's dumpDataDir) rather than a new one: making a
       * database takes seconds, loading a copy a fraction of that (the tests start from a migrated one).
       */
      copyOf?: Blob;
      /**
       * A CLI command: while a server owns the embedded database, reach it through that server. Without it a
       * second owner is refused (EmbeddedDatabaseInUseError).
       */
      besideServer?: boolean;
    };

const ACQUIRE_TIMEOUT_MS = 5_000;
/** A command beside the server may wait its turn behind the site and other commands, each bounded. */
const GUEST_ACQUIRE_TIMEOUT_MS = 60_000;
/**
 * How long a command waits for a server that holds the lock to answer on its socket: one starting up (initdb,
 * migrations). A crashed one's lock is taken over at once (it names a process that is gone).
 */
const OWNER_WAIT_MS = 60_000;

/**
 * The embedded database for a command: its own when no server holds the lock, else the server's, through the
 * socket its pointer file names. The lock decides, never the pointer (a crash leaves one behind).
 */
async function embeddedBesideServer(
  dataDir: string,
): Promise<{ embedded: EmbeddedPostgres; guest: boolean }> {
  const deadline = Date.now() + OWNER_WAIT_MS;
  for (;;) {
    try {
      return { embedded: await startEmbeddedPostgres(dataDir), guest: false };
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    }
    const shared = await sharedEmbeddedPostgres(dataDir);
    if (shared) return { embedded: shared, guest: true };
    if (Date.now() > deadline) {
      throw new DatabaseUnavailableError(
        `the embedded database in ${dataDir} is held by a process that did not answer on its socket within ${OWNER_WAIT_MS / 1000} s`,
      );
    }
    await delay(250);
  }
}

/**
 * On a server database a request waits at most this long for a connection (a new one included), and the driver
 * at most QUERY_TIMEOUT_MS for a query's answer: a request that meets a silent network is answered (503)
 * within 10 s, even after two queries. The server cancels a statement after STATEMENT_TIMEOUT_MS.
 */
const SERVER_CONNECT_TIMEOUT_MS = 3_000;
export const QUERY_TIMEOUT_MS = 4_000;
const STATEMENT_TIMEOUT_MS = 8_000;

/**
 * How a connection to a server database notices a network that goes silent (connections open, no bytes
 * passing): the driver gives up on a query after `queryTimeoutMs`, the server cancels a statement after as long,
 * and TCP keepalive finds a connection whose peer is gone. Without them a query waits for ever, its pooled
 * connection with it.
 */
export const silenceBounds = (queryTimeoutMs = QUERY_TIMEOUT_MS) =>
  ({
    connectionTimeoutMillis: SERVER_CONNECT_TIMEOUT_MS,
    query_timeout: queryTimeoutMs,
    statement_timeout: Math.max(queryTimeoutMs, STATEMENT_TIMEOUT_MS),
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
  }) as const;

/** Where knex and the pool say what went wrong (a connection lost, an acquire failed): the app's log, not stderr. */
const knexLog = (logger: Logger | undefined): Knex.Config['log'] =>
  logger && {
    // A lost connection or a failed acquire: each request it fails is already logged, and /readyz tells; the
    // driver's own words are context, not a second alarm (and the CLI, which logs warnings, says it in one line).
    warn: (message: unknown) => logger.info({ knex: String(message) }, 'database driver warning'),
    error: (message: unknown) => logger.error({ knex: String(message) }, 'database driver error'),
    deprecate: (message: unknown) => logger.warn({ knex: String(message) }, 'database driver deprecation'),
    debug: (message: unknown) => logger.debug({ knex: String(message) }, 'database driver'),
  };

export async function openDatabase(settings: DatabaseSettings, logger?: Logger): Promise<Database> {
  const log = knexLog(logger);
  if (settings.kind === 'server') {
    const knex = knexFactory({
      client: 'pg',
      ...(log && { log }),
      connection: { connectionString: settings.url, ...silenceBounds(settings.queryTimeoutMs) },
      pool: { min: 0, max: settings.poolMax },
      acquireConnectionTimeout: SERVER_CONNECT_TIMEOUT_MS,
    });
    return { knex, kind: 'server', close: () => knex.destroy() };
  }
  const { embedded, guest } =
    settings.besideServer && settings.dataDir
      ? await embeddedBesideServer(settings.dataDir)
      : { embedded: await startEmbeddedPostgres(settings.dataDir, settings.copyOf), guest: false };
  const knex = knexFactory({
    client: 'pg',
    ...(log && { log }),
    connection: embedded.connection,
    // PGlite is one session, taken in turns at its gate: more connections from here would only queue there.
    pool: { min: 0, max: 1 },
    acquireConnectionTimeout: guest ? GUEST_ACQUIRE_TIMEOUT_MS : ACQUIRE_TIMEOUT_MS,
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

/** Every migration, in order (adapters/areas/all-areas.ts gives the shared code's). */
type MigrationSource = Knex.MigrationSource<string>;

/** Errors of an instance that started beside another on a new database and lost a race to set up migrations. */
const isConcurrentMigration = (error: unknown): boolean =>
  error instanceof Error &&
  (['23505', '42P07', '42710'].includes(String((error as { code?: unknown }).code)) ||
    error.name === 'MigrationLocked');

const MIGRATION_ATTEMPTS = 10;

/**
 * Applies pending migrations. Instances that start together on a new server database would race to create
 * knex's own tables, and two of them could each add a row to its lock table, which knex then reads as locked
 * for good. So they take turns: a session lock, per schema, held on a connection of its own while one migrates.
 * A race that slips past it anyway (another tool migrating) is retried. On the embedded database a command beside
 * the server takes turns with it a transaction at a time, and the turns reset session state (a session lock
 * would not last); knex's own lock table, and the retries, keep two migrators apart.
 */
export async function migrateToLatest(
  database: Pick<Database, 'knex' | 'kind'>,
  migrationSource: MigrationSource,
): Promise<[number, string[]]> {
  if (await upToDate(database.knex, migrationSource)) return [0, []];
  if (database.kind === 'embedded') return migrateRetrying(database.knex, migrationSource);
  const { config } = database.knex.client as Knex.Client;
  const turn = knexFactory({ ...config, pool: { min: 1, max: 1 } });
  const key = "hashtext(current_schema() || '.knex_migrations')";
  try {
    await turn.raw(`select pg_advisory_lock(${key})`);
    return await migrateRetrying(database.knex, migrationSource);
  } finally {
    await turn.destroy(); // ends the session, and with it the lock
  }
}

/**
 * True when every migration is applied: one read, where knex's own check costs several round trips (0.4 s of
 * every start on the embedded database). A new database has no table yet: not up to date.
 */
async function upToDate(knex: Knex, migrationSource: MigrationSource): Promise<boolean> {
  const names = await migrationSource.getMigrations([]);
  try {
    const applied = new Set(
      (await knex('knex_migrations').select<{ name: string }[]>('name')).map((row) => row.name),
    );
    return names.every((name) => applied.has(name));
  } catch {
    return false;
  }
}

const migrateRetrying = (knex: Knex, migrationSource: MigrationSource) =>
  pRetry(async () => (await knex.migrate.latest({ migrationSource })) as [number, string[]], {
    retries: MIGRATION_ATTEMPTS - 1,
    minTimeout: 100,
    maxTimeout: 1_000,
    randomize: true,
    shouldRetry: ({ error }) => isConcurrentMigration(error),
  });

export const rollbackLast = (knex: Knex, migrationSource: MigrationSource) =>
  knex.migrate.rollback({ migrationSource });

export async function migrationStatus(
  knex: Knex,
  migrationSource: MigrationSource,
): Promise<{ applied: string[]; pending: string[] }> {
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
        // query_canceled: the server's statement timeout.
        '57014',
        '57P01',
        '57P02',
        '57P03',
        '08000',
        '08001',
        '08003',
        '08006',
      ].includes(code)) ||
    /Connection terminated|Connection ended unexpectedly|is not queryable|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout|timeout expired/i.test(
      error.message,
    )
  );
}
