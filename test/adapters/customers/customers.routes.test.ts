import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MISSING_NAMES } from '../../../core/customers/customer-lookup.schema.js';
import { TOKENS } from '../../../core/shared/tokens.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { RATE_LIMITS } from '../../../adapters/http/rate-limits.js';
import { NEW_USER, registerAndVerify, signedInAgent } from '../../support/accounts.js';
import { loadCustomers } from '../../support/stores.js';
import { testApp } from '../../support/test-app.js';

async function adminAgent(options: Parameters<typeof testApp>[1] = {}) {
  const app = await testApp({}, options);
  await registerAndVerify(app);
  await app.container
    .get(ACCOUNT_TOKENS.ChangeStaffRole)
    .execute({ email: NEW_USER.email, role: 'admin', change: 'grant' });
  return { app, admin: await signedInAgent(app) };
}

const FILE = 'Amina,Yusuf,KX100234,+254712345678\r\n\r\nOtieno Odhiambo KX100235\r\nnot a customer\r\n';

describe('admin customer endpoints', () => {
  it('imports an uploaded file through the import use case, and a second upload changes nothing', async () => {
    const { admin } = await adminAgent();
    const first = await admin.post('/api/customers/import').set('Content-Type', 'text/csv').send(FILE);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      count: 2,
      inserted: 2,
      rejectedCount: 1,
      rejected: [{ line: 4, text: 'not a customer' }],
    });
    const again = await admin.post('/api/customers/import').set('Content-Type', 'text/plain').send(FILE);
    expect(again.body).toMatchObject({ count: 2, inserted: 0, unchanged: 2 });
    // The signed-in admin's site account is counted beside the imported customers.
    expect((await admin.get('/api/customers/count')).body).toEqual({
      count: 3,
      siteAccounts: 1,
      imported: 2,
    });
  });

  it('all-or-nothing through the query string loads nothing from a file with a bad line', async () => {
    const { admin } = await adminAgent();
    const res = await admin
      .post('/api/customers/import?allOrNothing=true')
      .set('Content-Type', 'text/csv')
      .send(FILE);
    expect(res.body).toMatchObject({ rolledBack: true, rejectedCount: 1 });
    expect((await admin.get('/api/customers/count')).body).toEqual({
      count: 1,
      siteAccounts: 1,
      imported: 0,
    });
  });

  it('refuses a body that is not text, and one over 10 MB with 413', async () => {
    const { admin } = await adminAgent();
    const json = await admin.post('/api/customers/import').send({ file: 'Amina,Yusuf,KX1' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Send the file as text/csv or text/plain');
    const huge = 'Amina,Yusuf,KX1\n'.repeat(700_000);
    const tooBig = await admin.post('/api/customers/import').set('Content-Type', 'text/csv').send(huge);
    expect(tooBig.status).toBe(413);
  });

  it("keeps the specification's JSON bulk upload, counted and validated", async () => {
    const { app, admin } = await adminAgent();
    const ok = await admin.post('/api/customers/bulk-upload').send({
      customers: [
        { firstName: 'Amina', lastName: 'Yusuf', accountId: 'KX1', phoneNumber: '0711' },
        { firstName: 'Said, "Jnr"', lastName: 'Ali', accountId: 'KX2' },
        { firstName: 'No', lastName: 'Id', accountId: '' },
      ],
    });
    expect(ok.body).toMatchObject({ count: 2, inserted: 2, rejectedCount: 1 });
    const lookup = await request(app)
      .post('/api/customer-lookup')
      .send({ firstName: 'said, "jnr"', lastName: 'ALI' });
    expect(lookup.body).toMatchObject({ found: true, customer: { accountId: 'KX2' } });
    const bad = await admin.post('/api/customers/bulk-upload').send({ customers: 'everyone' });
    expect(bad.status).toBe(400);
  });

  it('loads the shipped sample (584 fictional customers), states its count, and clears', async () => {
    const { admin } = await adminAgent();
    expect((await admin.get('/api/customers/sample')).body).toEqual({ count: 584 });
    const loaded = await admin.post('/api/customers/load-all-data');
    expect(loaded.body).toMatchObject({ count: 584, inserted: 584, rejectedCount: 0 });
    expect((await admin.delete('/api/customers/clear')).body).toEqual({ removed: 584 });
    expect((await admin.get('/api/customers/count')).body).toEqual({
      count: 1,
      siteAccounts: 1,
      imported: 0,
    });
  });
});

describe('POST /api/customer-lookup', () => {
  async function appWithCustomers() {
    const app = await testApp({}, { rateLimits: { customerLookup: { windowMs: 60_000, limit: 4 } } });
    await app.container.get(TOKENS.UnitOfWork).run(({ customers }) =>
      loadCustomers(customers, [
        { firstName: 'Mary Ann', lastName: 'Wanjiku', accountId: 'KX100200', phoneNumber: '+254712345678' },
        { firstName: 'John', lastName: 'Kamau', accountId: 'KX100201', phoneNumber: null },
        { firstName: 'John', lastName: 'Kamau', accountId: 'KX100202', phoneNumber: '0711000000' },
      ]),
    );
    return app;
  }

  it('finds one customer case- and space-insensitively and masks the phone', async () => {
    const app = await appWithCustomers();
    const res = await request(app)
      .post('/api/customer-lookup')
      .send({ firstName: ' mary  ann', lastName: 'WANJIKU ' });
    expect(res.body).toEqual({
      found: true,
      customer: { firstName: 'Mary Ann', accountId: 'KX100200', phoneNumber: '+•••••••••678' },
    });
  });

  it('says not found, shows nobody for a shared name, and asks for both names', async () => {
    const app = await appWithCustomers();
    expect(
      (await request(app).post('/api/customer-lookup').send({ firstName: 'Jane', lastName: 'Doe' })).body,
    ).toEqual({
      found: false,
    });
    const shared = await request(app)
      .post('/api/customer-lookup')
      .send({ firstName: 'John', lastName: 'Kamau' });
    expect(shared.body).toEqual({ found: true, ambiguous: true });
    expect(JSON.stringify(shared.body)).not.toMatch(/KX/);
    const missing = await request(app)
      .post('/api/customer-lookup')
      .send({ firstName: 'John', lastName: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MISSING_NAMES);
  });

  it('is rate-limited per address', async () => {
    const app = await appWithCustomers();
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await request(app).post('/api/customer-lookup').send({ firstName: 'A', lastName: 'B' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(RATE_LIMITS.customerLookup.limit).toBeGreaterThan(4);
  });
});
