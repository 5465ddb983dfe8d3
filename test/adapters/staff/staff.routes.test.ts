import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { CUSTOMER_TOKENS } from '../../../core/customers/customer.tokens.js';
import type {
  CustomerPageResponse,
  CustomerResultsResponse,
} from '../../../core/staff/api/staff-responses.schema.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { loadCustomers } from '../../support/stores.js';
import { testApp } from '../../support/test-app.js';

const MEASURES = { weightKg: 4, lengthCm: 40, widthCm: 30, heightCm: 20 };
const FLIGHT = {
  flightNumber: 'ET509',
  mawb: '706-12345675',
  destination: 'NBO',
  etd: '2026-12-08T22:30:00Z',
  eta: '2026-12-09T18:45:00Z',
};
const SUPPORT_SENTENCE =
  'This account cannot sign in at the moment. Please contact support: they will help you.';

/** An app with Amina registered as 0711…, an imported customer, and staff signed in. */
async function desk() {
  const app = await testApp();
  await registerAndVerify(app, { ...NEW_USER, lastName: 'Yúsuf Wairimu', phoneNumber: '0711 222 333' });
  const staff = await signedInStaff(app);
  const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  await loadCustomers(app.container.get(CUSTOMER_TOKENS.Customers), [
    { firstName: 'Peter', lastName: 'Wairimu', accountId: 'KX900001', phoneNumber: '0722 000 111' },
  ]);
  return { app, staff, accountId: owner?.accountId ?? '' };
}

const ids = (body: unknown) => (body as CustomerResultsResponse).customers.map((c) => c.accountId);

describe('GET /api/admin/customers', () => {
  it('finds site accounts and imported customers by a part of the name, a phone in another writing, an e-mail', async () => {
    const { staff, accountId } = await desk();
    const byName = await staff.get('/api/admin/customers').query({ q: 'wairi' }).expect(200);
    expect(ids(byName.body)).toEqual([accountId, 'KX900001']);
    expect((byName.body as CustomerResultsResponse).customers[1]).toMatchObject({
      source: 'imported',
      email: null,
    });
    const accent = await staff.get('/api/admin/customers').query({ q: 'yusuf wai' }).expect(200);
    expect(ids(accent.body)).toEqual([accountId]);
    const byPhone = await staff.get('/api/admin/customers').query({ q: '+254 711 222 333' }).expect(200);
    expect(ids(byPhone.body)).toEqual([accountId]);
    const byEmail = await staff
      .get('/api/admin/customers')
      .query({ q: 'amina.yusuf@EXAMPLE.com' })
      .expect(200);
    expect(ids(byEmail.body)).toEqual([accountId]);
    const imported = await staff.get('/api/admin/customers').query({ q: '254722000111' }).expect(200);
    expect(ids(imported.body)).toEqual(['KX900001']);
  });

  it('refuses a search too short with the field’s message, and anyone but staff', async () => {
    const { app, staff } = await desk();
    const short = await staff.get('/api/admin/customers').query({ q: 'a' }).expect(400);
    expect(JSON.stringify(short.body)).toContain('Type at least 2 characters');
    await request(app).get('/api/admin/customers').query({ q: 'wairimu' }).expect(401);
    const customer = await signedInAgent(app);
    await customer.get('/api/admin/customers').query({ q: 'wairimu' }).expect(403);
  });
});

describe('GET /api/admin/customers/{accountId}', () => {
  it('holds the identity, parcels, balance and notes in one page', async () => {
    const { staff, accountId } = await desk();
    await staff
      .post('/api/admin/scans')
      .send({ reference: 'TBA000000000001', step: 'received', carrier: 'UPS', accountId, ...MEASURES })
      .expect(201);
    await staff
      .post(`/api/admin/customers/${accountId}/notes`)
      .send({ text: 'Asked for a call on Monday.' })
      .expect(201);
    const page = (await staff.get(`/api/admin/customers/${accountId.toLowerCase()}`).expect(200))
      .body as CustomerPageResponse;
    expect(page.customer).toMatchObject({ accountId, firstName: 'Amina', source: 'site-account' });
    expect(page.account).toMatchObject({ email: NEW_USER.email, isEmailVerified: true, blockedReason: null });
    expect(page.account?.parcels).toHaveLength(1);
    expect(page.account?.parcels[0]).toMatchObject({ status: 'received', trackingNumber: 'TBA000000000001' });
    expect(page.account?.statement.balanceCents).toBe(page.account?.parcels[0]?.chargeCents);
    expect(page.account?.notices.length).toBeGreaterThan(0);
    expect(page.notes).toEqual([
      expect.objectContaining({ text: 'Asked for a call on Monday.', staffEmail: 'staff@example.com' }),
    ]);
  });

  it('shows an imported customer without an account part, and answers 404 for an unknown ID', async () => {
    const { staff } = await desk();
    const page = (await staff.get('/api/admin/customers/KX900001').expect(200)).body as CustomerPageResponse;
    expect(page).toMatchObject({ customer: { lastName: 'Wairimu', source: 'imported' }, account: null });
    await staff.get('/api/admin/customers/KX999999').expect(404);
    await staff.post('/api/admin/customers/KX900001/password-reset').expect(409);
  });
});

describe('staff actions on a customer', () => {
  it('blocks sign-in with the support sentence and ends the sessions; unblocking restores it', async () => {
    const { app, staff, accountId } = await desk();
    const customer = await signedInAgent(app);
    await customer.get('/api/session').expect(200);
    await staff
      .put(`/api/admin/customers/${accountId}/sign-in-block`)
      .send({ reason: 'Chargeback under review' })
      .expect(200, { blocked: true, reason: 'Chargeback under review' });
    const session = await customer.get('/api/session').expect(200);
    expect(JSON.stringify(session.body)).not.toContain(NEW_USER.email);
    const refused = await request(app)
      .post('/api/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: NEW_USER.email, password: NEW_USER.password })
      .expect(403);
    expect((refused.body as { message: string }).message).toBe(SUPPORT_SENTENCE);
    const wrong = await request(app)
      .post('/api/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: NEW_USER.email, password: 'not-the-password-1' })
      .expect(401);
    expect(JSON.stringify(wrong.body)).not.toContain('support');
    const page = (await staff.get(`/api/admin/customers/${accountId}`).expect(200))
      .body as CustomerPageResponse;
    expect(page.account?.blockedReason).toBe('Chargeback under review');
    await staff
      .delete(`/api/admin/customers/${accountId}/sign-in-block`)
      .expect(200, { blocked: false, reason: null });
    await signedInAgent(app);
    // Both recorded with the staff member, the block with its reason.
    const trail = (await staff.get('/api/admin/audit').query({ account: accountId }).expect(200)).body as {
      entries: { action: string; staffEmail: string; reason: string | null }[];
    };
    expect(trail.entries.map(({ action, staffEmail, reason }) => ({ action, staffEmail, reason }))).toEqual([
      { action: 'account.sign-in-unblocked', staffEmail: 'staff@example.com', reason: null },
      {
        action: 'account.sign-in-blocked',
        staffEmail: 'staff@example.com',
        reason: 'Chargeback under review',
      },
    ]);
    await staff.put(`/api/admin/customers/${accountId}/sign-in-block`).send({ reason: ' ' }).expect(400);
    await staff.put('/api/admin/customers/KX999999/sign-in-block').send({ reason: 'Fraud' }).expect(404);
  });

  it('refuses a change of destination while a parcel is in transit, and takes it once none is', async () => {
    const { staff, accountId } = await desk();
    await staff
      .put(`/api/admin/customers/${accountId}/destination`)
      .send({ destination: 'south-sudan' })
      .expect(200, { destination: 'south-sudan' });
    await staff
      .put(`/api/admin/customers/${accountId}/destination`)
      .send({ destination: 'kenya' })
      .expect(200, { destination: 'kenya' });
    const received = await staff
      .post('/api/admin/scans')
      .send({ reference: 'TBA000000000001', step: 'received', carrier: 'UPS', accountId, ...MEASURES })
      .expect(201);
    const number = /KP\d+/.exec((received.body as { message: string }).message)?.[0] ?? '';
    const flight = (await staff.post('/api/admin/flights').send(FLIGHT).expect(201)).body as { id: string };
    await staff
      .post('/api/admin/scans')
      .send({ reference: number, step: 'loaded', flightId: flight.id })
      .expect(201);
    await staff.post(`/api/admin/flights/${flight.id}/depart`).send({}).expect(200);
    const refused = await staff
      .put(`/api/admin/customers/${accountId}/destination`)
      .send({ destination: 'south-sudan' })
      .expect(409);
    expect((refused.body as { message: string }).message).toBe(
      'A parcel of this account has left the warehouse and is not handed over yet: change the destination once it is.',
    );
    const page = (await staff.get(`/api/admin/customers/${accountId}`).expect(200))
      .body as CustomerPageResponse;
    expect(page.account).toMatchObject({ destination: 'kenya', destinationChangeable: false });
  });

  it('mails a password-reset link, and refuses a verification link to a verified account', async () => {
    const { staff, accountId } = await desk();
    await staff
      .post(`/api/admin/customers/${accountId}/password-reset`)
      .expect(200, { sentTo: NEW_USER.email });
    const refused = await staff.post(`/api/admin/customers/${accountId}/resend-verification`).expect(409);
    expect((refused.body as { message: string }).message).toBe(
      'This account has verified its e-mail address already: there is no link to send.',
    );
    const page = (await staff.get(`/api/admin/customers/${accountId}`).expect(200))
      .body as CustomerPageResponse;
    expect(page.account?.notices[0]?.subject).toMatch(/password/i);
  });
});
