/**
 * npm run bench:import: the CLI's customer import against PostgreSQL's own bulk load, on one server in one run.
 * Generates N fictional rows (BENCH_ROWS, default 1,000,000; run it with 5,000,000 too), loads them with
 * `psql \copy` into the empty customer table (same indexes: the physical limit), empties it, loads them with the
 * CLI; then 100k rows with the CLI (memory should not grow with the file) and 100k rows on embedded PostgreSQL,
 * beside what the embedded database takes for a mere count. It also re-imports the big file over itself (the
 * staging path, for a directory that already holds customers) and a file whose last line repeats an account ID
 * (the fast path refused, then the staging path).
 * Goal: CLI / psql <= 1.1, peak RSS of the whole CLI <= 200 MB, the same at every size.
 */
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { benchSchema, cliRun, psqlCopy, timed } from './timed-process.js';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fictionalCustomerLines } from '../../cli/fictional-customers.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SMALL = 100_000;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_import';
const work = mkdtempSync(join(tmpdir(), 'bench-import-'));

async function writeRows(count: number): Promise<string> {
  const path = join(work, `customers-${count}.csv`);
  const out = createWriteStream(path);
  for (const line of fictionalCustomerLines(count)) if (!out.write(`${line}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return path;
}

// What `npm run cli` runs: the bundled CLI, built here when stale.
await timed(process.execPath, ['adapters/launch/build-if-stale.mjs'], {});
const cli = (file: string, env: NodeJS.ProcessEnv) => cliRun(['customers', 'import', file, '--json'], env);

const { db, url: inSchema, drop } = await benchSchema(SERVER_URL, SCHEMA);
const count = async () => Number((await db('customer_addresses').count({ n: '*' }).first())?.n ?? 0);

const big = await writeRows(ROWS);
const small = await writeRows(SMALL);
const withDuplicate = join(work, 'customers-with-duplicate.csv');
const smallText = readFileSync(small, 'utf8');
const firstAccountId = smallText.split(',', 3)[2] ?? '';
writeFileSync(withDuplicate, `${smallText}Repeated,Person,${firstAccountId},0700000000\n`);
console.log(`${ROWS.toLocaleString('en-US')} rows generated in ${big}`);

const psql = await psqlCopy(
  SERVER_URL,
  SCHEMA,
  'customer_addresses (first_name, last_name, account_id, phone_number)',
  big,
);
const psqlCount = await count();
await db.raw('truncate customer_addresses');
const cliBig = await cli(big, { DATABASE_URL: inSchema });
const cliCount = await count();
// The same file again: every row already there, so the staging path (UPDATE and INSERT) runs.
const cliAgain = await cli(big, { DATABASE_URL: inSchema });
await db.raw('truncate customer_addresses');
const cliSmall = await cli(small, { DATABASE_URL: inSchema });
await db.raw('truncate customer_addresses');
// Exit code 1: the repeated line is rejected, every other one loaded.
const cliDuplicate = await cliRun(
  ['customers', 'import', withDuplicate, '--json'],
  { DATABASE_URL: inSchema },
  1,
);
await drop();
// The embedded database is created (and migrated) first: creating it costs far more memory than any import.
const embeddedEnv = { DATA_DIR: mkdtempSync(join(work, 'embedded-')) };
await cliRun(['db', 'migrate'], embeddedEnv);
const embeddedIdle = await cliRun(['customers', 'count'], embeddedEnv);
const embedded = await cli(small, embeddedEnv);

const row = (name: string, r: { seconds: number; peakMb: number }) =>
  console.log(
    `${name.padEnd(44)} ${r.seconds.toFixed(2).padStart(7)} s   peak RSS ${r.peakMb.toFixed(0).padStart(5)} MB`,
  );
row(`psql \\copy, ${ROWS} rows (server)`, psql);
row(`CLI import, ${ROWS} rows (server)`, cliBig);
row(`CLI import again, ${ROWS} rows unchanged (server)`, cliAgain);
row(`CLI import, ${SMALL} rows (server)`, cliSmall);
row(`CLI import, ${SMALL} rows + 1 duplicate (server)`, cliDuplicate);
row(`CLI count (embedded PGlite, for its own memory)`, embeddedIdle);
row(`CLI import, ${SMALL} rows (embedded PGlite)`, embedded);
console.log('');
console.log(`rows loaded: psql ${psqlCount}, CLI ${cliCount}`);
console.log(`CLI / psql: ${(cliBig.seconds / psql.seconds).toFixed(2)}x (goal <= 1.1)`);
console.log(
  `CLI peak RSS: ${cliBig.peakMb.toFixed(0)} MB at ${ROWS}, ${cliSmall.peakMb.toFixed(0)} MB at ${SMALL} (goal <= 200 MB, flat)`,
);
