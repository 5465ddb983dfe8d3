/**
 * npm run bench:start: how soon the compiled server answers /healthz after it is started as `npm start` starts it
 * (adapters/launch/start.mjs on plain Node.js, on a built tree), and its RSS after 50 connections have asked for
 * `/` for a while. The embedded database, or the PostgreSQL server at BENCH_DATABASE_URL.
 * BENCH_RUNS starts (5 by default; the median is the figure), BENCH_DURATION_S of load (10 by default).
 * Goals: /healthz within 1 s, RSS <= 200 MB after the load. Prints the load average: a busy machine starts slower.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../support/server-process.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const START_GOAL_MS = 1_000;
const RSS_GOAL_MB = 200;
const root = new URL('../../', import.meta.url).pathname;
const databaseUrl = process.env.BENCH_DATABASE_URL;

const rssMb = (pid: number | undefined): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One start: the milliseconds until /healthz answers 200 (asked every 10 ms), then the RSS after the load. */
async function startOnce(withLoad: boolean): Promise<{ startMs: number; rssMb: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['adapters/launch/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-start-')),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${String(child.exitCode)}`);
      const ok = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const startMs = performance.now() - startedAt;
    if (!withLoad) return { startMs, rssMb: 0 };
    await autocannon({
      url: `${url}/`,
      headers: { 'accept-encoding': 'br, gzip' },
      connections: 50,
      duration: DURATION_S,
    });
    return { startMs, rssMb: rssMb(child.pid) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const starts: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const { startMs } = await startOnce(false);
  starts.push(startMs);
  console.log(`start ${String(run)}: /healthz answered after ${startMs.toFixed(0)} ms`);
}
const loaded = await startOnce(true);
const startMedian = median(starts);
console.log('');
console.log(
  `start (median of ${String(RUNS)}): ${startMedian.toFixed(0)} ms (goal <= ${String(START_GOAL_MS)} ms, ${startMedian <= START_GOAL_MS ? 'met' : 'NOT met'})`,
);
console.log(
  `RSS after ${String(DURATION_S)} s of 50 connections: ${loaded.rssMb.toFixed(0)} MB (goal <= ${String(RSS_GOAL_MB)} MB, ${loaded.rssMb <= RSS_GOAL_MB ? 'met' : 'NOT met'}; ${databaseUrl ? 'PostgreSQL server' : 'embedded database'})`,
);
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
