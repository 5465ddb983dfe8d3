/**
 * npm run drill:load: 60 s of mixed traffic (DRILL_SECONDS) at 100 connections against the built server in
 * production mode on PostgreSQL, after a 10 s warm-up. Prints throughput and p50/p99 per route; goals: no 5xx,
 * every write answered 2xx found in the database, resident memory growing less than 10% over the run (the median
 * of its first 10 s against that of its last: one reading swings ±10% as the heap is collected, a leak does not).
 */
import knexFactory from 'knex';
import { DrillReport, freshDatabase, startDrillServer } from './drill-kit.js';
import { lostWrites, mixedLoad, perRouteTable, prepareShop, residentMb } from './mixed-load.js';

const CONNECTIONS = Number(process.env.DRILL_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.DRILL_SECONDS ?? 60);
// The compiled server starts small (270 MB) and its heap and allocator take a minute of this load to reach their
// working size (about 365 MB, then level): measured from a colder start, that growth would read as a leak.
const WARM_UP_SECONDS = 60;
const RSS_WINDOW_SECONDS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const report = new DrillReport(`Mixed load: ${CONNECTIONS} connections for ${SECONDS} s`);
const db = await freshDatabase();
const server = await startDrillServer(db.url, { NODE_ENV: 'production' });
const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });
const pid = server.process.pid ?? 0;

try {
  await prepareShop(server.url, db.url);
  await mixedLoad(server.url, CONNECTIONS, WARM_UP_SECONDS);
  const rss: number[] = [];
  const sampling = setInterval(() => rss.push(residentMb(pid)), 1_000);
  const result = await mixedLoad(server.url, CONNECTIONS, SECONDS);
  clearInterval(sampling);
  const rssBefore = median(rss.slice(0, RSS_WINDOW_SECONDS));
  const rssAfter = median(rss.slice(-RSS_WINDOW_SECONDS));

  for (const line of perRouteTable(result)) report.figure(line, '');
  report.figure('requests', result.samples.length);
  report.figure('throughput', `${(result.samples.length / result.seconds).toFixed(0)} req/s`);
  report.figure('writes answered 2xx', result.written.length);
  const failed = result.samples.filter((s) => s.status >= 500 || s.status === 0).length;
  report.goal('answers 5xx or none', failed, failed === 0, '0');
  const lost = await lostWrites(knex, result.written);
  report.goal('writes answered 2xx missing from the database', lost, lost === 0, '0');
  const growth = ((rssAfter - rssBefore) / rssBefore) * 100;
  report.goal(
    `resident memory (median of first and last ${RSS_WINDOW_SECONDS} s) ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`,
    `${growth.toFixed(1)}%`,
    growth < 10,
    '< 10%',
  );
  report.goal(
    'server process still running',
    server.process.exitCode === null ? 'yes' : 'no',
    server.process.exitCode === null,
    'yes',
  );
} finally {
  await knex.destroy();
  await server.stop();
  await db.drop();
}
report.finish();
