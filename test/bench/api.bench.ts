/**
 * npm run bench:api: autocannon (50 connections, 10 s each) against the calculate route, an empty route behind
 * the app's middleware, a bare Express route and bare node:http, in one run. Goals: the app's middleware stack
 * >= 0.5x bare Express, calculate >= 0.8x the same-middleware route, calculate's p99 <= 30 ms.
 */
import autocannon from 'autocannon';
import { type BenchServerMode, forkBenchServer } from './bench-process.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const BODY = JSON.stringify({ weight: 3, itemValue: 100, dimensions: { length: 30, width: 20, height: 15 } });

interface Target {
  name: string;
  mode: BenchServerMode;
  path: string;
}

const TARGETS: Target[] = [
  { name: 'POST /api/shipping/calculate (real app)', mode: 'app', path: '/api/shipping/calculate' },
  { name: 'empty Express route, same middleware', mode: 'express-empty', path: '/api/bench/empty' },
  { name: 'bare Express route, no middleware', mode: 'express-bare', path: '/bench/empty' },
  { name: 'bare node:http, constant JSON', mode: 'node-http', path: '/' },
];

async function measure(target: Target): Promise<{ rps: number; p99: number; errors: number }> {
  const server = await forkBenchServer(target.mode);
  const options = {
    url: `${server.url}${target.path}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: BODY,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT and connection set-up
  const result = await autocannon({ ...options, duration: DURATION_S });
  server.stop();
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const results = [];
for (const target of TARGETS) {
  const r = await measure(target);
  results.push({ ...target, ...r });
  console.log(
    `${target.name.padEnd(42)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}`,
  );
}
const [calculate, sameMiddleware, bareExpress, nodeHttp] = results as [
  (typeof results)[0],
  (typeof results)[0],
  (typeof results)[0],
  (typeof results)[0],
];
const ratio = (a: { rps: number }, b: { rps: number }) => (a.rps / b.rps).toFixed(2);
console.log('');
console.log(`app's middleware / bare Express:      ${ratio(sameMiddleware, bareExpress)}x (goal >= 0.50)`);
console.log(`calculate / same-middleware route:    ${ratio(calculate, sameMiddleware)}x (goal >= 0.80)`);
console.log(`bare Express / node:http:             ${ratio(bareExpress, nodeHttp)}x (Express's own cost)`);
console.log(`calculate p99: ${calculate.p99.toFixed(1)} ms (goal <= 30 ms)`);
