/**
 * npm run bench:payments: the built server on PostgreSQL (a database of its own on the server at
 * DRILL_DATABASE_URL), calling a Daraja fake on loopback. BENCH_PAYMENTS customers (default 500) each owe $27.00
 * and ask M-Pesa for it from the phone (an STK push each); then every push's paid callback is delivered twice (1,000
 * callbacks), in random order, over 50 connections; then BENCH_PAYBILL paybill payments (default 1,000) to those
 * accounts are confirmed, each twice, the same way. Figures: callbacks a second and p50/p99 per phase, and the
 * ledger's M-Pesa entries, which must be exactly one per payment (every replay posting nothing), every request paid.
 */
import { Agent, request } from 'node:http';
import knexFactory from 'knex';
import { Argon2PasswordHasher } from '../../adapters/accounts/argon2-password-hasher.js';
import { DrillReport, Visitor, freshDatabase, startDrillServer } from './drill-kit.js';
import {
  FAKE_DARAJA_CREDENTIALS,
  type TakenPush,
  darajaEnv,
  startFakeDaraja,
} from '../support/fake-daraja.js';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 500);
const PAYBILL = Number(process.env.BENCH_PAYBILL ?? 1_000);
const CONNECTIONS = 50;
const PASSWORD = 'bench-password-Nairobi-26';
const SECRET = FAKE_DARAJA_CREDENTIALS.MPESA_CALLBACK_SECRET;

/** mulberry32: a seeded generator, so that every run delivers in the same order. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20261127);
const shuffled = <T>(items: T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** POSTs every body to its path over at most 50 kept-alive connections; the responses' statuses and timings. */
async function deliver(baseUrl: string, deliveries: { path: string; body: unknown }[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const { hostname, port } = new URL(baseUrl);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await inParallel(deliveries, CONNECTIONS, async ({ path, body }) => {
    const text = JSON.stringify(body);
    const sent = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { agent, hostname, port, path, method: 'POST', headers: { 'Content-Type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(text);
    });
    latencies.push(performance.now() - sent);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: deliveries.length / seconds,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: [...statuses].map(([status, count]) => `${String(count)}×${String(status)}`).join(', '),
    allAccepted: statuses.size === 1 && statuses.get(200) === deliveries.length,
  };
}

const report = new DrillReport(
  `M-Pesa: ${PAYMENTS} STK pushes called back twice each, ${PAYBILL} paybill payments confirmed twice each, ${CONNECTIONS} connections`,
);
const db = await freshDatabase();
const fake = await startFakeDaraja();
const server = await startDrillServer(db.url, darajaEnv(fake, 10_000));
const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });

try {
  // The customers, made by the database itself (one password hash for all), each owing $27.00.
  const hash = await new Argon2PasswordHasher().hash(PASSWORD);
  await knex.raw(
    `insert into users (id, email, password_hash, first_name, last_name, phone_number, destination,
       is_email_verified, account_id, created_at, updated_at)
     select gen_random_uuid(), 'bench-' || g || '@example.com', ?, 'Bench', 'Customer', '+254712345678', 'kenya',
       true, 'KX' || nextval('account_id_seq'), now(), now()
     from generate_series(1, ?) as g`,
    [hash, PAYMENTS],
  );
  await knex.raw(
    `insert into ledger_entries
       (id, user_id, kind, amount_cents, effect_cents, source_kind, source_id, description, posted_at)
     select gen_random_uuid(), id, 'charge', 2700, 2700, 'bench', id, 'Shipping', now() from users`,
  );
  const accounts = await knex<{ email: string; account_id: string }>('users').select('email', 'account_id');

  // Each signs in and asks M-Pesa for what is due (as from the dashboard), ten at a time.
  const asking = performance.now();
  let client = 0;
  await inParallel(accounts, 10, async ({ email }) => {
    client += 1;
    const visitor = new Visitor(`10.9.${String(client >> 8)}.${String(client & 255)}`, server.url);
    const login = await visitor.call('POST', '/api/login', { email, password: PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in of ${email}: ${String(login.status)}`);
    const asked = await visitor.call('POST', '/api/payments/mpesa', { phone: '0712345678' });
    if (asked.status !== 202) throw new Error(`payment of ${email}: ${String(asked.status)}`);
  });
  report.figure(
    'STK pushes made (sign-in and request each)',
    `${accounts.length} in ${((performance.now() - asking) / 1000).toFixed(1)} s`,
  );

  // Every push paid, each callback delivered twice, in random order.
  const pushes: TakenPush[] = fake.state.pushes;
  const callbackPath = `/api/payments/mpesa/callback/${SECRET}`;
  const callbacks = shuffled(
    pushes.flatMap((push, i) => {
      const body = fake.callbackOf(push, { resultCode: 0, receipt: `STK${String(i).padStart(7, '0')}` });
      return [
        { path: callbackPath, body },
        { path: callbackPath, body },
      ];
    }),
  );
  const stk = await deliver(server.url, callbacks);
  report.figure(
    'STK callbacks delivered',
    `${callbacks.length} (${stk.statuses}) in ${stk.seconds.toFixed(2)} s`,
  );
  report.figure('STK callbacks a second', stk.perSecond.toFixed(0));
  report.figure('STK callback latency p50 / p99', `${stk.p50.toFixed(1)} ms / ${stk.p99.toFixed(1)} ms`);

  // Paybill payments to the same accounts, each confirmed twice, in random order.
  const confirmationPath = `/api/payments/mpesa/c2b/confirmation/${SECRET}`;
  const confirmations = shuffled(
    Array.from({ length: PAYBILL }, (_, i) => {
      const body = {
        TransactionType: 'Pay Bill',
        TransID: `PB${String(i).padStart(8, '0')}`,
        TransTime: '20261127120000',
        TransAmount: '1290.00',
        BusinessShortCode: FAKE_DARAJA_CREDENTIALS.MPESA_SHORTCODE,
        BillRefNumber: accounts[i % accounts.length]?.account_id.toLowerCase() ?? '',
        MSISDN: '2547 ***** 126',
        FirstName: 'Bench',
        MiddleName: '',
        LastName: 'Customer',
      };
      return [
        { path: confirmationPath, body },
        { path: confirmationPath, body },
      ];
    }).flat(),
  );
  const paybill = await deliver(server.url, confirmations);
  report.figure(
    'paybill confirmations delivered',
    `${confirmations.length} (${paybill.statuses}) in ${paybill.seconds.toFixed(2)} s`,
  );
  report.figure('paybill confirmations a second', paybill.perSecond.toFixed(0));
  report.figure(
    'paybill confirmation latency p50 / p99',
    `${paybill.p50.toFixed(1)} ms / ${paybill.p99.toFixed(1)} ms`,
  );

  const count = async (query: Promise<unknown>) => Number(((await query) as { n: string }[])[0]?.n ?? 0);
  const stkEntries = await count(
    knex('ledger_entries')
      .where({ source_kind: 'mpesa-receipt' })
      .whereLike('source_id', 'STK%')
      .count({ n: '*' }),
  );
  const paybillEntries = await count(
    knex('ledger_entries')
      .where({ source_kind: 'mpesa-receipt' })
      .whereLike('source_id', 'PB%')
      .count({ n: '*' }),
  );
  const paid = await count(
    knex('mpesa_payments').where({ status: 'paid' }).whereNotNull('entry_id').count({ n: '*' }),
  );
  const unmatched = await count(knex('mpesa_unmatched_payments').count({ n: '*' }));
  report.goal(
    'every callback and confirmation answered 200',
    stk.allAccepted && paybill.allAccepted ? 'yes' : 'no',
    stk.allAccepted && paybill.allAccepted,
    'yes',
  );
  report.goal(
    'ledger entries of the STK payments',
    stkEntries,
    stkEntries === pushes.length,
    `${String(pushes.length)}, one per payment`,
  );
  report.goal(
    'ledger entries of the paybill payments',
    paybillEntries,
    paybillEntries === PAYBILL,
    `${String(PAYBILL)}, one per payment`,
  );
  report.goal(
    'requests settled paid, each with its entry',
    paid,
    paid === pushes.length,
    String(pushes.length),
  );
  report.goal('payments kept as unmatched', unmatched, unmatched === 0, '0');
} finally {
  await knex.destroy();
  await server.stop();
  await fake.close();
  await db.drop();
}
report.finish();
