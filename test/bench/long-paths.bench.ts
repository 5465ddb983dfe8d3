/**
 * npm run bench:long-paths: the compiled server (embedded database) asked for paths a router's patterns once
 * spent half a second of CPU on (15,000 dots and a slash; 15,000 slashes and `a/`), each alone 20 times, then 30
 * of them at once with one /healthz among them. Goals: each answered in under 10 ms (median), /healthz unhurt.
 */
import { type RunningServer, startServer } from '../support/server-process.js';

const PATHS = {
  '15,000 dots': `/${'.'.repeat(15_000)}/`,
  '15,000 slashes': `/${'/'.repeat(15_000)}a/`,
  '1,000 dots (under the limit)': `/${'.'.repeat(1_000)}/`,
  'the home page': '/',
};
const RUNS = 20;

async function timed(server: RunningServer, path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(server.url + path, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const server = await startServer();
try {
  for (const [name, path] of Object.entries(PATHS)) {
    // A first response warms the route up (JIT, the not-found page's rendering); it is not counted.
    await timed(server, path);
    const runs: { status: number; ms: number }[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await timed(server, path));
    const ms = runs.map((run) => run.ms).sort((a, b) => a - b);
    const median = ms[Math.floor(RUNS / 2)] ?? NaN;
    console.log(
      `${name.padEnd(30)} status ${String(runs[0]?.status)}  median ${median.toFixed(1)} ms  max ${(ms.at(-1) ?? NaN).toFixed(1)} ms`,
    );
  }
  const flood = Array.from({ length: 30 }, (_, i) =>
    timed(server, i % 2 === 0 ? PATHS['15,000 dots'] : PATHS['15,000 slashes']),
  );
  const health = await timed(server, '/healthz');
  const all = await Promise.all(flood);
  console.log(
    `30 long paths at once: /healthz ${String(health.status)} in ${health.ms.toFixed(1)} ms; the slowest of the 30 ${Math.max(...all.map((a) => a.ms)).toFixed(1)} ms`,
  );
} finally {
  await server.stop();
}
