import { MIGRATIONS } from '../../../adapters/all-areas.js';
import knexFactory from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, silenceBounds } from '../../../adapters/postgres/database.js';
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from '../../../adapters/postgres/embedded-postgres.js';
import { freePort } from '../../support/server-process.js';
import { NEW_USER, registerAndVerify } from '../../support/accounts.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { aContactForm } from '../../core/contact/contact-message.mother.js';
import { testApp } from '../../support/test-app.js';

const contact = aContactForm();

describe('the database goes away and comes back', () => {
  let embedded: EmbeddedPostgres;
  let proxy: TcpProxy;
  const knex = { current: undefined as ReturnType<typeof knexFactory> | undefined };

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres();
    proxy = new TcpProxy(await freePort(), {
      path: `${embedded.connection.host}/.s.PGSQL.${embedded.connection.port}`,
    });
    await proxy.open();
    knex.current = knexFactory({
      client: 'pg',
      connection: { ...embedded.connection, host: '127.0.0.1', port: proxy.port },
      pool: { min: 0, max: 1 },
      acquireConnectionTimeout: 2_000,
    });
    await migrateToLatest({ knex: knex.current, kind: 'embedded' }, MIGRATIONS);
  });

  afterAll(async () => {
    await knex.current?.destroy();
    await proxy.cut();
    await embedded.stop();
  });

  it('answers 503 while it is away, stays up, and recovers when it returns', async () => {
    const db = knex.current;
    if (!db) throw new Error('no database');
    const app = await testApp(
      { storage: { knex: db, kind: 'server', close: () => Promise.resolve() } },
      {
        rateLimits: { forms: { windowMs: 60_000, limit: 1_000 } },
      },
    );
    expect((await request(app).post('/api/contact').send(contact)).status).toBe(201);
    expect((await request(app).get('/readyz')).status).toBe(200);
    await registerAndVerify(app);
    const signedIn = request.agent(app).set('Sec-Fetch-Site', 'same-origin');
    await signedIn
      .post('/api/login')
      .send({ email: NEW_USER.email, password: NEW_USER.password })
      .expect(200);

    await proxy.cut();
    // The session store's failures are answers too: no request may stop the process.
    for (const attempt of [signedIn.get('/api/user'), signedIn.post('/api/logout')]) {
      const res = await attempt;
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/briefly unavailable/);
    }
    const during = await request(app).post('/api/contact').send(contact);
    expect(during.status).toBe(503);
    expect(during.body.message).toMatch(/Nothing was saved/);
    // A verification link, opened or sent with its password, waits for the database like the rest.
    const token = 't'.repeat(43);
    for (const verification of [
      request(app).get(`/api/verify-email/${token}`),
      request(app).post('/api/verify-email').send({ token, password: NEW_USER.password }),
    ]) {
      expect((await verification).status).toBe(503);
    }
    expect((await request(app).get('/readyz')).status).toBe(503);
    expect((await request(app).get('/healthz')).status).toBe(200);
    // Routes that need no database keep working, and so do those that read what staff change (rate cards,
    // homepage sections): they keep what they last read.
    expect(
      (await request(app).post('/api/shipping/calculate').send({ weight: 3, itemValue: 100 })).status,
    ).toBe(200);
    expect((await request(app).get('/api/shipping/rate-cards')).status).toBe(200);
    expect((await request(app).get('/api/homepage-sections')).body).toEqual({ live: [] });

    await proxy.open();
    // Until the pool has a connection again: as long as a busy two-core machine may take.
    await vi.waitFor(
      async () => expect((await request(app).post('/api/contact').send(contact)).status).toBe(201),
      { timeout: 60_000, interval: 250 },
    );
    expect((await request(app).get('/readyz')).status).toBe(200);
    expect((await signedIn.get('/api/user')).body.email).toBe(NEW_USER.email);
    const row = await db('contact_messages').count({ count: '*' }).first();
    expect(Number(row?.count)).toBe(2);
  });

  it('answers 503 within the query timeout while the network is silent, and is ready soon after it speaks', async () => {
    const queryTimeoutMs = 1_500;
    // The embedded database serves one session: the first test's connection makes way.
    await knex.current?.destroy();
    knex.current = undefined;
    const silentKnex = knexFactory({
      client: 'pg',
      connection: {
        ...embedded.connection,
        host: '127.0.0.1',
        port: proxy.port,
        ...silenceBounds(queryTimeoutMs),
      },
      pool: { min: 0, max: 1 },
      acquireConnectionTimeout: queryTimeoutMs,
    });
    try {
      const app = await testApp(
        { storage: { knex: silentKnex, kind: 'server', close: () => Promise.resolve() } },
        { rateLimits: { customerLookup: { windowMs: 60_000, limit: 1_000 } } },
      );
      expect((await request(app).get('/readyz')).status).toBe(200);
      proxy.silence();
      // Without a bound on each query these would wait for the network: the test would never get past here.
      const during = await Promise.all(
        Array.from({ length: 6 }, () => request(app).post('/api/contact').send(contact)),
      );
      expect(during.map((res) => res.status)).toEqual(Array.from({ length: 6 }, () => 503));
      expect((await request(app).get('/readyz')).status).toBe(503);
      proxy.speak();
      await vi.waitFor(async () => expect((await request(app).get('/readyz')).status).toBe(200), {
        timeout: 60_000,
        interval: 125,
      });
      expect((await request(app).post('/api/contact').send(contact)).status).toBe(201);
    } finally {
      proxy.speak();
      await silentKnex.destroy();
    }
  });
});
