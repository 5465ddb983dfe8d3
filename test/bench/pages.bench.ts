/**
 * npm run bench:pages: GET / of the compiled server (the embedded database, or the PostgreSQL server at
 * BENCH_DATABASE_URL; pages rendered by the server) at 50
 * connections, brotli as browsers ask, beside bare node:http sending the same bytes (body and headers) from
 * memory, in one run.
 * Goals: >= 0.5x the bare server's requests per second, p99 <= 20 ms. Prints the server's RSS afterwards.
 */
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
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

const site = await measure(`${server.url}/`);
const yardstick = await measure(`http://127.0.0.1:${String(barePort)}/`);
const rss = rssMb(server.process.pid);
bare.kill();
await server.stop();

const line = (name: string, r: typeof site) =>
  `${name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${String(r.errors)}`;
console.log(line('GET / (the site, brotli)', site));
console.log(line('bare node:http, the same bytes', yardstick));
console.log('');
console.log(`site / bare:  ${(site.rps / yardstick.rps).toFixed(2)}x (goal >= 0.50)`);
console.log(`site p99:     ${site.p99.toFixed(1)} ms (goal <= 20 ms)`);
console.log(
  `server RSS after the run: ${rss.toFixed(0)} MB (${databaseUrl ? 'PostgreSQL server' : 'embedded database'})`,
);
