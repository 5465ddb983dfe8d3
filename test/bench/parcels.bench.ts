/**
 * npm run bench:parcels: `parcels import-status` of N status lines (BENCH_ROWS, default 1,000,000: parcels of
 * N / 10 customers, ten each, every line moving a received parcel to departed) on the PostgreSQL server, against
 * the work it cannot avoid, measured in the same run: a bulk copy (`psql \copy`, or COPY FROM STDIN through
 * pg-copy-streams where psql is not installed) of the same N events into the events table and of the notices it
 * queues (one per customer) into the outbox, both with their indexes, in a twin schema holding the same parcels.
 * Goal: import / (both copies) <= 1.3 in the median of BENCH_ROUNDS runs (default 3), peak RSS of the CLI <= 200 MB.
 */
import { createReadStream, createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { fillCustomersAndParcels } from './bench-fill.js';
import { benchSchema, cliRun, psqlCopy, timed } from './timed-process.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PER_CUSTOMER = 10;
const CUSTOMERS = Math.ceil(ROWS / PER_CUSTOMER);
/** Runs, each on schemas filled afresh: the machine's speed moves a run's floor by a tenth, so the median is judged. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error('BENCH_ROUNDS must be a whole number of runs, 1 or more');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const work = mkdtempSync(join(tmpdir(), 'bench-parcels-'));
const AT = new Date('2026-11-30T15:00:00.000Z');
/** psql on the PATH (postgresql-client); without it the floor is the same COPY through pg-copy-streams. */
const hasPsql = (process.env.PATH ?? '').split(':').some((dir) => existsSync(join(dir, 'psql')));

/** The customers and their received parcels, made by the database itself. */
async function fill(db: Knex): Promise<void> {
  await fillCustomersAndParcels(
    db,
    { customers: CUSTOMERS, parcels: ROWS },
    { sql: '1 + (g - 1) / ?', bindings: [PER_CUSTOMER] },
  );
  await db.raw(
    `insert into parcel_events (parcel_number, status, at) select number, 'received', now() from parcels`,
  );
  await db.raw('analyze');
}

async function writeLines(file: string, line: (i: number) => string, count: number): Promise<void> {
  const out = createWriteStream(file);
  for (let i = 1; i <= count; i += 1) if (!out.write(line(i))) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** The floor of one table's load: psql's \copy, or the same COPY through pg-copy-streams. */
async function copyInto(url: string, schema: string, target: string, file: string) {
  if (hasPsql) return psqlCopy(url, schema, target, file);
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const started = performance.now();
  await pipeline(
    createReadStream(file),
    client.query(copyFrom(`copy ${target} from stdin with (format csv)`)),
  );
  const seconds = (performance.now() - started) / 1000;
  await client.end();
  return { seconds, peakMb: 0, output: '' };
}

/** The files of one run: the status lines, and what the import writes as rows (its floor's input). */
async function writeFiles() {
  const statuses = join(work, 'statuses.csv');
  await writeLines(statuses, (i) => `TRK${String(i).padStart(10, '0')},departed\n`, ROWS);
  // What the import writes, as rows: an event per line, and a notice per customer (its words written when sent).
  const events = join(work, 'events.csv');
  await writeLines(events, (i) => `KP${String(1000000 + i)},departed,${AT.toISOString()}\n`, ROWS);
  const notices = join(work, 'notices.csv');
  await writeLines(
    notices,
    (i) =>
      `${AT.toISOString()},bench${String(i)}@example.com,"","","",1970-01-01T00:00:00Z,parcel-status,departed/${crypto.randomUUID()}/${String(AT.getTime())}\n`,
    CUSTOMERS,
  );
  return { statuses, events, notices };
}

const row = (name: string, r: { seconds: number; peakMb: number }) =>
  console.log(
    `${name.padEnd(52)} ${r.seconds.toFixed(2).padStart(8)} s${r.peakMb > 0 ? `   peak RSS ${r.peakMb.toFixed(0).padStart(5)} MB` : ''}`,
  );

/** One run on freshly filled schemas: the floor's two copies, then the import; its ratio and peak RSS. */
async function run(
  files: Awaited<ReturnType<typeof writeFiles>>,
): Promise<{ ratio: number; peakMb: number; exact: boolean }> {
  const bench = await benchSchema(SERVER_URL, 'bench_parcels');
  const floor = await benchSchema(SERVER_URL, 'bench_parcels_floor');
  try {
    const filling = performance.now();
    await fill(bench.db);
    await fill(floor.db);
    console.log(
      `${ROWS.toLocaleString('en-US')} received parcels of ${CUSTOMERS.toLocaleString('en-US')} customers (twice) made in ${((performance.now() - filling) / 1000).toFixed(1)} s; copies by ${hasPsql ? 'psql \\copy' : 'pg-copy-streams'}`,
    );
    const eventsCopy = await copyInto(
      SERVER_URL,
      'bench_parcels_floor',
      'parcel_events (parcel_number, status, at)',
      files.events,
    );
    const noticesCopy = await copyInto(
      SERVER_URL,
      'bench_parcels_floor',
      'mail_outbox (created_at, to_address, subject, text_body, html_body, next_attempt_at, compose_kind, compose_key)',
      files.notices,
    );
    const cli = await cliRun(['parcels', 'import-status', files.statuses, '--json'], {
      DATABASE_URL: bench.url,
    });
    const report = JSON.parse(cli.output) as { moved: number; rejectedCount: number };
    const count = async (table: string, where = 'true') =>
      Number((await bench.db(table).whereRaw(where).count({ n: '*' }).first())?.n ?? 0);
    const mails = await count('mail_outbox');
    const departed = await count('parcel_events', `status = 'departed'`);

    row(`copy of ${ROWS} events into parcel_events`, eventsCopy);
    row(`copy of ${CUSTOMERS} notices into mail_outbox`, noticesCopy);
    const floorSeconds = eventsCopy.seconds + noticesCopy.seconds;
    row('floor: both copies', { seconds: floorSeconds, peakMb: 0 });
    row(`CLI parcels import-status, ${ROWS} lines`, cli);
    const exact = report.moved === ROWS && departed === ROWS && mails === CUSTOMERS;
    console.log(
      `moved ${report.moved}, rejected ${report.rejectedCount}, events departed ${departed}, notices queued ${mails} (expected ${CUSTOMERS}): ${exact ? 'exact' : 'WRONG'}`,
    );
    const ratio = cli.seconds / floorSeconds;
    console.log(`import / floor: ${ratio.toFixed(2)}x`);
    return { ratio, peakMb: cli.peakMb, exact };
  } finally {
    await bench.drop();
    await floor.drop();
  }
}

await timed(process.execPath, ['adapters/launch/build-if-stale.mjs'], {});
const files = await writeFiles();
const runs: { ratio: number; peakMb: number; exact: boolean }[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  console.log(`run ${String(round)} of ${String(ROUNDS)}`);
  runs.push(await run(files));
}
const ratios = runs.map((r) => r.ratio).sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)] ?? Number.POSITIVE_INFINITY;
const peakMb = Math.max(...runs.map((r) => r.peakMb));
console.log(
  `import / floor, median of ${String(ROUNDS)} runs: ${median.toFixed(2)}x (runs ${ratios.map((r) => r.toFixed(2)).join(', ')}; goal <= 1.3) ${median <= 1.3 ? 'met' : 'MISSED'}`,
);
console.log(`CLI peak RSS: ${peakMb.toFixed(0)} MB (goal <= 200) ${peakMb <= 200 ? 'met' : 'MISSED'}`);
// A wrong import is no figure at all, however fast: the bench fails (timings never fail it).
if (runs.some((r) => !r.exact)) {
  console.log('WRONG: a run did not move, record and mail exactly what it should (above)');
  process.exitCode = 1;
}
