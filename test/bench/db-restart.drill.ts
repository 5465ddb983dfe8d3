/**
 * npm run drill:db-restart: the mixed load of drill:load while PostgreSQL becomes unreachable for 10 s (a loopback
 * TCP proxy in front of it is cut, then restored). Prints the 503s while it is down and how long the service
 * takes to recover after; goals: recovered within 5 s, no other 5xx, no crash, no write answered 2xx lost, and a
 * session made before the outage still valid after it.
 */
import knexFactory from 'knex';
import { DrillReport, Visitor, databaseBehindProxy, sleep, startDrillServer } from './drill-kit.js';
import { LOAD_ACCOUNT, lostWrites, mixedLoad, perRouteTable, prepareShop } from './mixed-load.js';

const CONNECTIONS = Number(process.env.DRILL_CONNECTIONS ?? 100);
const SECONDS = 40;
const CUT_AT_S = 10;
const OUTAGE_S = 10;
const RECOVERY_GOAL_S = 5;
/** Routes whose response needs the database: their first success after the restore is the recovery. */
const NEEDS_DATABASE = [
  'POST /api/contact',
  'POST /api/quote-requests',
  'POST /api/customer-lookup',
  'POST /api/login',
];

const report = new DrillReport(
  `Database unreachable for ${OUTAGE_S} s under load (${CONNECTIONS} connections)`,
);
const { db, proxy, url } = await databaseBehindProxy();
const app = await startDrillServer(url, { NODE_ENV: 'production' });
const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });

try {
  await prepareShop(app.url, db.url);
  const holder = new Visitor('192.0.2.20', app.url, { 'X-Forwarded-Proto': 'https' });
  const signIn = await holder.call('POST', '/api/login', {
    email: LOAD_ACCOUNT.email,
    password: LOAD_ACCOUNT.password,
  });
  if (signIn.status !== 200) throw new Error(`sign-in before the outage: HTTP ${signIn.status}`);

  const started = performance.now();
  const load = mixedLoad(app.url, CONNECTIONS, SECONDS);
  await sleep(CUT_AT_S * 1000);
  const cutAt = performance.now() - started;
  await proxy.cut();
  await sleep(OUTAGE_S * 1000);
  await proxy.open();
  const restoredAt = performance.now() - started;
  const result = await load;

  const during = result.samples.filter((s) => s.at >= cutAt && s.at <= restoredAt);
  const unavailable = during.filter((s) => s.status === 503).length;
  const recoveredAt = result.samples
    .filter((s) => NEEDS_DATABASE.includes(s.route) && s.at > restoredAt && s.status < 400)
    .reduce((first, s) => Math.min(first, s.at + s.ms), Number.POSITIVE_INFINITY);
  const recoverySeconds = (recoveredAt - restoredAt) / 1000;
  const otherFailures = result.samples.filter(
    (s) => (s.status >= 500 && s.status !== 503) || s.status === 0,
  ).length;
  const unavailableAfter = result.samples.filter((s) => s.status === 503 && s.at > recoveredAt).length;

  for (const line of perRouteTable(result)) report.figure(line, '');
  report.figure('requests', result.samples.length);
  report.figure(`cut at ${(cutAt / 1000).toFixed(1)} s, restored at`, `${(restoredAt / 1000).toFixed(1)} s`);
  report.figure('answers while the database was away', during.length);
  report.figure('503s while it was away', unavailable);
  report.goal(
    'time to recover after it returned',
    Number.isFinite(recoverySeconds) ? `${recoverySeconds.toFixed(2)} s` : 'never',
    recoverySeconds <= RECOVERY_GOAL_S,
    `≤ ${RECOVERY_GOAL_S} s`,
  );
  report.goal('503s after recovering', unavailableAfter, unavailableAfter === 0, '0');
  report.goal('other 5xx, or no answer', otherFailures, otherFailures === 0, '0');
  const breakdown = new Map<string, number>();
  for (const s of result.samples.filter((s) => (s.status >= 500 && s.status !== 503) || s.status === 0)) {
    const key = `${s.route} → ${s.status || 'no answer'} at ${(s.at / 1000).toFixed(0)} s`;
    breakdown.set(key, (breakdown.get(key) ?? 0) + 1);
  }
  for (const [what, times] of breakdown) report.figure(`    ${what}`, times);
  report.goal('crashes', app.process.exitCode === null ? 0 : 1, app.process.exitCode === null, '0');
  const lost = await lostWrites(knex, result.written);
  report.goal('writes answered 2xx missing from the database', lost, lost === 0, '0');
  const after = await holder.call('GET', '/api/user');
  report.goal('a session made before the outage, after it', after.status, after.status === 200, '200');
} finally {
  await knex.destroy();
  await app.stop();
  await proxy.cut();
  await db.drop();
}
report.finish();
