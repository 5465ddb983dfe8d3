/**
 * npm run bench:pages: GET / of the compiled server (the embedded database, or the PostgreSQL server at
 * BENCH_DATABASE_URL; pages rendered by the server) at 50
 * connections, brotli as browsers ask, beside bare node:http sending the same bytes (body and headers) from
 * memory, in one run: once with the machine as it is, once with a process spinning on a core of its own (a
 * neighbour's build, say). Each server is measured in turn, so they never share the load generator.
 * Goals, in each: >= 0.9x the bare server's requests per second, and a p99 no more than 2x the bare one's.
 * Prints the server's RSS afterwards, and the load average.
 */
import { fork, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from '../support/server-process.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const HEADERS = { 'accept-encoding': 'br, gzip' };

/** Headers Node.js writes itself, on every response of either server. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The page as the server sends it: its bytes (compressed, not decoded) and its headers. */
const answerOf = (url: string): Promise<{ body: Buffer; headers: Record<string, string> }> =>
  new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      const headers = Object.fromEntries(
        Object.entries(res.headers).flatMap(([name, value]) =>
          typeof value === 'string' && !WRITTEN_BY_NODE.has(name) ? [[name, value]] : [],
        ),
      );
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), headers }));
    }).on('error', reject);
  });

async function measure(url: string) {
  await autocannon({ url, headers: HEADERS, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers: HEADERS, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const rssMb = (pid: number | undefined): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
const file = join(tmpdir(), `bench-page-${String(process.pid)}.br`);
const page = await answerOf(`${server.url}/`);
writeFileSync(file, page.body);
writeFileSync(`${file}.headers.json`, JSON.stringify(page.headers));
const barePort = await freePort();
const bare = fork(new URL('./bare-bytes-server.ts', import.meta.url).pathname, [file, String(barePort)], {
  execArgv: ['--import', 'tsx'],
});
await new Promise((resolve) => bare.once('message', resolve));

const siteUrl = `${server.url}/`;
const bareUrl = `http://127.0.0.1:${String(barePort)}/`;
const quiet = { site: await measure(siteUrl), bare: await measure(bareUrl) };
// Busy work on another core for as long as the second round lasts.
const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const loaded = { site: await measure(siteUrl), bare: await measure(bareUrl) };
spinner.kill();
const rss = rssMb(server.process.pid);
bare.kill();
await server.stop();

const RATIO_GOAL = 0.9;
const P99_GOAL = 2;
type Round = typeof quiet;
const line = (name: string, r: Round['site']) =>
  `${name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${String(r.errors)}`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
for (const [name, round] of [
  ['quiet', quiet],
  ['under load (a core spinning)', loaded],
] as const) {
  const ratio = round.site.rps / round.bare.rps;
  const p99Ratio = round.site.p99 / Math.max(round.bare.p99, 1);
  console.log(`-- ${name}`);
  console.log(line('GET / (the site, brotli)', round.site));
  console.log(line('bare node:http, the same bytes', round.bare));
  console.log(
    `site / bare:      ${ratio.toFixed(2)}x (goal >= ${RATIO_GOAL.toFixed(2)}, ${verdict(ratio >= RATIO_GOAL)})`,
  );
  console.log(
    `p99 site / bare:  ${p99Ratio.toFixed(2)}x (goal <= ${P99_GOAL.toFixed(1)}, ${verdict(p99Ratio <= P99_GOAL)})`,
  );
}
console.log('');
console.log(
  `server RSS after the runs: ${rss.toFixed(0)} MB (${databaseUrl ? 'PostgreSQL server' : 'embedded database'})`,
);
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
