import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const MEASURES = { weightKg: 4, lengthCm: 40, widthCm: 30, heightCm: 20 };
const FLIGHT = {
  flightNumber: 'ET509',
  mawb: '706-12345675',
  destination: 'NBO',
  etd: '2026-12-08T22:30:00Z',
  eta: '2026-12-09T18:45:00Z',
};

interface Refusal {
  message: string;
  errors?: { path: string; message: string }[];
}

/** An app with a Kenyan customer and staff signed in. */
async function desk() {
  const app = await testApp();
  await registerAndVerify(app, NEW_USER);
  const staff = await signedInStaff(app);
  const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  return { app, staff, accountId: owner?.accountId ?? '' };
}

describe('POST /api/admin/scans', () => {
  it('receives, loads and flags by scan, each answer the scan recorded with its sentence', async () => {
    const { staff, accountId } = await desk();
    const received = await staff
      .post('/api/admin/scans')
      .send({ reference: 'tba-0000 0000 0001', step: 'received', carrier: 'UPS', accountId, ...MEASURES })
      .expect(201);
    expect(received.body).toMatchObject({
      reference: 'TBA000000000001',
      step: 'received',
      staff: 'staff@example.com',
      place: 'Warehouse ILG',
      outcome: 'done',
      flightId: null,
    });
    const number = /KP\d+/.exec((received.body as { message: string }).message)?.[0] ?? '';
    const flight = (await staff.post('/api/admin/flights').send(FLIGHT).expect(201)).body as { id: string };
    await staff
      .post('/api/admin/scans')
      .send({ reference: number, step: 'loaded', flightId: flight.id })
      .expect(201);
    const arrivedEarly = await staff
      .post('/api/admin/scans')
      .send({ reference: number, step: 'arrived', flightId: flight.id })
      .expect(409);
    expect((arrivedEarly.body as Refusal).message).toBe(
      'Flight ET509 has not departed: mark it departed before scanning its arrival.',
    );
    await staff.post(`/api/admin/flights/${flight.id}/depart`).send({}).expect(200);
    const unknown = await staff
      .post('/api/admin/scans')
      .send({ reference: 'KS1', step: 'arrived', flightId: flight.id })
      .expect(404);
    expect((unknown.body as Refusal).message).toBe(
      'No box or parcel has the number KS1: check the label and scan again.',
    );
    const stayed = await staff
      .post('/api/admin/scans')
      .send({ reference: 'TBA000000000002', step: 'received', carrier: 'UPS', accountId, ...MEASURES })
      .expect(201);
    const left = /KP\d+/.exec((stayed.body as { message: string }).message)?.[0] ?? '';
    const flagged = await staff
      .post('/api/admin/scans')
      .send({ reference: left, step: 'arrived', flightId: flight.id })
      .expect(201);
    expect(flagged.body).toMatchObject({ outcome: 'flagged', place: 'Nairobi office (NBO)' });
    await staff
      .post('/api/admin/scans')
      .send({ reference: number, step: 'arrived', flightId: flight.id })
      .expect(201);
    const story = await staff.get(`/api/admin/scans/${number.toLowerCase()}`).expect(200);
    expect((story.body as { scans: { step: string; outcome: string }[] }).scans).toMatchObject([
      { step: 'loaded', outcome: 'done' },
      { step: 'arrived', outcome: 'refused' },
      { step: 'arrived', outcome: 'done' },
    ]);
    const view = await staff.get(`/api/admin/flights/${flight.id}`).expect(200);
    expect(view.body).toMatchObject({ state: 'arrived', flagged: [left], missing: [] });
  });

  it('is staff’s only: a customer is refused 403, nobody signed in 401', async () => {
    const { app } = await desk();
    await request(app).post('/api/admin/scans').send({ reference: 'KP1', step: 'loaded' }).expect(401);
    const customer = await signedInAgent(app, NEW_USER);
    await customer.post('/api/admin/scans').send({ reference: 'KP1', step: 'loaded' }).expect(403);
    await customer.get('/api/admin/scans/KP1').expect(403);
  });

  it('refuses a bad body with field messages, and what a step needs when it is missing', async () => {
    const { staff } = await desk();
    const noFlight = await staff
      .post('/api/admin/scans')
      .send({ reference: 'KP1000001', step: 'loaded' })
      .expect(400);
    expect((noFlight.body as Refusal).errors).toContainEqual({
      path: 'flightId',
      message: 'Choose the flight it is loaded on',
    });
    const badStep = await staff
      .post('/api/admin/scans')
      .send({ reference: 'KP1', step: 'flown' })
      .expect(400);
    expect((badStep.body as Refusal).errors?.map((e) => e.path)).toEqual(['step']);
    const ours = await staff
      .post('/api/admin/scans')
      .send({ reference: 'KP1000001', step: 'received', carrier: 'UPS', ...MEASURES })
      .expect(400);
    expect((ours.body as Refusal).errors).toContainEqual({
      path: 'reference',
      message: 'That is our own number: scan the carrier’s tracking number to receive a parcel',
    });
    const noCode = await staff
      .post('/api/admin/scans')
      .send({ reference: 'KP1', step: 'handed-over' })
      .expect(400);
    expect((noCode.body as Refusal).errors?.map((e) => e.path)).toEqual(['code']);
  });

  it('answers 400, never 500, to control characters, a huge number and a body that is not an object', async () => {
    const { staff } = await desk();
    for (const reference of ['KP1\u0000', 'KP\u001b[2J1', 'K'.repeat(5000), 'KP1'.repeat(30), 42, null]) {
      const answer = await staff.post('/api/admin/scans').send({ reference, step: 'loaded' });
      expect([400, 413]).toContain(answer.status);
    }
    await staff.post('/api/admin/scans').send([1, 2]).expect(400);
    // A flight id of the right form that names no flight: refused in words, recorded with no flight.
    const noFlight = await staff
      .post('/api/admin/scans')
      .send({ reference: 'KP1000001', step: 'loaded', flightId: crypto.randomUUID() })
      .expect(404);
    expect((noFlight.body as Refusal).message).toBe('No flight has this id: choose the flight again.');
    await staff.post('/api/admin/scans').set('content-type', 'application/json').send('"KP1"').expect(400);
  });
});
