/**
 * npm run drill:db-silent: the network to PostgreSQL stops passing bytes for 14 s while the connections stay
 * open (a loopback TCP proxy holds every byte, then delivers them), and customer lookups keep arriving, 12 of
 * them during the silence. Goals: every request during the silence answered within 10 s, with 503 (never 500
 * or no response), and the server ready again within 5 s of the network's return.
 */
import {
  DrillReport,
  Visitor,
  databaseBehindProxy,
  secondsUntil,
  sleep,
  startDrillServer,
} from './drill-kit.js';

const SILENCE_S = 14;
const LOOKUPS = 12;
const RESPONSE_GOAL_S = 10;
const READY_GOAL_S = 5;

const report = new DrillReport(
  `The database's network silent for ${SILENCE_S} s (connections open, no bytes)`,
);
const { db, proxy, url } = await databaseBehindProxy();
const app = await startDrillServer(url, { NODE_ENV: 'production' });

try {
  const ready = async () => (await fetch(`${app.url}/readyz`)).status === 200;
  if (!(await ready())) throw new Error('the server was not ready before the silence');
  const lookup = async (i: number) => {
    const visitor = new Visitor(`192.0.2.${String(100 + i)}`, app.url, { 'X-Forwarded-Proto': 'https' });
    const started = performance.now();
    const answer = await visitor
      .call('POST', '/api/customer-lookup', { firstName: 'Amina', lastName: 'Yusuf' })
      .catch(() => ({ status: 0 }));
    return { status: answer.status, seconds: (performance.now() - started) / 1000 };
  };

  proxy.silence();
  const silencedAt = performance.now();
  // Spread over the silence, as shoppers would arrive.
  const answers = Promise.all(
    Array.from({ length: LOOKUPS }, async (_, i) => {
      await sleep(((SILENCE_S - RESPONSE_GOAL_S) * 1000 * i) / LOOKUPS);
      return lookup(i);
    }),
  );
  await sleep(SILENCE_S * 1000 - (performance.now() - silencedAt));
  proxy.speak();
  const readyAfter = await secondsUntil(ready, 30_000);
  const during = await answers;

  const slowest = Math.max(...during.map((a) => a.seconds));
  const statuses = new Map<number, number>();
  for (const a of during) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  report.figure('lookups sent during the silence', during.length);
  report.figure(
    'answers by status',
    [...statuses].map(([s, n]) => `${String(s || 'none')}×${String(n)}`).join(' '),
  );
  report.goal(
    'slowest answer',
    `${slowest.toFixed(1)} s`,
    slowest <= RESPONSE_GOAL_S,
    `≤ ${RESPONSE_GOAL_S} s`,
  );
  const notUnavailable = during.filter((a) => a.status !== 503).length;
  report.goal('answers other than 503', notUnavailable, notUnavailable === 0, '0');
  report.goal(
    'ready again after the network returned',
    readyAfter === undefined ? 'never' : `${readyAfter.toFixed(1)} s`,
    readyAfter !== undefined && readyAfter <= READY_GOAL_S,
    `≤ ${READY_GOAL_S} s`,
  );
  const after = await lookup(LOOKUPS);
  report.goal('a lookup after it', after.status, after.status === 200, '200');
  report.goal('crashes', app.process.exitCode === null ? 0 : 1, app.process.exitCode === null, '0');
} finally {
  proxy.speak();
  await app.stop();
  await proxy.cut();
  await db.drop();
}
report.finish();
