import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { pino } from 'pino';

const root = new URL('../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  /** Its DATA_DIR: the embedded database, and the local outbox's mail under `mail/`. */
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The server's log line, when it is one (pino writes JSON lines). */
function logEntry(line: string): { level?: unknown; msg?: unknown } | undefined {
  try {
    const entry: unknown = JSON.parse(line);
    return typeof entry === 'object' && entry !== null ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the compiled server (dist/server.mjs) on plain Node.js, as `npm start` does, and waits until it
 * answers. The test run builds it first when it is stale (test/support/build-once.ts). `entry` may name
 * adapters/launch/start.mjs, what `npm start` runs.
 * Each server gets its own DATA_DIR unless one is given, so that servers never contend for one database.
 * A free port can be taken by another process (another test run) before the server listens on it: the server
 * then exits, and another one answers on that port. So this waits for the server's own "listening" log line as
 * well as /healthz, and starts it again on another port when it exits before listening.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  entry = 'dist/server.mjs',
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const started = await startServerOnce(env, entry);
    const portTaken = typeof started === 'string' && started.endsWith(BEFORE_LISTENING);
    if (!portTaken || env.PORT !== undefined || attempt === 3) {
      if (typeof started === 'string') throw new Error(started);
      return started;
    }
  }
}

const BEFORE_LISTENING = 'before it listened';

const { values: LEVELS } = pino.levels;
const INFO = LEVELS.info ?? 30;
const WARN = LEVELS.warn ?? 40;
/** A pino level's number ('silent' above them all); `otherwise` when none is named. */
const levelOf = (name: string | undefined, otherwise: number): number =>
  name === undefined ? otherwise : name === 'silent' ? Infinity : (LEVELS[name] ?? otherwise);

async function startServerOnce(env: NodeJS.ProcessEnv, entry: string): Promise<RunningServer | string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'server-data-'));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mail point back at this server.
      PUBLIC_URL: url,
      // A test's server has no balancer to let go of it: stop() need not wait the default 2 s drain. A test of the
      // drain sets its own.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
      // The "listening" line is an info line: a quieter level asked for only quiets what is passed on below.
      LOG_LEVEL: levelOf(env.LOG_LEVEL, INFO) < INFO ? env.LOG_LEVEL : 'info',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Warnings and errors (or what the level asked for lets through) are passed on; the rest of the log is only
  // read for the "listening" line.
  const shown = Math.max(WARN, levelOf(env.LOG_LEVEL, WARN));
  const seen = { listening: false };
  createInterface({ input: child.stdout }).on('line', (line) => {
    const logged = logEntry(line);
    if (typeof logged?.msg === 'string' && logged.msg.startsWith('listening on ')) seen.listening = true;
    if (typeof logged?.level !== 'number' || logged.level >= shown) process.stdout.write(`${line}\n`);
  });
  // As long as a busy two-core machine may take to start it (a server started within 60 s on a quiet one).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      return `server exited with code ${child.exitCode}${seen.listening ? '' : ` ${BEFORE_LISTENING}`}`;
    }
    try {
      if (seen.listening && (await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      return 'server did not start within 180 s';
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Waits until the server says it is ready for traffic (/readyz responds with 200). /healthz answers as soon as it
 * listens, while start-up work (pages rendered at start, the workers' first runs) still holds the embedded
 * database's one connection: a request sent then can wait past the pool's limit and be given 503 on a busy
 * machine. The limit is startServer's own.
 */
export async function untilReady(server: Pick<RunningServer, 'url'>, limitMs = 180_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      if ((await fetch(`${server.url}/readyz`)).status === 200) return;
    } catch {
      // not answering: tried again below until the limit
    }
    if (Date.now() > deadline) throw new Error(`${server.url} was not ready within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
