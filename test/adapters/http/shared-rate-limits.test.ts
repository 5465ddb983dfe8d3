import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../../../adapters/http/app.js';
import { openDatabase } from '../../../adapters/postgres/database.js';
import { postgresRateLimitStores } from '../../../adapters/postgres/postgres-rate-limit-store.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import { capturedLog } from '../../support/captured-log.js';
import { aContactForm } from '../../core/contact/contact-message.mother.js';
import { freePort } from '../../support/server-process.js';
import { testApp } from '../../support/test-app.js';

const contact = aContactForm();
const login = { email: 'nobody@example.com', password: 'wrong password' };

describe.each(DATABASE_TARGETS)('rate limits counted in $name', (target) => {
  const database = useDatabase(target);

  /** Two app instances on one database, as two servers behind a load balancer. */
  const twoInstances = async (rateLimits: AppOptions['rateLimits']) => {
    const open = () => testApp({ storage: database.db }, { rateLimits });
    return [await open(), await open()] as const;
  };

  it('counts the requests every instance answered against one limit', async () => {
    const [one, two] = await twoInstances({ forms: { windowMs: 60_000, limit: 3 } });
    const statuses = [];
    for (const app of [one, two, one, two]) {
      statuses.push((await request(app).post('/api/contact').send(contact)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const [stored] = await database.db.knex('contact_messages').count({ n: '*' });
    expect(Number(stored?.n)).toBe(3);
  });

  it('keeps each limiter apart: contact messages do not use up quote requests', async () => {
    const [one] = await twoInstances({ forms: { windowMs: 60_000, limit: 1 } });
    expect((await request(one).post('/api/contact').send(contact)).status).toBe(201);
    expect((await request(one).post('/api/contact').send(contact)).status).toBe(429);
    const quote = await request(one).post('/api/quote-requests').send({});
    expect(quote.status).toBe(400);
  });

  it('counts only failed sign-ins, from every instance', async () => {
    const [one, two] = await twoInstances({ login: { windowMs: 60_000, limit: 2 } });
    expect((await request(one).post('/api/login').send(login)).status).toBe(401);
    expect((await request(two).post('/api/login').send(login)).status).toBe(401);
    expect((await request(one).post('/api/login').send(login)).status).toBe(429);
  });

  it('starts again once a window has passed', async () => {
    // Contact messages, not sign-ins: two fit in a short window on a busy machine (no password is hashed).
    const windowMs = 4_000;
    const [one, two] = await twoInstances({ forms: { windowMs, limit: 1 } });
    const startedAt = Date.now();
    expect((await request(one).post('/api/contact').send(contact)).status).toBe(201);
    expect((await request(two).post('/api/contact').send(contact)).status).toBe(429);
    // Ask until the count starts again (a refused message does not lengthen the window), which is once it passed.
    await vi.waitFor(
      async () => expect((await request(two).post('/api/contact').send(contact)).status).toBe(201),
      { timeout: windowMs + 60_000, interval: 250 },
    );
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(windowMs);
  });

  it('reads, lowers and forgets a count through the store', async () => {
    const store = postgresRateLimitStores(database.db.knex)('probe');
    void store.init?.({ windowMs: 60_000, limit: 5 } as Parameters<NonNullable<typeof store.init>>[0]);
    expect(await store.get?.('k')).toBeUndefined();
    await store.increment('k');
    expect((await store.increment('k')).totalHits).toBe(2);
    await store.decrement('k');
    const info = await store.get?.('k');
    expect(info?.totalHits).toBe(1);
    expect(info?.resetTime?.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await store.resetKey('k');
    expect(await store.get?.('k')).toBeUndefined();
  });

  it('never lowers a count below zero, nor starts one by lowering it', async () => {
    const store = postgresRateLimitStores(database.db.knex)('probe');
    void store.init?.({ windowMs: 60_000, limit: 5 } as Parameters<NonNullable<typeof store.init>>[0]);
    // Two sign-ins at once: one succeeds and clears the count while the other is still to be lowered.
    await store.increment('k');
    await store.resetKey('k');
    await store.decrement('k');
    expect(await store.get?.('k')).toBeUndefined();
    expect((await store.increment('k')).totalHits).toBe(1);
    await store.decrement('k');
    await store.decrement('k');
    expect((await store.increment('k')).totalHits).toBe(1);
  });
});

describe('rate-limit counts while the database is away', () => {
  it('refuse to count (the request is answered 503), and a count not lowered is logged, not thrown', async () => {
    const { logger, lines } = capturedLog('warn');
    const db = await openDatabase({
      kind: 'server',
      url: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
      poolMax: 1,
    });
    const store = postgresRateLimitStores(db.knex, logger)('probe');
    void store.init?.({ windowMs: 60_000, limit: 5 } as Parameters<NonNullable<typeof store.init>>[0]);
    await expect(store.increment('k')).rejects.toThrow();
    await expect(store.decrement('k')).resolves.toBeUndefined();
    expect(lines.map((line) => line.msg)).toEqual(['a rate-limit count could not be lowered']);
    await db.close();
  });
});
