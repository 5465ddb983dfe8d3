import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import { migrateToLatest } from '../../adapters/postgres/database.js';

const root = new URL('../../', import.meta.url).pathname;

/** Peak resident memory of a child, sampled from /proc every 50 ms (Linux). */
function watchPeakRss(child: ChildProcess): () => number {
  let peakKb = 0;
  const timer = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakKb = Math.max(peakKb, kb);
    } catch {
      // the process has just exited
    }
  }, 50);
  child.once('exit', () => clearInterval(timer));
  return () => peakKb / 1024;
}

/** Runs a command from the project's root: its time, its peak RSS and what it printed; another exit code throws. */
export async function timed(command: string, args: string[], env: NodeJS.ProcessEnv, expectedCode = 0) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const peak = watchPeakRss(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const seconds = (performance.now() - started) / 1000;
  if (code !== expectedCode) throw new Error(`${command} ${args.join(' ')} exited with ${code}: ${output}`);
  return { seconds, peakMb: peak(), output: output.trim() };
}

/** `psql \copy` of a CSV file into `table (columns)` of `schema`: the floor a bulk load is measured against. */
export const psqlCopy = (serverUrl: string, schema: string, target: string, file: string) =>
  timed(
    'psql',
    [serverUrl, '-v', 'ON_ERROR_STOP=1', '-c', `\\copy ${target} from '${file}' with (format csv)`],
    { PGOPTIONS: `-c search_path=${schema}` },
  );

/**
 * As `npm run cli` runs it (see package.json: the heap cap is safe, since nothing grows with the file; a young
 * generation of 16 MB lets a file's line objects die young: with V8's default for a 128 MB heap they were
 * promoted, and a million status lines spent 6 s of CPU in full collections).
 */
export const cliRun = (args: string[], env: NodeJS.ProcessEnv, expectedCode = 0) =>
  timed(
    process.execPath,
    ['--max-old-space-size=128', '--max-semi-space-size=16', 'dist/cli.mjs', ...args],
    { LOG_LEVEL: 'warn', ...env },
    expectedCode,
  );

/**
 * A new schema on the server, migrated: its knex, the address that puts the CLI in it, and how to drop it.
 */
export async function benchSchema(serverUrl: string, schema: string) {
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`drop schema if exists ${schema} cascade`);
  await admin.raw(`create schema ${schema}`);
  const db = knexFactory({
    client: 'pg',
    connection: serverUrl,
    searchPath: [schema],
    pool: { min: 0, max: 1 },
  });
  await migrateToLatest({ knex: db, kind: 'server' }, MIGRATIONS);
  const url = `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const drop = async () => {
    await db.destroy();
    await admin.raw(`drop schema ${schema} cascade`);
    await admin.destroy();
  };
  return { db, url, drop };
}

/** The one verified Kenya customer (KX100001) a bench fills with parcels or entries; its user id. */
export async function insertBenchOwner(db: Knex, email = 'bench@example.com'): Promise<string> {
  const id = crypto.randomUUID();
  await db('users').insert({
    id,
    email,
    password_hash: 'x',
    first_name: 'Bench',
    last_name: 'Owner',
    phone_number: '+254700000000',
    destination: 'kenya',
    is_email_verified: true,
    account_id: 'KX100001',
    created_at: new Date(),
    updated_at: new Date(),
  });
  return id;
}
