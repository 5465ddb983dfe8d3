/**
 * 1,000 labels as one PDF, and as ZPL, from the built server as production runs it, on a database of its own on
 * the PostgreSQL server (DRILL_DATABASE_URL): the time of each answer and the server process's resident memory
 * (VmRSS, and its peak VmHWM, from /proc) before and after. The bound: peak RSS ≤ 250 MB.
 * `npm run bench:labels`.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import knexFactory from 'knex';
import { DrillReport, freshDatabase, signedInStaff, startDrillServer, STAFF } from './drill-kit.js';

const COUNT = 1_000;
const BOUND_MB = 250;

/** The process's resident set now and at its peak, in MB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const db = await freshDatabase();
const server = await startDrillServer(db.url);
try {
  const started = memoryOf(server.process.pid ?? 0);
  const staff = await signedInStaff(server.url, db.url);
  const knex = knexFactory({ client: 'pg', connection: db.url });
  const [row] = await knex('users')
    .where({ email: STAFF.email.toLowerCase() })
    .select<{ account_id: string }[]>('account_id');
  await knex.destroy();
  if (!row) throw new Error('no staff account');
  const numbers: string[] = [];
  for (let i = 0; i < COUNT; i += 1) {
    const received = await staff.call('POST', '/api/admin/parcels', {
      accountId: row.account_id,
      trackingNumber: `TBA${String(100_000_000 + i)}`,
      carrier: 'UPS',
      weightKg: 2.5,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    if (received.status !== 201) throw new Error(`receipt ${String(i)}: HTTP ${String(received.status)}`);
    numbers.push((received.body as { number: string }).number);
  }
  const pid = server.process.pid ?? 0;
  const report = new DrillReport(`${String(COUNT)} labels in one answer, from the server on PostgreSQL`);
  const before = memoryOf(pid);
  report.figure('server RSS once started', `${started.rss.toFixed(0)} MB`);
  report.figure(
    'server RSS before (peak so far)',
    `${before.rss.toFixed(0)} MB (${before.peak.toFixed(0)} MB)`,
  );
  const print = async (format: 'pdf' | 'zpl') => {
    const started = performance.now();
    const res = await fetch(
      new URL(`/api/admin/labels?numbers=${numbers.join(',')}&format=${format}`, server.url),
      {
        headers: {
          Cookie: staff.cookie ?? '',
          'X-Forwarded-For': staff.address,
          'X-Forwarded-Proto': 'https',
        },
      },
    );
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${format}: HTTP ${String(res.status)}`);
    return { ms: performance.now() - started, mb: bytes / 1024 / 1024 };
  };
  // The first print loads pdfkit and bwip-js.
  const first = await print('pdf');
  report.figure(
    'first PDF (loads pdfkit and bwip-js)',
    `${first.ms.toFixed(0)} ms, ${first.mb.toFixed(2)} MB`,
  );
  const pdf = await print('pdf');
  report.figure('PDF', `${pdf.ms.toFixed(0)} ms, ${pdf.mb.toFixed(2)} MB`);
  const zpl = await print('zpl');
  report.figure('ZPL', `${zpl.ms.toFixed(0)} ms, ${zpl.mb.toFixed(2)} MB`);
  const after = memoryOf(pid);
  report.figure(
    'server RSS after',
    `${after.rss.toFixed(0)} MB (${(after.peak - before.peak).toFixed(0)} MB over the peak before)`,
  );
  report.goal(
    'server peak RSS',
    `${after.peak.toFixed(0)} MB`,
    after.peak <= BOUND_MB,
    `≤ ${String(BOUND_MB)} MB`,
  );
  report.finish();
} finally {
  await server.stop();
  await db.drop();
}
