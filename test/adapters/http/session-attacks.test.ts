import { MIGRATIONS } from '../../../adapters/all-areas.js';
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/postgres/database.js';
import { migrateToLatest } from '../../../adapters/postgres/database.js';
import { SESSION_COOKIE } from '../../../adapters/http/sessions.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify } from '../../support/accounts.js';
import { type RunningServer, startServer, untilReady } from '../../support/server-process.js';
import { testApp } from '../../support/test-app.js';
import { migratedDataDir, migratedDump } from '../../support/migrated-database.js';

/** A session cookie as express-session signs it: s:<id>.<HMAC-SHA256 of the id, base64 without padding>. */
const signedCookie = (sessionId: string, secret: string) => {
  const signature = createHmac('sha256', secret).update(sessionId).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sessionId}.${signature}`)}`;
};

/** The secret earlier versions shipped in the repository for development. */
const PUBLISHED_SECRET = 'development-only-session-secret-not-for-production';

describe('crafted session cookies against the real server on the embedded database', () => {
  const secret = 'a-secret-only-this-test-knows-0123456789';
  let withSecret: RunningServer;
  let withDefaults: RunningServer;
  const dataDir = migratedDataDir('session-secret-');

  beforeAll(async () => {
    [withSecret, withDefaults] = await Promise.all([
      startServer({ SESSION_SECRET: secret, DATA_DIR: migratedDataDir('session-') }),
      startServer({ DATA_DIR: dataDir }),
    ]);
    // Ready, not only listening: asked during the start-up's work, a busy machine answered /api/user 503.
    await Promise.all([untilReady(withSecret), untilReady(withDefaults)]);
  });
  afterAll(async () => {
    await Promise.all([withSecret.stop(), withDefaults.stop()]);
  });

  it.each([
    ['a NUL byte', 'abc\u0000def'],
    ['a control character', '\u0001'.repeat(32)],
    ['a quote', `x'; drop table sessions; --`],
    ['a long id', 'a'.repeat(10_000)],
    ['an unknown id of the right shape', 'A'.repeat(32)],
  ])('a validly signed session id with %s is no session, and the server lives', async (_, sessionId) => {
    const res = await fetch(`${withSecret.url}/api/user`, {
      headers: { cookie: signedCookie(sessionId, secret) },
    });
    expect(res.status).toBe(401);
    expect((await res.json()) as unknown).toEqual({ message: 'Not signed in' });
    expect((await fetch(`${withSecret.url}/healthz`)).status).toBe(200);
    expect(withSecret.process.exitCode).toBeNull();
  });

  it('without SESSION_SECRET signs with a random secret kept under DATA_DIR, never a published one', async () => {
    const file = join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    const kept = readFileSync(file, 'utf8').trim();
    expect(kept.length).toBeGreaterThanOrEqual(32);
    expect(kept).not.toBe(PUBLISHED_SECRET);
    const res = await fetch(`${withDefaults.url}/api/user`, {
      headers: { cookie: signedCookie('abc\u0000def', PUBLISHED_SECRET) },
    });
    expect(res.status).toBe(401);
    expect(withDefaults.process.exitCode).toBeNull();
  });
});

describe('a long import holds the embedded database while signed-in requests arrive', () => {
  it('they wait or get 503, and every one is answered', async () => {
    const db = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
    await migrateToLatest(db, MIGRATIONS);
    try {
      const app = await testApp({ storage: db });
      await registerAndVerify(app);
      await app.container
        .get(ACCOUNT_TOKENS.ChangeStaffRole)
        .execute({ email: NEW_USER.email, role: 'admin', change: 'grant' });
      const admin = request.agent(app).set('Sec-Fetch-Site', 'same-origin');
      await admin.post('/api/login').send({ email: NEW_USER.email, password: NEW_USER.password }).expect(200);

      const file = Array.from({ length: 30_000 }, (_, i) => `Amina,Yusuf,KX${200_000 + i},+2547${i}`).join(
        '\n',
      );
      let imported = false;
      const importing = admin
        .post('/api/customers/import')
        .set('Content-Type', 'text/csv')
        .send(file)
        .then((res) => {
          imported = true;
          return res;
        });
      const during = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, 200 + i * 400));
          const askedDuringImport = !imported;
          return { askedDuringImport, status: (await admin.get('/api/user')).status };
        }),
      );
      expect((await importing).status).toBe(200);
      for (const { status } of during) expect([200, 503]).toContain(status);
      // The point is the requests that arrive while the import holds the database.
      expect(during.filter((asked) => asked.askedDuringImport).length).toBeGreaterThanOrEqual(2);
      expect((await admin.get('/api/user')).status).toBe(200);
    } finally {
      await db.close();
    }
  });
});
