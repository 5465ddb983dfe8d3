/**
 * npm run bench:parcels: `parcels import-status` of N status lines (BENCH_ROWS, default 1,000,000) against
 * `psql \copy` of the same file into a table of the same shape (reference, status), on one server in one run.
 * Every line moves a received parcel to departed: a dated event and a notice to its owner (queued to compose
 * when sent) each.
 * Goal: CLI / psql <= 1.2, peak RSS of the CLI <= 200 MB.
 */
import { createWriteStream, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchSchema, cliRun, insertBenchOwner, psqlCopy, timed } from './timed-process.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_parcels';
const work = mkdtempSync(join(tmpdir(), 'bench-parcels-'));
const tracking = (i: number) => `TRK${String(i).padStart(10, '0')}`;

await timed(process.execPath, ['adapters/launch/build-if-stale.mjs'], {});
const { db, url: inSchema, drop } = await benchSchema(SERVER_URL, SCHEMA);

// One verified owner with N received parcels, made by the database itself.
const ownerId = await insertBenchOwner(db);
await db.raw(
  `insert into parcels (number, account_id, user_id, tracking_number, carrier, destination, actual_kg, volumetric_kg,
     chargeable_kg, length_cm, width_cm, height_cm, freight_cents, saving_cents, charge_cents)
   select 'KP' || (1000000 + g), 'KX100001', ?, 'TRK' || lpad(g::text, 10, '0'), 'UPS', 'kenya', 2, 1.2, 2, 30, 20, 10,
     3000, 0, 3000
   from generate_series(1, ?) as g`,
  [ownerId, ROWS],
);
await db.raw(`insert into parcel_events select number, 'received', now() from parcels`);
await db.raw('create table bench_status_copy (reference text, status text)');

const file = join(work, 'statuses.csv');
const out = createWriteStream(file);
for (let i = 1; i <= ROWS; i += 1) if (!out.write(`${tracking(i)},departed\n`)) await once(out, 'drain');
out.end();
await once(out, 'finish');
console.log(`${ROWS.toLocaleString('en-US')} parcels and status lines made in ${file}`);

const psql = await psqlCopy(SERVER_URL, SCHEMA, 'bench_status_copy (reference, status)', file);
const cli = await cliRun(['parcels', 'import-status', file, '--json'], { DATABASE_URL: inSchema });
const report = JSON.parse(cli.output) as { moved: number; rejectedCount: number };
const mails = Number((await db('mail_outbox').count({ n: '*' }).first())?.n ?? 0);
await drop();

const row = (name: string, r: { seconds: number; peakMb: number }) =>
  console.log(
    `${name.padEnd(44)} ${r.seconds.toFixed(2).padStart(8)} s   peak RSS ${r.peakMb.toFixed(0).padStart(5)} MB`,
  );
row(`psql \\copy, ${ROWS} rows`, psql);
row(`CLI parcels import-status, ${ROWS} rows`, cli);
console.log(`moved ${report.moved}, rejected ${report.rejectedCount}, notices queued ${mails}`);
const ratio = cli.seconds / psql.seconds;
console.log(`CLI / psql: ${ratio.toFixed(2)}x (goal <= 1.2) ${ratio <= 1.2 ? 'met' : 'MISSED'}`);
console.log(
  `CLI peak RSS: ${cli.peakMb.toFixed(0)} MB (goal <= 200) ${cli.peakMb <= 200 ? 'met' : 'MISSED'}`,
);
