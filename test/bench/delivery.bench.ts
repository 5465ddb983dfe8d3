/**
 * npm run bench:delivery: do an account's delivery choices slow the reads that find the choice in force? The real
 * app on loopback, on embedded PostgreSQL and on the PostgreSQL server (BENCH_DATABASE_URL; `none` skips it), with
 * two customers, each with a parcel that has left and one at the warehouse: a light one with one choice, and a
 * heavy one who sent a burst of BENCH_PUTS (default 3,000) delivery PUTs and then has BENCH_HISTORY (default
 * 20,000) choices written straight into the table (a history from before the limit). Anonymous tracking, the
 * parcel list, one parcel and the delivery choice are timed for both in turns (BENCH_SAMPLES each, default 200),
 * so a busy machine slows both alike. Goal: heavy within 1.25x (or 1 ms) of light; the burst refused with 429.
 */
import { type Server, createServer } from 'node:http';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import { loadConfig } from '../../adapters/config.js';
import { buildContainer } from '../../adapters/container.js';
import { createApp } from '../../adapters/http/app.js';
import { type Database, migrateToLatest, openDatabase } from '../../adapters/postgres/database.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify, signedInStaff } from '../support/accounts.js';
import { benchSchema } from './timed-process.js';

const PUTS = Number(process.env.BENCH_PUTS ?? 3_000);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 20_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Tracking is limited per address: the bench asks from one, far more often than a person would. */
const UNLIMITED = { windowMs: 60_000, limit: Number.MAX_SAFE_INTEGER };
const BOX = { carrier: 'UPS', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

type Customer = { headers: Record<string, string>; userId: string; gone: string; waiting: string };

/** The app on a loopback port over the database, and two customers, each with two parcels (one has left). */
async function site(db: Database) {
  const container = await buildContainer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
    logger: pino({ level: 'silent' }),
    storage: db,
  });
  const app = Object.assign(createApp(container, { rateLimits: { track: UNLIMITED } }), { container });
  const staff = await signedInStaff(app);
  const server: Server = await new Promise((resolve) => {
    const listening = createServer(app).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
  let parcels = 0;
  const customer = async (email: string): Promise<Customer> => {
    const user = { ...NEW_USER, email };
    await registerAndVerify(app, user);
    const owner = await container.get(ACCOUNT_TOKENS.Users).findByEmail(email);
    if (!owner) throw new Error('no account');
    const receive = async () => {
      parcels += 1;
      const trackingNumber = `TBA${String(parcels).padStart(12, '0')}`;
      const received = await staff
        .post('/api/admin/parcels')
        .send({ ...BOX, trackingNumber, accountId: owner.accountId })
        .expect(201);
      return (received.body as { number: string }).number;
    };
    const [gone, waiting] = [await receive(), await receive()];
    await staff.post(`/api/admin/parcels/${gone}/status`).send({ status: 'departed' }).expect(200);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email, password: user.password }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    const headers = { cookie: cookie.join('; '), 'sec-fetch-site': 'same-origin' };
    return { headers, userId: owner.id, gone, waiting };
  };
  const light = await customer('light@example.com');
  const heavy = await customer('heavy@example.com');
  return { url, light, heavy, close: () => server.close() };
}

type Site = Awaited<ReturnType<typeof site>>;
type Figures = Record<string, { light: number; heavy: number }>;

/**
 * Each read's median in ms for the light and the heavy customer, their requests taken in turns (SAMPLES each),
 * so that the machine's other work falls on both alike; any non-200 answer fails the bench.
 */
async function timeReads(s: Site): Promise<Figures> {
  const reads: [string, (c: Customer) => string, boolean][] = [
    ['GET /api/track/{n} (left)', (c) => `/api/track/${c.gone}`, false],
    ['GET /api/track/{n} (waiting)', (c) => `/api/track/${c.waiting}`, false],
    ['GET /api/parcels', () => '/api/parcels', true],
    ['GET /api/parcels/{n}', (c) => `/api/parcels/${c.gone}`, true],
    ['GET /api/account/delivery', () => '/api/account/delivery', true],
  ];
  const time = async (c: Customer, path: string, signedIn: boolean) => {
    const started = performance.now();
    const res = await fetch(`${s.url}${path}`, signedIn ? { headers: c.headers } : {});
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${String(res.status)}`);
    return performance.now() - started;
  };
  const figures: Figures = {};
  for (const [name, path, signedIn] of reads) {
    const times = { light: [] as number[], heavy: [] as number[] };
    for (let i = 0; i < SAMPLES + 10; i += 1) {
      // Which goes first alternates; the first few warm the JIT and the pool.
      const order = i % 2 === 0 ? (['light', 'heavy'] as const) : (['heavy', 'light'] as const);
      for (const who of order) {
        const took = await time(s[who], path(s[who]), signedIn);
        if (i >= 10) times[who].push(took);
      }
    }
    figures[name] = { light: percentile(times.light, 0.5), heavy: percentile(times.heavy, 0.5) };
  }
  return figures;
}

/** PUTS delivery changes of the customer as fast as one client sends them: answers by status. */
async function burst(s: Site, c: Customer): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  for (let i = 0; i < PUTS; i += 1) {
    const res = await fetch(`${s.url}/api/account/delivery`, {
      method: 'PUT',
      headers: { ...c.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'pickup', point: i % 2 === 0 ? 'nairobi' : 'mombasa' }),
    });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  return statuses;
}

/** HISTORY choices of the account, a minute apart before now, as an unlimited PUT once stored them. */
async function writeHistory(knex: Knex, userId: string): Promise<void> {
  await knex.raw(
    `insert into delivery_choices (user_id, method, point, chosen_at)
     select ?, 'pickup', case when g % 2 = 0 then 'nairobi' else 'kisumu' end, now() - g * interval '1 minute'
     from generate_series(1, ?) g`,
    [userId, HISTORY],
  );
  await knex.raw('analyze delivery_choices');
}

async function bench(name: string, db: Database): Promise<boolean> {
  console.log(`\n${name}`);
  const s = await site(db);
  try {
    await fetch(`${s.url}/api/account/delivery`, {
      method: 'PUT',
      headers: { ...s.light.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'pickup', point: 'nairobi' }),
    });
    const statuses = await burst(s, s.heavy);
    await writeHistory(db.knex, s.heavy.userId);
    const stored = Number(
      (await db.knex('delivery_choices').where({ user_id: s.heavy.userId }).count({ n: '*' }).first())?.n ??
        0,
    );
    console.log(
      `heavy customer: ${String(PUTS)} PUTs (${Object.entries(statuses)
        .map(([status, n]) => `${String(n)} answered ${status}`)
        .join(', ')}), then ${String(HISTORY)} choices written straight in: ${String(stored)} stored`,
    );
    const figures = await timeReads(s);
    console.log(
      `${'median ms, in turns'.padEnd(32)} ${'light (1 choice)'.padStart(17)} ${`heavy (${String(stored)})`.padStart(17)} ${'heavy / light'.padStart(14)}`,
    );
    let met = (statuses[429] ?? 0) > 0;
    for (const [read, { light, heavy }] of Object.entries(figures)) {
      console.log(
        `${read.padEnd(32)} ${light.toFixed(1).padStart(17)} ${heavy.toFixed(1).padStart(17)} ${`${(heavy / light).toFixed(2)}x`.padStart(14)}`,
      );
      if (heavy > Math.max(light * 1.25, light + 1)) met = false;
    }
    console.log(
      `goal (heavy within 1.25x or 1 ms of light on every read; the burst limited): ${met ? 'met' : 'MISSED'}`,
    );
    return met;
  } finally {
    s.close();
  }
}

const embedded = await openDatabase({ kind: 'embedded' });
await migrateToLatest(embedded, MIGRATIONS);
let met = await bench('embedded PostgreSQL (PGlite)', embedded);
await embedded.close();
if (SERVER_URL !== 'none') {
  const schema = await benchSchema(SERVER_URL, 'bench_delivery');
  try {
    met =
      (await bench('PostgreSQL server', {
        knex: schema.db,
        kind: 'server',
        close: () => Promise.resolve(),
      })) && met;
  } finally {
    await schema.drop();
  }
}
console.log(met ? '\nall goals met' : '\nMISSED a goal (above)');
