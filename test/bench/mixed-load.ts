/**
 * The mixed traffic of drill:load and drill:db-restart: many shoppers at once pricing parcels, looking products
 * up, signing in, asking for quotes, writing to support, looking their account up and reading pages. Every
 * answer is timed per route; every write answered 2xx is remembered, so that the drill can look for it in the
 * database afterwards.
 */
import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import { SESSION_COOKIE } from '../../adapters/http/sessions.js';
import { aContactForm } from '../core/contact/contact-message.mother.js';
import { aQuoteForm } from '../core/quotes/quote-request.mother.js';
import { Visitor, signedInStaff, verifyWithLink } from './drill-kit.js';

const root = new URL('../../', import.meta.url).pathname;
const catalog = JSON.parse(readFileSync(`${root}adapters/products/amazon/offline-catalog.json`, 'utf8')) as {
  items: { asin: string }[];
};
const customers = readFileSync(`${root}adapters/seed/sample-customers.csv`, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split(','))
  .map(([firstName = '', lastName = '']) => ({ firstName, lastName }));
const PAGES = [
  '/',
  '/pricing',
  '/how-it-works',
  '/faqs',
  '/shop',
  '/kenya-customs-calculator',
  '/vs-aquantuo',
];

export const LOAD_ACCOUNT = {
  email: 'load-shopper@example.com',
  password: 'mango-kiwi-42-baobab',
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  phoneNumber: '+254711000111',
};

/** The shop as the load finds it: the sample customers in the directory, and the account shoppers sign in to. */
export async function prepareShop(serverUrl: string, databaseUrl: string): Promise<void> {
  const staff = await signedInStaff(serverUrl, databaseUrl);
  const loaded = await staff.call('POST', '/api/customers/load-all-data');
  if (loaded.status !== 200) throw new Error(`load-all-data: HTTP ${loaded.status}`);
  const registered = await new Visitor('192.0.2.11', serverUrl).call('POST', '/api/register', LOAD_ACCOUNT);
  if (registered.status !== 201) throw new Error(`registration: HTTP ${registered.status}`);
  // An unverified registration cannot sign in: shoppers sign in to an account whose address is proved.
  await verifyWithLink(serverUrl, databaseUrl, LOAD_ACCOUNT);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** What a write left behind, to be found in the database. */
type Written =
  { table: 'contact_messages' | 'quote_requests'; id: string } | { table: 'sessions'; sid: string };

interface Route {
  name: string;
  weight: number;
  send(visitor: Visitor): Promise<{ status: number; written?: Written }>;
}

const withId =
  (table: 'contact_messages' | 'quote_requests') => (answer: { status: number; body: unknown }) => ({
    status: answer.status,
    ...(answer.status === 201 && { written: { table, id: (answer.body as { id: string }).id } }),
  });

const ROUTES: Route[] = [
  {
    name: 'POST /api/shipping/calculate',
    weight: 30,
    send: (v) =>
      v.call('POST', '/api/shipping/calculate', {
        weight: Math.round(Math.random() * 400) / 10 + 0.1,
        itemValue: Math.round(Math.random() * 2000) + 1,
        dimensions: { length: 40, width: 30, height: 20 },
      }),
  },
  {
    name: 'GET page HTML',
    weight: 25,
    send: (v) => v.call('GET', pick(PAGES)),
  },
  {
    name: 'POST /api/customer-lookup',
    weight: 15,
    send: (v) => v.call('POST', '/api/customer-lookup', pick(customers)),
  },
  {
    name: 'POST /api/product-lookup',
    weight: 10,
    send: (v) =>
      v.call('POST', '/api/product-lookup', { url: `https://www.amazon.com/dp/${pick(catalog.items).asin}` }),
  },
  {
    name: 'POST /api/contact',
    weight: 7,
    send: async (v) =>
      withId('contact_messages')(
        await v.call('POST', '/api/contact', {
          ...aContactForm(),
          email: `shopper${Math.floor(Math.random() * 1e6)}@example.com`,
        }),
      ),
  },
  {
    name: 'POST /api/quote-requests',
    weight: 7,
    send: async (v) =>
      withId('quote_requests')(
        await v.call('POST', '/api/quote-requests', {
          ...aQuoteForm(),
          customerEmail: `buyer${Math.floor(Math.random() * 1e6)}@example.com`,
          itemUrl: `https://www.amazon.com/dp/${pick(catalog.items).asin}`,
          quantity: 1 + Math.floor(Math.random() * 3),
        }),
      ),
  },
  {
    name: 'POST /api/login',
    weight: 6,
    send: async (v) => {
      const answer = await v.call('POST', '/api/login', {
        email: LOAD_ACCOUNT.email,
        password: LOAD_ACCOUNT.password,
      });
      const signed = /^s%3A([^.]+)\./.exec(v.cookie?.slice(SESSION_COOKIE.length + 1) ?? '')?.[1];
      return {
        status: answer.status,
        ...(answer.status === 200 && signed && { written: { table: 'sessions', sid: signed } }),
      };
    },
  },
];
const TOTAL_WEIGHT = ROUTES.reduce((sum, route) => sum + route.weight, 0);

const chooseRoute = (): Route => {
  let ticket = Math.random() * TOTAL_WEIGHT;
  for (const route of ROUTES) {
    ticket -= route.weight;
    if (ticket < 0) return route;
  }
  return ROUTES[0] as Route;
};

export interface Sample {
  route: string;
  /** Milliseconds since the load began. */
  at: number;
  ms: number;
  /** 0 when the request got no response at all. */
  status: number;
}

export interface LoadResult {
  samples: Sample[];
  written: Written[];
  seconds: number;
}

/**
 * `connections` shoppers, each sending its next request as soon as the last is answered, for `seconds`. Each
 * request comes from a new client address (many shoppers behind one balancer): the load measures the service,
 * not the per-address limits.
 */
export async function mixedLoad(baseUrl: string, connections: number, seconds: number): Promise<LoadResult> {
  const samples: Sample[] = [];
  const written: Written[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  let client = 0;
  const shopper = async () => {
    while (performance.now() < until) {
      client++;
      // Behind a balancer that ends TLS: production's cookies are Secure.
      const visitor = new Visitor(
        `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        baseUrl,
        {
          'X-Forwarded-Proto': 'https',
        },
      );
      const route = chooseRoute();
      const sent = performance.now();
      let status = 0;
      try {
        const outcome = await route.send(visitor);
        status = outcome.status;
        if (outcome.written) written.push(outcome.written);
      } catch {
        // No response at all: the connection was refused or closed under the request.
        status = 0;
      }
      const now = performance.now();
      samples.push({ route: route.name, at: sent - started, ms: now - sent, status });
    }
  };
  await Promise.all(Array.from({ length: connections }, shopper));
  return { samples, written, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Throughput and p50/p99 for each route, as a table. */
export function perRouteTable(result: LoadResult): string[] {
  const routes = [...new Set(result.samples.map((s) => s.route))].sort();
  return routes.map((route) => {
    const mine = result.samples.filter((s) => s.route === route);
    const times = mine.map((s) => s.ms).sort((a, b) => a - b);
    const errors = mine.filter((s) => s.status >= 500 || s.status === 0).length;
    return `${route.padEnd(30)} ${(mine.length / result.seconds).toFixed(0).padStart(6)} req/s  p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms  5xx ${errors}`;
  });
}

/** The writes answered 2xx that the database does not hold. */
export async function lostWrites(knex: Knex, written: Written[]): Promise<number> {
  let lost = 0;
  const chunks = <T>(items: T[]) =>
    Array.from({ length: Math.ceil(items.length / 1000) }, (_, i) => items.slice(i * 1000, i * 1000 + 1000));
  for (const table of ['contact_messages', 'quote_requests'] as const) {
    const ids = written.flatMap((w) => (w.table === table ? [w.id] : []));
    for (const chunk of chunks(ids)) {
      const found = await knex(table).whereIn('id', chunk).count({ n: '*' }).first();
      lost += chunk.length - Number(found?.n ?? 0);
    }
  }
  const sids = written.flatMap((w) => (w.table === 'sessions' ? [w.sid] : []));
  for (const chunk of chunks(sids)) {
    const found = await knex('sessions').whereIn('sid', chunk).count({ n: '*' }).first();
    lost += chunk.length - Number(found?.n ?? 0);
  }
  return lost;
}

/** The resident memory of a process, in MB (Linux). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/\d+/.exec(line ?? '')?.[0] ?? 0) / 1024;
}
