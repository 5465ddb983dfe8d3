/**
 * npm run bench:embedded-guest: the compiled server on the embedded database, started on a new one and again on it.
 * Its start (to the first /healthz) and resident memory once ready and idle; then /healthz asked every 20 ms while a command beside it runs
 * `select pg_sleep(6)` through the guest socket, and again while one runs `select pg_sleep(25)` with a second
 * command waiting behind it. Goals: /healthz under 100 ms throughout, the server alive, the long statement ended.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { runCliAsync } from '../support/run-cli.js';
import { type RunningServer, startServer, untilReady } from '../support/server-process.js';

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function guestQuery(dataDir: string, sql: string): Promise<string> {
  const pointer = JSON.parse(readFileSync(join(dataDir, 'embedded-postgres.socket'), 'utf8')) as {
    socketDir: string;
    port: number;
  };
  const client = new pg.Client({ host: pointer.socketDir, port: pointer.port, user: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  const started = performance.now();
  const outcome = await client.query(sql).then(
    () => 'finished',
    (error: unknown) => `ended (${(error as { code?: string }).code})`,
  );
  await client.end().catch(() => undefined);
  return `${outcome} after ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

async function healthzWhile(server: RunningServer, running: Promise<string>): Promise<string> {
  const state = { done: false };
  void running.finally(() => (state.done = true));
  const ms: number[] = [];
  while (!state.done) {
    const started = performance.now();
    await (await fetch(`${server.url}/healthz`)).arrayBuffer();
    ms.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1);
  return `${ms.length} asked: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

async function timedStart(dataDir?: string): Promise<RunningServer> {
  const started = performance.now();
  const running = await startServer(dataDir ? { DATA_DIR: dataDir } : {});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `/healthz ${seconds} s after start (${dataDir ? 'its database made before' : 'a new database'})`,
  );
  return running;
}

// Made on the first start; the figures are the second's, as on every start after.
const first = await timedStart();
await first.stop();
const server = await timedStart(first.dataDir);
try {
  await untilReady(server);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  console.log(`idle RSS ${rssMb(server.process.pid ?? 0).toFixed(0)} MB`);
  const short = guestQuery(server.dataDir, 'select pg_sleep(6)');
  console.log(`pg_sleep(6): /healthz ${await healthzWhile(server, short)}; the statement ${await short}`);
  const long = guestQuery(server.dataDir, 'select pg_sleep(25)');
  const behind = runCliAsync(['customers', 'count'], { DATA_DIR: server.dataDir });
  console.log(`pg_sleep(25): /healthz ${await healthzWhile(server, long)}; the statement ${await long}`);
  console.log(`the command behind it: exit ${(await behind).status}`);
  await untilReady(server);
  console.log(
    `server alive: ${server.process.exitCode === null}, RSS ${rssMb(server.process.pid ?? 0).toFixed(0)} MB`,
  );
  // The ended thread's memory is returned to the system a while after.
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  console.log(`RSS 30 s later ${rssMb(server.process.pid ?? 0).toFixed(0)} MB`);
} finally {
  await server.stop();
}
