import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { projectPath } from '../project-root.js';
import { OWNER_ONLY_DIRECTORY, OWNER_ONLY_FILE, keepOwnerOnly } from '../security/owner-only-files.js';
import type { DatabaseThreadSettings } from './embedded-database-worker.js';
import { takeOwnerLock } from './embedded-owner-lock.js';
import { SessionGate } from './embedded-session-gate.js';

const execFileAsync = promisify(execFile);

/** A second owner of one DATA_DIR (two servers): refused, since two PGlites on the same files corrupt them. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another server. ` +
        'Stop that server (CLI commands share it while it runs), or set DATABASE_URL to a PostgreSQL server, ' +
        'which any number of instances can share.',
    );
  }
}

export interface EmbeddedPostgres {
  /** Connection settings for the ordinary `pg` driver. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
}

/** The owner's pool connects on one port of the gate's directory, guests (CLI commands) on the other. */
const OWNER_PORT = 5432;
const GUEST_PORT = 5433;
/**
 * How long a guest may keep the database while the site waits: below the server pool's 5 s wait for its
 * connection, so a request queued behind a command is answered late rather than refused.
 */
const GUEST_TURN_MS = 3_000;
/** In DATA_DIR, written by the owner: where its gate listens. Only read while the lock is held, so a stale one is harmless. */
const POINTER_FILE = 'embedded-postgres.socket';

interface Pointer {
  socketDir: string;
  port: number;
}

const pointerPath = (dataDir: string) => join(resolve(dataDir), POINTER_FILE);

function readPointer(dataDir: string): Pointer | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(pointerPath(dataDir), 'utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { socketDir, port } = value as Record<string, unknown>;
    return typeof socketDir === 'string' && typeof port === 'number' ? { socketDir, port } : undefined;
  } catch {
    return undefined;
  }
}

const socketResponses = (path: string) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.end();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/**
 * The running owner's database, for a CLI command beside it: the gate named in DATA_DIR's pointer file, if it
 * answers; undefined when there is none (not started yet, or a pointer left by a crash).
 */
export async function sharedEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres | undefined> {
  const pointer = readPointer(dataDir);
  if (!pointer || !(await socketResponses(join(pointer.socketDir, `.s.PGSQL.${pointer.port}`))))
    return undefined;
  return {
    connection: { host: pointer.socketDir, port: pointer.port, user: 'postgres', database: 'postgres' },
    stop: () => Promise.resolve(),
  };
}

/**
 * PostgreSQL's buffer cache inside the WebAssembly memory. PGlite's default of 128 MB is all touched at start
 * (the process held 310 MB before a single page was served); the embedded database's data fits in a fraction of
 * this, and a start is 0.4 s quicker.
 */
const SHARED_BUFFERS = '16MB';

/** In DATA_DIR: the owner's PID and start time (embedded-owner-lock.ts). */
const LOCK_FILE = 'embedded-postgres.lock';

/** The database's thread: the file beside this one from the sources, its bundle beside the server's in dist/. */
const DATABASE_THREAD = new URL(
  import.meta.url.endsWith('.ts') ? './embedded-database-worker.ts' : './embedded-database-worker.mjs',
  import.meta.url,
);

async function startDatabaseThread(settings: DatabaseThreadSettings): Promise<Worker> {
  const thread = new Worker(DATABASE_THREAD, { workerData: settings });
  await new Promise<void>((resolve, reject) => {
    thread.once('message', () => resolve());
    thread.once('error', reject);
    thread.once('exit', (code) =>
      reject(new Error(`the embedded database's thread ended (code ${code}) before it started`)),
    );
  });
  // Its connections close with it: the gate's clients see a lost connection, and the site responds with 503.
  thread.on('error', (error) => console.error("the embedded database's thread failed:", error));
  return thread;
}

async function stopDatabaseThread(thread: Worker): Promise<void> {
  const exited = new Promise((resolve) => thread.once('exit', resolve));
  thread.postMessage('stop');
  await exited;
}

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
 * PGlite (PostgreSQL compiled to WebAssembly) in a thread of its own (its statements run synchronously: the
 * server's thread stays free for the site), served on a private Unix socket so that the same `pg` driver and SQL
 * as production reach it. PGlite runs one session: the owner uses one connection, and CLI commands (guests,
 * through the pointer file in DATA_DIR) take turns with it at the gate.
 * Without `dataDir` the database lives in memory (tests), new or a copy of `copyOf` (PGlite's dumpDataDir).
 */
export async function startEmbeddedPostgres(dataDir?: string, copyOf?: Blob): Promise<EmbeddedPostgres> {
  const dir = dataDir && resolve(dataDir);
  let releaseLock: (() => void) | undefined;
  if (dir) {
    mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIRECTORY });
    releaseLock = takeOwnerLock(join(dir, LOCK_FILE));
    if (!releaseLock) throw new EmbeddedDatabaseInUseError(dir);
  }
  try {
    return await startOwned(dir, copyOf, releaseLock);
  } catch (error) {
    releaseLock?.();
    throw error;
  }
}

async function startOwned(
  dataDir: string | undefined,
  copyOf: Blob | undefined,
  releaseLock: (() => void) | undefined,
): Promise<EmbeddedPostgres> {
  compileWebAssemblyOnce();
  const pgdata = dataDir && join(dataDir, 'pgdata');
  if (pgdata && !existsSync(join(pgdata, 'PG_VERSION'))) await createDatabaseApart(pgdata);
  // initdb's process, and older versions, left modes Emscripten's way (0644, 0666); the database's thread won't.
  if (pgdata) keepOwnerOnly(pgdata);
  // A short private directory (mode 0700: this user only): Unix socket paths are limited to about 100 bytes,
  // which a long DATA_DIR would pass; the pointer file names it.
  const socketDir = mkdtempSync(join(tmpdir(), 'kx-pg-'));
  const upstream = join(socketDir, 'pglite.sock');
  const settings: DatabaseThreadSettings = {
    ...(pgdata && { pgdata }),
    ...(!pgdata && copyOf && { copyOf }),
    socketPath: upstream,
    sharedBuffers: SHARED_BUFFERS,
  };
  let thread = await startDatabaseThread(settings);
  // Called only to end a guest's statement, and guests come only with a DATA_DIR: the database starts from its files.
  const gate = new SessionGate(upstream, GUEST_TURN_MS, async () => {
    await thread.terminate();
    rmSync(upstream, { force: true }); // the ended thread's socket file
    thread = await startDatabaseThread(settings);
  });
  await gate.listen(join(socketDir, `.s.PGSQL.${OWNER_PORT}`), 'owner');
  if (dataDir) {
    await gate.listen(join(socketDir, `.s.PGSQL.${GUEST_PORT}`), 'guest');
    const pointer: Pointer = { socketDir, port: GUEST_PORT };
    const written = `${pointerPath(dataDir)}.${process.pid}`;
    writeFileSync(written, JSON.stringify(pointer), { mode: OWNER_ONLY_FILE });
    renameSync(written, pointerPath(dataDir));
  }
  return {
    connection: { host: socketDir, port: OWNER_PORT, user: 'postgres', database: 'postgres' },
    stop: async () => {
      if (dataDir && readPointer(dataDir)?.socketDir === socketDir)
        rmSync(pointerPath(dataDir), { force: true });
      await gate.close();
      await stopDatabaseThread(thread);
      rmSync(socketDir, { recursive: true, force: true });
      releaseLock?.();
    },
  };
}
