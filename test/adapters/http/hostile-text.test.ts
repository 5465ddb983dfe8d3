import { MIGRATIONS } from '../../../adapters/all-areas.js';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../adapters/http/rate-limits.js';
import { type Database, migrateToLatest, openDatabase } from '../../../adapters/postgres/database.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../../core/shared/text-fields.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify } from '../../support/accounts.js';
import { aContactForm } from '../../core/contact/contact-message.mother.js';
import { aQuoteForm } from '../../core/quotes/quote-request.mother.js';
import { testApp } from '../../support/test-app.js';
import { migratedDump } from '../../support/migrated-database.js';

type App = Awaited<ReturnType<typeof testApp>>;

/** Any UTF-16 text: control characters, lone surrogates, astral planes, plus the characters that broke things. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.constantFrom('\u0000', 'Amina\u0000', '\u0007\u001b[2J', '\u0085', '\ud800', 'a\r\nb', '\t'),
);

const unlimited = {
  ...Object.fromEntries(
    Object.keys(RATE_LIMITS).map((name) => [name, { windowMs: 60_000, limit: 1_000_000 }]),
  ),
  loginSlowDown: { windowMs: 60_000, after: 1_000_000, firstDelayMs: 1, maxDelayMs: 1 },
};

/** Every public endpoint that takes text, with a valid body whose text fields the property replaces. */
const ENDPOINTS: { path: string; body: Record<string, unknown> }[] = [
  {
    path: '/api/contact',
    body: aContactForm(),
  },
  {
    path: '/api/quote-requests',
    body: aQuoteForm(),
  },
  {
    path: '/api/register',
    body: { ...NEW_USER, email: 'new@example.com', destination: 'kenya' },
  },
  { path: '/api/login', body: { email: 'a@example.com', password: 'mango-kiwi-42-baobab' } },
  { path: '/api/resend-verification', body: { email: 'a@example.com' } },
  { path: '/api/password-reset/request', body: { email: 'a@example.com' } },
  { path: '/api/password-reset/confirm', body: { token: 'x', password: 'mango-kiwi-42-baobab' } },
  { path: '/api/customer-lookup', body: { firstName: 'Amina', lastName: 'Yusuf' } },
  { path: '/api/shipping/calculate', body: { weight: 2, itemValue: 100, unit: 'metric' } },
];

describe('hostile text on the embedded database', () => {
  let db: Database;
  let app: App;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
    await migrateToLatest(db, MIGRATIONS);
    app = await testApp({ storage: db }, { rateLimits: unlimited });
  });
  afterAll(() => db.close());

  it.each(ENDPOINTS)(
    '$path answers 2xx or 4xx for any text in any field, never 5xx',
    async ({ path, body }) => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(body)), hostileText, async (field, text) => {
          const res = await request(app)
            .post(path)
            .send({ ...body, [field]: text });
          expect(res.status, `${field}=${JSON.stringify(text)}: ${JSON.stringify(res.body)}`).toBeLessThan(
            500,
          );
        }),
        { numRuns: 40 },
      );
    },
  );

  it('refuses a NUL in a name with the field message', async () => {
    const res = await request(app)
      .post('/api/contact')
      .send({ ...ENDPOINTS[0]?.body, firstName: 'Amina\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'firstName', message: CONTROL_CHARACTER_MESSAGE });
  });

  it('keeps line breaks in free text', async () => {
    const res = await request(app)
      .post('/api/contact')
      .send({ ...ENDPOINTS[0]?.body, message: 'Line one\r\nLine two\twith a tab' });
    expect(res.status).toBe(201);
  });

  /** A signed-in member of staff, for the admin endpoints. */
  async function staff() {
    await registerAndVerify(app, { ...NEW_USER, email: 'staff@example.com' });
    await app.container
      .get(ACCOUNT_TOKENS.ChangeStaffRole)
      .execute({ email: 'staff@example.com', role: 'admin', change: 'grant' });
    const admin = request.agent(app).set('Sec-Fetch-Site', 'same-origin');
    await admin
      .post('/api/login')
      .send({ email: 'staff@example.com', password: NEW_USER.password })
      .expect(200);
    return admin;
  }

  it('the admin imports answer 2xx or 4xx for any text in any field or line, never 5xx', async () => {
    const admin = await staff();
    const field = fc.constantFrom('firstName', 'lastName', 'accountId', 'phoneNumber');
    await fc.assert(
      fc.asyncProperty(field, hostileText, async (name, text) => {
        const customer = { firstName: 'Amina', lastName: 'Yusuf', accountId: 'KX700001', [name]: text };
        const res = await admin.post('/api/customers/bulk-upload').send({ customers: [customer] });
        expect(res.status, `${name}=${JSON.stringify(text)}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(hostileText, { maxLength: 5 }), async (lines) => {
        const body = ['Amina,Yusuf,KX700002', ...lines].join('\n');
        const res = await admin.post('/api/customers/import').set('Content-Type', 'text/plain').send(body);
        expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a NUL in every query parameter of every endpoint with the field message, never 5xx', async () => {
    const admin = await staff();
    const description = (await request(app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const queries = Object.entries(description.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            method,
            path: path.replace(/\{\w+\}/g, 'KP1000001'),
            name: parameter.name,
          })),
      ),
    );
    // The desk's search, its pages, statements, payments of a day, imports, featured products …
    expect(queries.length).toBeGreaterThanOrEqual(8);
    for (const { method, path, name } of queries) {
      const url = `${path}?${name}=a%00b`;
      const res = await admin[method as 'get' | 'post' | 'put' | 'delete'](url);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body, `${method} ${url}`).toEqual({
        message: CONTROL_CHARACTER_MESSAGE,
        errors: [{ path: name, message: CONTROL_CHARACTER_MESSAGE }],
      });
    }
  });

  it('rejects a customer line with a NUL by its number and imports the rest', async () => {
    const admin = await staff();
    const file = 'Amina,Yusuf,KX900001\nOtieno\u0000,Odhiambo,KX900002\nWanjiru,Kamau,KX900003\n';
    const res = await admin.post('/api/customers/import').set('Content-Type', 'text/csv').send(file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ inserted: 2, rejectedCount: 1, rejected: [{ line: 2 }] });

    const bulk = await admin
      .post('/api/customers/bulk-upload')
      .send({ customers: [{ firstName: 'Said\u0000', lastName: 'Ali', accountId: 'KX900004' }] });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toMatchObject({ inserted: 0, rejectedCount: 1 });
  });
});
