/**
 * npm run bench:auth: calculate's p99 under autocannon (50 connections), alone and with 20 logins per second
 * against the same server. Goal: p99 <= 50 ms with the logins (argon2 hashes off the event loop).
 * Both loads saturate the server; at 50 connections p99 is mostly queueing (it tracks 50 / throughput), at 10
 * it is closer to what the logins add to one request.
 */
import autocannon from 'autocannon';
import { forkBenchServer } from './bench-process.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const LIGHT_CONNECTIONS = 10;
const LOGINS_PER_SECOND = 20;
const CALCULATE = JSON.stringify({
  weight: 3,
  itemValue: 100,
  dimensions: { length: 30, width: 20, height: 15 },
});
const ACCOUNT = {
  email: 'bench.user@example.com',
  password: 'benchmark-password-2026',
  firstName: 'Bench',
  lastName: 'User',
  phoneNumber: '+254700111222',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function post(url: string, body: unknown): Promise<number> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Logs in at a steady rate until stopped; resolves with each login's latency and the failures. */
function loginLoad(url: string) {
  const latencies: number[] = [];
  let failures = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const login = post(`${url}/api/login`, { email: ACCOUNT.email, password: ACCOUNT.password })
      .then((status) => {
        if (status === 200) latencies.push(performance.now() - started);
        else failures += 1;
      })
      .catch(() => {
        failures += 1;
      })
      .finally(() => pending.delete(login));
    pending.add(login);
  }, 1000 / LOGINS_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { latencies: latencies.sort((a, b) => a - b), failures };
  };
}

const server = await forkBenchServer('app');
const status = await post(`${server.url}/api/register`, ACCOUNT);
if (status !== 201) throw new Error(`could not register the benchmark account (HTTP ${status})`);

const calculate = (duration: number, connections = CONNECTIONS) =>
  autocannon({
    url: `${server.url}/api/shipping/calculate`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: CALCULATE,
    connections,
    duration,
  });

async function withLogins(run: () => Promise<autocannon.Result>) {
  const stopLogins = loginLoad(server.url);
  const result = await run();
  return { result, logins: await stopLogins() };
}

await calculate(2); // warm-up: JIT and connection set-up
const saturated = await calculate(DURATION_S);
const saturatedLogins = await withLogins(() => calculate(DURATION_S));
const light = await calculate(DURATION_S, LIGHT_CONNECTIONS);
const lightLogins = await withLogins(() => calculate(DURATION_S, LIGHT_CONNECTIONS));
server.stop();

const line = (name: string, r: autocannon.Result) =>
  console.log(
    `${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p99 ${r.latency.p99.toFixed(1).padStart(6)} ms   errors ${r.errors + r.non2xx}`,
  );
const loginLine = ({ latencies, failures }: { latencies: number[]; failures: number }) =>
  console.log(
    `${'  logins'.padEnd(44)} ${latencies.length} ok, ${failures} failed, ` +
      `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms`,
  );
line('calculate saturated, alone', saturated);
line(`calculate saturated + ${LOGINS_PER_SECOND} logins/s`, saturatedLogins.result);
loginLine(saturatedLogins.logins);
line(`calculate, ${LIGHT_CONNECTIONS} connections, alone`, light);
line(`calculate, ${LIGHT_CONNECTIONS} connections + ${LOGINS_PER_SECOND} logins/s`, lightLogins.result);
loginLine(lightLogins.logins);
console.log('');
console.log(
  `calculate p99 with logins: ${saturatedLogins.result.latency.p99.toFixed(1)} ms at ${CONNECTIONS} connections, ` +
    `${lightLogins.result.latency.p99.toFixed(1)} ms at ${LIGHT_CONNECTIONS} (goal <= 50 ms)`,
);
