/**
 * npm run bench:storage: the daily storage job (`parcels charge-storage`) over N parcels at the warehouse
 * (BENCH_PARCELS, default 1,000,000) of 1,000 accounts on the PostgreSQL server, a tenth of them five days past
 * their free days (received 35 days before today, UTC) and the rest still free, charged through today (the job
 * refuses a day to come): the first run posts five fees for each of that tenth, the second posts nothing. Prints
 * each run's time and the CLI's peak RSS, and checks the ledger against what was expected.
 * Goal: a run in under a minute at a million parcels, the second far quicker, peak RSS flat (nothing grows with
 * the parcels: the work is one statement in the database).
 */
import { daysAfter, warehouseDay } from '../../core/parcels/storage-fees.js';
import { fillCustomersAndParcels } from './bench-fill.js';
import { benchSchema, cliRun, timed } from './timed-process.js';

const PARCELS = Number(process.env.BENCH_PARCELS ?? 1_000_000);
const ACCOUNTS = 1_000;
const THROUGH = warehouseDay(new Date());
const FEES_EACH = 5;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

await timed(process.execPath, ['adapters/launch/build-if-stale.mjs'], {});
const { db, url: inSchema, drop } = await benchSchema(SERVER_URL, 'bench_storage');
try {
  const filling = performance.now();
  await fillCustomersAndParcels(
    db,
    { customers: ACCOUNTS, parcels: PARCELS },
    { sql: '1 + g % ?', bindings: [ACCOUNTS] },
  );
  // A tenth received 35 days ago, the rest between 25 and 17 days ago: still in their free days.
  await db.raw(
    `insert into parcel_events (parcel_number, status, at)
     select number, 'received',
       case when substr(number, 3)::int % 10 = 0 then ?::timestamptz
         else ?::timestamptz + (substr(number, 3)::int % 10) * interval '1 day' end
     from parcels`,
    [`${daysAfter(THROUGH, -35)}T15:00:00Z`, `${daysAfter(THROUGH, -26)}T15:00:00Z`],
  );
  await db.raw('analyze');
  console.log(
    `${PARCELS.toLocaleString('en-US')} parcels at the warehouse of ${ACCOUNTS.toLocaleString('en-US')} accounts, a tenth past their free days, made in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  const expected = (PARCELS / 10) * FEES_EACH;
  const runs = [];
  for (const name of ['first run', 'second run']) {
    const run = await cliRun(['parcels', 'charge-storage', '--date', THROUGH, '--json'], {
      DATABASE_URL: inSchema,
    });
    const { posted } = JSON.parse(run.output) as { posted: number };
    runs.push(posted);
    console.log(
      `${name.padEnd(12)} ${run.seconds.toFixed(2).padStart(7)} s   peak RSS ${run.peakMb.toFixed(0).padStart(4)} MB   posted ${posted.toLocaleString('en-US')} fees`,
    );
  }
  const inLedger = Number(
    (await db('ledger_entries').where('source_kind', 'storage-fee').count({ n: '*' }).first())?.n ?? 0,
  );
  const right = runs[0] === expected && runs[1] === 0 && inLedger === expected;
  console.log(
    `ledger: ${inLedger.toLocaleString('en-US')} storage fees, expected ${expected.toLocaleString('en-US')} (first run) and 0 (second): ${right ? 'exact' : 'WRONG'}`,
  );
} finally {
  await drop();
}
