import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import {
  NEW_USER,
  lastMailedToken,
  registerAndVerify,
  signedInAgent,
  signedInStaff,
  verifyWithPassword,
} from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const FRIEND = { ...NEW_USER, email: 'baraka@example.com', firstName: 'Baraka', lastName: 'Otieno' };

type Statement = {
  balanceCents: number;
  entries: { kind: string; amountCents: number; description: string }[];
};

describe('referrals over HTTP', () => {
  it('welcomes a friend who signed up through the link, and credits the referrer when the friend’s own payments have paid the first parcel', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const amina = await signedInAgent(app);
    const users = app.container.get(ACCOUNT_TOKENS.Users);
    const referrer = await users.findByEmail(NEW_USER.email);
    if (!referrer) throw new Error('no account');

    const mine = await amina.get('/api/referrals/mine').expect(200);
    const link = new URL((mine.body as { link: string }).link);
    expect([link.pathname, link.searchParams.get('ref')]).toEqual(['/auth', referrer.accountId]);
    expect(mine.body).toMatchObject({ friends: 0, creditsEarnedCents: 0 });
    await request(app).get('/api/referrals/mine').expect(401);

    await request(app)
      .post('/api/register')
      .send({ ...FRIEND, ref: link.searchParams.get('ref') })
      .expect(201);
    const token = await lastMailedToken(app, '/verify-email', FRIEND.email);
    await verifyWithPassword(app, token, FRIEND.password).expect(200);
    const baraka = await signedInAgent(app, FRIEND);
    const welcomed = (await baraka.get('/api/account/statement').expect(200)).body as Statement;
    expect(welcomed).toMatchObject({
      balanceCents: -500,
      entries: [
        {
          kind: 'credit',
          amountCents: 500,
          description: expect.stringContaining('Welcome credit') as string,
        },
      ],
    });
    expect((await amina.get('/api/referrals/mine').expect(200)).body).toMatchObject({
      friends: 1,
      creditsEarnedCents: 0,
    });

    const friend = await users.findByEmail(FRIEND.email);
    if (!friend) throw new Error('no friend');
    const staff = await signedInStaff(app);
    await staff
      .post('/api/admin/parcels')
      .send({
        accountId: friend.accountId,
        trackingNumber: 'TBA123456789000',
        carrier: 'UPS',
        weightKg: 2,
        lengthCm: 30,
        widthCm: 20,
        heightCm: 10,
      })
      .expect(201);
    const payment = { accountId: friend.accountId, method: 'cash', reference: 'NBO-1', amountUsd: 24.99 };
    await staff.post('/api/admin/payments').send(payment).expect(201);
    expect((await amina.get('/api/referrals/mine').expect(200)).body).toMatchObject({
      creditsEarnedCents: 0,
    });
    await staff
      .post('/api/admin/payments')
      .send({ ...payment, reference: 'NBO-2', amountUsd: 0.01 })
      .expect(201);
    // The friend's own $25.00 pays what the $5 welcome credit left of the parcel's $30.00.
    expect((await amina.get('/api/referrals/mine').expect(200)).body).toMatchObject({
      friends: 1,
      creditsEarnedCents: 1000,
    });
    const credited = (await amina.get('/api/account/statement').expect(200)).body as Statement;
    expect(credited).toMatchObject({
      balanceCents: -1000,
      entries: [
        {
          kind: 'credit',
          amountCents: 1000,
          description: expect.stringContaining('Referral credit') as string,
        },
      ],
    });
    // The friend's parcel, now paid, is handed over without a reason.
    expect((await baraka.get('/api/parcels').expect(200)).body).toMatchObject({
      parcels: [{ due: 0, howToPay: null }],
    });
  });
});
