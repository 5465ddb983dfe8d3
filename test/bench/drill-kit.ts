/**
 * What the drills share: a database of their own on the PostgreSQL server, real server processes, an HTTP client
 * that keeps its session cookie and speaks for a client address of its choosing, and a report that prints each
 * figure beside its goal and fails the run when a goal is missed.
 */
import { createHash, randomUUID } from 'node:crypto';
import knexFactory from 'knex';
import { SESSION_COOKIE } from '../../adapters/http/sessions.js';
import { PRODUCTION_IDENTITY_ENV } from '../support/production-identity.js';
import { runCli } from '../support/run-cli.js';
import { type RunningServer, freePort, startServer } from '../support/server-process.js';
import { TcpProxy } from '../support/tcp-proxy.js';

/** The server the drills create their databases on (CI: the machine's PostgreSQL). */
export const DRILL_DATABASE_URL = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Both instances sign cookies alike: a session made on one is read on the other. */
export const SHARED_SESSION_SECRET = 'drill-session-secret-shared-by-every-instance';

export interface DrillDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server; the first server started on it migrates it. */
export async function freshDatabase(): Promise<DrillDatabase> {
  const name = `drill_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = knexFactory({ client: 'pg', connection: DRILL_DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(DRILL_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

/** The server as production runs it, on that database, behind one trusted proxy hop. */
/**
 * A fresh database reached through a loopback TCP proxy in front of the PostgreSQL server, so that a drill can
 * cut or silence the network between the app and its database; `url` is the database's address through it.
 */
export async function databaseBehindProxy(): Promise<{ db: DrillDatabase; proxy: TcpProxy; url: string }> {
  const db = await freshDatabase();
  const server = new URL(DRILL_DATABASE_URL);
  const proxy = new TcpProxy(await freePort(), { host: server.hostname, port: Number(server.port || 5432) });
  await proxy.open();
  const throughProxy = new URL(db.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  return { db, proxy, url: throughProxy.toString() };
}

export function startDrillServer(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startServer({
    ...PRODUCTION_IDENTITY_ENV,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: SHARED_SESSION_SECRET,
    TRUST_PROXY_HOPS: '1',
    LOG_LEVEL: 'error',
    // A drill's servers leave as production's do, with the configured drain (a test's skip it); spawn leaves out
    // an undefined variable, so the server's own default applies.
    SHUTDOWN_DRAIN_MS: undefined,
    ...env,
  });
}

/** Several servers started at once on one database; if one fails to start, the others are stopped. */
export async function startDrillServers(
  count: number,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startDrillServer(databaseUrl, env)),
  );
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((server) => server.stop()));
    throw failed.reason;
  }
  return running;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * One visitor: a client address (sent as X-Forwarded-For, which the one trusted hop passes on) and the session
 * cookie the server last set.
 */
export class Visitor {
  cookie: string | undefined;

  constructor(
    readonly address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    private readonly baseUrl?: string,
    /** Sent with every request (a balancer's X-Forwarded-Proto, say). */
    private readonly always: Record<string, string> = {},
  ) {}

  async call(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(this.baseUrl ? new URL(url, this.baseUrl) : url, {
      method,
      headers: {
        'X-Forwarded-For': this.address,
        ...this.always,
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        // A browser on this site says so with each request its cookie goes with.
        ...(this.cookie && { Cookie: this.cookie, 'Sec-Fetch-Site': 'same-origin' }),
        ...headers,
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a page or an empty answer: kept as text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
}

export const STAFF = {
  email: 'drill-staff@example.com',
  password: 'Delaware-warehouse-26',
  firstName: 'Grace',
  lastName: 'Muthoni',
  phoneNumber: '+254700123456',
};

/**
 * Proves a registration's address through the verification endpoint, as its owner does with the mailed link and
 * the password. The drills' servers mail to outboxes no one reads (on two instances, either may send it), so
 * the drill gives the registration a link of its own choosing in the database, and opens that one.
 */
export async function verifyWithLink(
  serverUrl: string,
  databaseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  const token = randomUUID();
  const db = knexFactory({ client: 'pg', connection: databaseUrl });
  try {
    const renewed = await db('registration_claims')
      .whereRaw('lower(email) = lower(?)', [account.email])
      .update({
        token_hash: createHash('sha256').update(token).digest('hex'),
        expires_at: new Date(Date.now() + 3_600_000),
      });
    if (renewed !== 1) throw new Error(`${String(renewed)} registrations of ${account.email}`);
  } finally {
    await db.destroy();
  }
  const verified = await new Visitor(undefined, serverUrl).call('POST', '/api/verify-email', {
    token,
    password: account.password,
  });
  if (verified.status !== 200) throw new Error(`verification of ${account.email}: HTTP ${verified.status}`);
}

/** Registers the staff account through `serverUrl`, proves its address, grants it the role, and signs it in. */
export async function signedInStaff(serverUrl: string, databaseUrl: string): Promise<Visitor> {
  // As behind a balancer that ends TLS: in production the session cookie is Secure.
  const staff = new Visitor('192.0.2.10', serverUrl, { 'X-Forwarded-Proto': 'https' });
  const registered = await staff.call('POST', '/api/register', STAFF);
  if (registered.status !== 201) throw new Error(`staff registration: HTTP ${registered.status}`);
  await verifyWithLink(serverUrl, databaseUrl, STAFF);
  const grant = runCli(['users', 'grant-admin', STAFF.email], { DATABASE_URL: databaseUrl });
  if (grant.status !== 0) throw new Error(`grant-admin failed: ${grant.stderr}`);
  const login = await staff.call('POST', '/api/login', { email: STAFF.email, password: STAFF.password });
  if (login.status !== 200) throw new Error(`staff sign-in: HTTP ${login.status}`);
  return staff;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `ready` answers true; the seconds it took, or undefined after `timeoutMs`. */
export async function secondsUntil(
  ready: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await ready()) return (Date.now() - started) / 1000;
    await sleep(100);
  }
  return undefined;
}

/** Each figure beside its goal; the run fails when one goal is missed. */
export class DrillReport {
  private missed = 0;

  constructor(title: string) {
    console.log(`\n${title}\n${'='.repeat(title.length)}`);
  }

  figure(label: string, value: string | number): void {
    console.log(`  ${label.padEnd(58)} ${value}`);
  }

  goal(label: string, value: string | number, met: boolean, goal: string): void {
    if (!met) this.missed++;
    console.log(`${met ? '✓' : '✗'} ${label.padEnd(58)} ${String(value).padEnd(12)} (goal: ${goal})`);
  }

  /** Prints the verdict; the exit code is 1 when a goal was missed. */
  finish(): void {
    console.log(this.missed === 0 ? '\nEvery goal met.' : `\n${this.missed} goal(s) missed.`);
    process.exitCode = this.missed === 0 ? 0 : 1;
  }
}
