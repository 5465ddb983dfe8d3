import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { ADAPTER_TOKENS } from '../../../adapters/wiring.js';
import { OUR_NUMBER_MESSAGE } from '../../../core/parcels/parcels.schema.js';
import { PARCEL_NOTICE, readParcelNoticeKey } from '../../../core/parcels/parcel-mails.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';
import { TOKENS } from '../../../core/shared/tokens.js';
import { aPayment } from '../../core/ledger/ledger-entry.mother.js';

const PRE_ALERT = {
  carrier: 'UPS',
  trackingNumber: '1z 999 aa1 0123456784',
  description: 'Phone case',
  value: 25,
};
const BOX = { carrier: 'UPS', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };

async function customerAndStaff() {
  const app = await testApp();
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!account) throw new Error('no account');
  return { app, customer, staff, accountId: account.accountId, userId: account.id };
}

describe('pre-alerts and parcels over HTTP', () => {
  it('a pre-alert takes $3 off the parcel that arrives with its number; the owner sees it, nobody else does', async () => {
    const { app, customer, staff, accountId, userId } = await customerAndStaff();
    const created = await customer.post('/api/pre-alerts').send(PRE_ALERT).expect(201);
    expect(created.body).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
      value: 25,
      parcelNumber: null,
    });
    await customer.post('/api/pre-alerts').send(PRE_ALERT).expect(409);

    const received = await staff
      .post('/api/admin/parcels')
      .send({ ...BOX, accountId: accountId.toLowerCase(), trackingNumber: '1Z999AA10123456784' })
      .expect(201);
    expect(received.body).toMatchObject({
      status: 'received',
      weights: { actualKg: 2, volumetricKg: 1.2, chargeableKg: 2 },
      freight: 30,
      preAlertSaving: 3,
      charge: 27,
      description: 'Phone case',
    });
    const { number } = received.body as { number: string };
    expect(number).toMatch(/^KP\d+$/);

    const alerts = await customer.get('/api/pre-alerts').expect(200);
    expect(alerts.body).toMatchObject({ preAlerts: [{ parcelNumber: number }] });
    await customer.delete(`/api/pre-alerts/${(created.body as { id: string }).id}`).expect(409);
    await customer
      .post('/api/pre-alerts')
      .send({ ...PRE_ALERT, trackingNumber: '1Z999AA10123456784' })
      .expect(409);

    const moved = await staff
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'departed' })
      .expect(200);
    expect((moved.body as { events: { status: string }[] }).events.map((e) => e.status)).toEqual([
      'received',
      'departed',
    ]);
    await staff.post(`/api/admin/parcels/${number}/status`).send({ status: 'received' }).expect(409);

    const mine = await customer.get('/api/parcels').expect(200);
    expect(mine.body).toMatchObject({ parcels: [{ number, status: 'departed', charge: 27 }] });
    await customer.get(`/api/parcels/${number}`).expect(200);
    // By the tracking number too, as the customer pastes it.
    const pasted = await customer.get('/api/parcels/1z999aa1-0123456784').expect(200);
    expect(pasted.body).toMatchObject({ number });
    await staff.get(`/api/parcels/${number}`).expect(404);
    await request(app).get('/api/parcels').expect(401);

    // Status and dates only, what the last step reads (Collected or Delivered), and its flight or the next
    // departure (times only): nothing of its owner.
    const tracked = await request(app).get('/api/track/1z999aa10123456784').expect(200);
    expect(Object.keys(tracked.body as object).sort()).toEqual([
      'events',
      'flight',
      'lastStep',
      'nextDeparture',
      'number',
      'status',
    ]);
    const events = (tracked.body as { events: object[] }).events;
    expect(events.map((e) => Object.keys(e).sort().join())).toEqual(['at,status', 'at,status']);
    expect(JSON.stringify(tracked.body)).not.toMatch(/Amina|Yusuf|KX\d|@|\+254/);
    await request(app).get('/api/track/NOSUCHPARCEL1').expect(404);

    await app.container.get(ADAPTER_TOKENS.Background).idle();
    const queued = (app.container.memoryStore?.outboxEntries() ?? []).filter(
      (e) => e.mail.to === NEW_USER.email,
    );
    expect(queued.map((e) => e.mail.subject)).toContainEqual(
      expect.stringContaining(`Received at our Delaware warehouse: parcel ${number}`),
    );
    // A move queues the notice a status file would, written when it is sent.
    expect(
      queued.map((e) => e.compose?.kind === PARCEL_NOTICE && readParcelNoticeKey(e.compose.key)),
    ).toContainEqual({ ownerId: userId, status: 'departed', at: expect.any(Date) as Date });
  });

  it('refuses bad input with field messages and a tracking number twice, storing nothing', async () => {
    const { customer, staff, accountId } = await customerAndStaff();
    const bad = await customer
      .post('/api/pre-alerts')
      .send({ ...PRE_ALERT, trackingNumber: 'ab<1>', value: -1 });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'trackingNumber',
      'value',
    ]);
    await customer.delete('/api/pre-alerts/not-a-uuid').expect(400);
    // Found by the fuzz drill: a NUL reached PostgreSQL and the API responded with 500.
    await customer.get('/api/track/%00abc%F2%86%85%99').expect(400);
    await customer.get('/api/parcels/KP1%00').expect(400);
    await staff.post('/api/admin/parcels/%00/status').send({ status: 'departed' }).expect(400);
    await customer.delete(`/api/pre-alerts/${crypto.randomUUID()}`).expect(404);

    const parcel = { ...BOX, trackingNumber: 'TBA123456789000' };
    // An unknown account is not an error: the parcel is kept unclaimed (parcel-desk.routes.test.ts).
    const unclaimed = await staff
      .post('/api/admin/parcels')
      .send({ ...BOX, trackingNumber: 'TBA123456789111', accountId: 'KX999999' })
      .expect(201);
    expect(unclaimed.body).toMatchObject({ accountId: null, charge: 0 });
    await staff
      .post('/api/admin/parcels')
      .send({ ...parcel, accountId, weightKg: 0 })
      .expect(400);
    await staff
      .post('/api/admin/parcels')
      .send({ ...parcel, accountId })
      .expect(201);
    await staff
      .post('/api/admin/parcels')
      .send({ ...parcel, accountId })
      .expect(409);
    await customer
      .post('/api/admin/parcels')
      .send({ ...parcel, accountId })
      .expect(403);
    const mine = await customer.get('/api/parcels').expect(200);
    expect((mine.body as { parcels: unknown[] }).parcels).toHaveLength(1);
  });

  it('takes measures of at least 0.01, kept and answered as the same two-decimal value', async () => {
    const { customer, staff, accountId } = await customerAndStaff();
    for (const tiny of [1e-300, 0.004, 0]) {
      const refused = await staff
        .post('/api/admin/parcels')
        .send({ ...BOX, accountId, trackingNumber: 'TBA123456789000', weightKg: tiny, heightCm: tiny })
        .expect(400);
      expect((refused.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
        'weightKg',
        'heightCm',
      ]);
    }
    const received = await staff
      .post('/api/admin/parcels')
      .send({ ...BOX, accountId, trackingNumber: 'TBA123456789000', weightKg: 2.345, lengthCm: 30.005 })
      .expect(201);
    const { number } = received.body as { number: string };
    const kept = await customer.get(`/api/parcels/${number}`).expect(200);
    for (const answer of [received.body, kept.body])
      expect(answer).toMatchObject({
        weights: { actualKg: 2.35, chargeableKg: 2.35 },
        dimensions: { lengthCm: 30.01, widthCm: 20, heightCm: 10 },
      });
  });

  it('hands over a parcel once paid, or unpaid with a reason staff see and the customer does not', async () => {
    const { app, customer, staff, accountId } = await customerAndStaff();
    const received = await staff
      .post('/api/admin/parcels')
      .send({ ...BOX, accountId, trackingNumber: 'TBA123456789000' })
      .expect(201);
    const { number } = received.body as { number: string };
    expect(received.body).toMatchObject({
      charge: 30,
      due: 30,
      events: [{ status: 'received', reason: null }],
    });
    const howToPay = 'Pay on your dashboard with M-Pesa: http://localhost:3000/dashboard';
    expect((await customer.get(`/api/parcels/${number}`).expect(200)).body).toMatchObject({
      due: 30,
      howToPay,
    });

    await staff.post(`/api/admin/parcels/${number}/status`).send({ status: 'ready' }).expect(200);
    const code = await app.container
      .get(TOKENS.UnitOfWork)
      .run(async ({ collectionCodes }) => (await collectionCodes.find(number))?.code);
    const refused = await staff
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'delivered', code, collectedBy: 'Jane Achieng' });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([
      409,
      expect.stringMatching(/^This parcel is not paid for: \$30\.00 is still owed for it\./) as string,
    ]);
    await staff
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'delivered', reason: ' ', collectedBy: 'Jane Achieng' })
      .expect(400);

    const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByAccountId(accountId);
    if (!owner) throw new Error('no account');
    await app.container.get(TOKENS.UnitOfWork).run(({ ledger }) => ledger.post(aPayment(owner.id, 1000)));
    const reason = 'Collected by the owner, who pays the rest in cash';
    const released = await staff
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'delivered', reason, collectedBy: 'Jane Achieng' })
      .expect(200);
    expect(released.body).toMatchObject({ status: 'delivered', due: 20, events: [{}, {}, { reason }] });
    const seen = (await customer.get('/api/parcels').expect(200)).body as {
      parcels: { due: number; howToPay: string | null; events: object[] }[];
    };
    expect(seen.parcels[0]).toMatchObject({ due: 20, howToPay });
    expect(JSON.stringify(seen)).not.toContain(reason);
  });

  it('answers six moves of one parcel at once with one 200 and five 409, never a 500', async () => {
    const { staff, accountId } = await customerAndStaff();
    const received = await staff
      .post('/api/admin/parcels')
      .send({ ...BOX, accountId, trackingNumber: 'TBA123456789000' })
      .expect(201);
    const { number } = received.body as { number: string };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        staff.post(`/api/admin/parcels/${number}/status`).send({ status: 'departed' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('pages the pre-alerts newest first with a cursor, refuses a made-up cursor, and limits their creation', async () => {
    const { customer } = await customerAndStaff();
    for (let i = 0; i < 60; i += 1)
      await customer
        .post('/api/pre-alerts')
        .send({ ...PRE_ALERT, trackingNumber: `TBA${String(i).padStart(12, '0')}` })
        .expect(201);
    const refused = await customer
      .post('/api/pre-alerts')
      .send({ ...PRE_ALERT, trackingNumber: 'TBA999999999999' })
      .expect(429);
    expect(refused.body).toEqual({
      message: 'Too many pre-alerts at once. Please try again in a few minutes.',
    });

    type Page = { preAlerts: { trackingNumber: string; createdAt: string }[]; nextCursor: string | null };
    const first = (await customer.get('/api/pre-alerts').expect(200)).body as Page;
    expect(first.preAlerts).toHaveLength(50);
    const second = (await customer.get('/api/pre-alerts').query({ cursor: first.nextCursor }).expect(200))
      .body as Page;
    expect([second.preAlerts.length, second.nextCursor]).toEqual([10, null]);
    const listed = [...first.preAlerts, ...second.preAlerts];
    expect(new Set(listed.map((a) => a.trackingNumber)).size).toBe(60);
    const times = listed.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const cursor of ['KP1000001', `1.${'-'.repeat(36)}`, `1.${'f'.repeat(36)}`, '9'.repeat(16)])
      await customer.get('/api/pre-alerts').query({ cursor }).expect(400);
  });

  it('refuses a tracking number in our own parcel-number form, at receipt and at pre-alert', async () => {
    const { customer, staff, accountId } = await customerAndStaff();
    for (const trackingNumber of ['KP1000004', 'kp-100 0004']) {
      const received = await staff
        .post('/api/admin/parcels')
        .send({ ...BOX, accountId, trackingNumber })
        .expect(400);
      expect(received.body).toMatchObject({
        errors: [{ path: 'trackingNumber', message: OUR_NUMBER_MESSAGE }],
      });
      const alerted = await customer
        .post('/api/pre-alerts')
        .send({ ...PRE_ALERT, trackingNumber })
        .expect(400);
      expect(alerted.body).toMatchObject({
        errors: [{ path: 'trackingNumber', message: OUR_NUMBER_MESSAGE }],
      });
    }
    // Carriers' numbers that merely begin with KP stay welcome.
    await staff
      .post('/api/admin/parcels')
      .send({ ...BOX, accountId, trackingNumber: 'KPX12345678' })
      .expect(201);
  });
});

describe('/track?ref= before JavaScript', () => {
  it('answers a page until the tracking limit, then a page that says to wait, not JSON', async () => {
    const app = await testApp();
    // The page and the API count on one counter (the next test): 59 of the limit's 60 asked of the API, which
    // answers in milliseconds where a rendered page takes up to a second on a loaded machine.
    for (let i = 0; i < 59; i += 1) await request(app).get('/api/track/NOSUCHPARCEL1').expect(404);
    await request(app).get('/track?ref=NOSUCHPARCEL1').expect(200);
    const refused = await request(app).get('/track?ref=NOSUCHPARCEL1').expect(429);
    expect(refused.headers['content-type']).toMatch(/text\/html/);
    expect(refused.text).toContain('Too many tracking requests. Please try again in a few minutes.');
    // The form is ready for another try, not stuck looking.
    expect(refused.text).not.toContain('Looking...');
  });

  it('counts the page’s lookups and the API’s on one counter: 30 of each, then both refuse', async () => {
    const app = await testApp();
    for (let i = 0; i < 30; i += 1) {
      await request(app).get('/track?ref=NOSUCHPARCEL1').expect(200);
      await request(app).get('/api/track/NOSUCHPARCEL1').expect(404);
    }
    await request(app).get('/api/track/NOSUCHPARCEL1').expect(429);
    await request(app).get('/track?ref=NOSUCHPARCEL1').expect(429);
  });
});
