import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import lockfile from 'proper-lockfile';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { projectPath } from '../project-root.js';

const execFileAsync = promisify(execFile);

export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another process (is the server running?). ` +
        'Stop that process, or set DATABASE_URL to a PostgreSQL server, which any number of processes can share.',
    );
  }
}

export interface EmbeddedPostgres {
  /** Connection settings for the ordinary `pg` driver. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;

/**
 * PostgreSQL's buffer cache inside the WebAssembly memory. PGlite's default of 128 MB is all touched at start
 * (the process held 310 MB before a single page was served); the embedded database's data fits in a fraction of
 * this, and a start is 0.4 s quicker.
 */
const SHARED_BUFFERS = '16MB';

/**
 * PostgreSQL's WebAssembly compiled once, by V8's baseline compiler, each function when first called. By
 * default V8 compiles all of it and then compiles the busy parts again, optimised: 45 MB more code held for
 * good, and on two cores 300 queries took 1.2 s instead of 0.9 s, the second compiler competing for the CPU.
 * PGlite is the process's only WebAssembly.
 */
function compileWebAssemblyOnce(): void {
  setFlagsFromString('--liftoff-only');
  setFlagsFromString('--wasm-lazy-compilation');
}

/**
 * Makes a new database (PostgreSQL's initdb) in a child process of its own. In this one it would leave some
 * 130 MB behind for as long as the process runs (a server on a new database held 375 MB idle, 257 MB on one made
 * before); the child's memory goes with it. Runs once, on the first start.
 */
async function createDatabaseApart(pgdata: string): Promise<void> {
  const script =
    "const { PGlite } = await import('@electric-sql/pglite');" +
    'await (await PGlite.create({ dataDir: process.argv[1] })).close();';
  // From the project's folder, where node_modules is, whether this runs from the sources or from dist/.
  await execFileAsync(process.execPath, ['--input-type=module', '-e', script, pgdata], {
    cwd: projectPath(''),
  });
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly) in this process, served on a private Unix socket so that the
 * same `pg` driver and SQL as production reach it. PGlite runs one session: callers must use one connection.
 * Without `dataDir` the database lives in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  let releaseLock: (() => Promise<void>) | undefined;
  if (dataDir) {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    try {
      releaseLock = await lockfile.lock(dir, {
        lockfilePath: join(dir, 'embedded-postgres.lock'),
        stale: 15_000,
        update: 5_000,
        retries: 0,
        onCompromised: (error) => {
          // Another process took the lock (we stalled past `stale`): carrying on could corrupt the data.
          console.error(`embedded database lock lost: ${error.message}`);
          process.exit(1);
        },
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') throw new EmbeddedDatabaseInUseError(dir);
      throw error;
    }
  }
  compileWebAssemblyOnce();
  const pgdata = dataDir && join(resolve(dataDir), 'pgdata');
  if (pgdata && !existsSync(join(pgdata, 'PG_VERSION'))) await createDatabaseApart(pgdata);
  const db = await PGlite.create({
    ...(pgdata && { dataDir: pgdata }),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  // A short private directory: Unix socket paths are limited to about 100 bytes.
  const socketDir = mkdtempSync(join(tmpdir(), 'kx-pg-'));
  const server = new PGLiteSocketServer({
    db,
    path: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    maxConnections: 1,
  });
  await server.start();
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    stop: async () => {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
      await releaseLock?.();
    },
  };
}
