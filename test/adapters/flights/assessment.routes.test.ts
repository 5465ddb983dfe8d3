import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const HEADER = 'hawb,currency,duty,vat,idf,rdl,excise';
const FLIGHT = {
  flightNumber: 'ET509',
  mawb: '706-12345675',
  destination: 'NBO',
  etd: '2026-12-08T22:30:00Z',
  eta: '2026-12-09T18:45:00Z',
};

/** A flight to Nairobi carrying Amina's parcel, flown as far as `until`. */
async function flightCarrying(until: 'closed' | 'arrived') {
  const app = await testApp();
  await registerAndVerify(app, NEW_USER);
  const staff = await signedInStaff(app);
  const amina = await signedInAgent(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  const received = await staff
    .post('/api/admin/parcels')
    .send({
      carrier: 'UPS',
      weightKg: 10,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      accountId: account?.accountId,
      trackingNumber: 'TBA000000000101',
    })
    .expect(201);
  const number = (received.body as { number: string }).number;
  const flight = await staff.post('/api/admin/flights').send(FLIGHT).expect(201);
  const id = (flight.body as { id: string }).id;
  await staff.post(`/api/admin/flights/${id}/shipments`).send({ reference: number }).expect(200);
  await staff.post(`/api/admin/flights/${id}/close`).expect(200);
  if (until === 'arrived')
    for (const step of ['depart', 'arrive']) await staff.post(`/api/admin/flights/${id}/${step}`).expect(200);
  const assess = (body: string | Buffer, type = 'text/csv') =>
    staff.post(`/api/admin/flights/${id}/assessment`).set('Content-Type', type).send(body);
  return { app, staff, amina, id, number, assess };
}

describe('POST /api/admin/flights/{id}/assessment', () => {
  it('charges each waybill once, shows it on the parcel beside the estimate and in what is due', async () => {
    const { app, amina, number, assess } = await flightCarrying('arrived');
    const before = await amina.get(`/api/parcels/${number}`).expect(200);
    const dueBefore = (before.body as { due: number }).due;
    const file = `\uFEFF${HEADER}\r\n${number},KES,1290,0,0,0,0\r\nKS9999999,USD,1,0,0,0,0\r\n`;
    const first = await assess(file).expect(200);
    expect(first.body).toMatchObject({
      flightNumber: 'ET509',
      posted: [{ line: 2, hawb: number, currency: 'KES', total: 1290, charged: 10 }],
      alreadyPosted: [],
      refused: [{ line: 3, hawb: 'KS9999999', reason: expect.stringContaining('not a house waybill') }],
    });
    const again = await assess(file).expect(200);
    expect(again.body).toMatchObject({ posted: [], alreadyPosted: [{ hawb: number, charged: 10 }] });
    const after = await amina.get(`/api/parcels/${number}`).expect(200);
    expect(after.body).toMatchObject({
      assessedTaxes: { hawb: number, totalCents: 1000 },
      due: dueBefore + 10,
    });
    // Public tracking shows nothing of what is owed.
    const tracked = await supertest(app).get(`/api/track/${number}`).expect(200);
    expect(JSON.stringify(tracked.body)).not.toMatch(/assessed|duty/i);
  });

  it('is for staff only', async () => {
    const { app, amina, id } = await flightCarrying('arrived');
    await amina
      .post(`/api/admin/flights/${id}/assessment`)
      .set('Content-Type', 'text/csv')
      .send(HEADER)
      .expect(403);
    await supertest(app)
      .post(`/api/admin/flights/${id}/assessment`)
      .set('Content-Type', 'text/csv')
      .send(HEADER)
      .expect(401);
  });

  it('answers a bad id, a JSON body, a binary file and one without its header with 400 JSON naming the field', async () => {
    const { staff, assess } = await flightCarrying('arrived');
    const badId = await staff
      .post('/api/admin/flights/not-an-id/assessment')
      .set('Content-Type', 'text/csv')
      .send(HEADER)
      .expect(400);
    expect(badId.body).toMatchObject({ errors: [{ path: 'id', message: expect.any(String) }] });
    const json = await assess(JSON.stringify({ file: HEADER }), 'application/json').expect(400);
    expect(json.body).toMatchObject({ message: 'Send the file as text/csv or text/plain' });
    const binary = await assess(
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe, 0x00]),
      'application/octet-stream',
    );
    expect(binary.status).toBe(400);
    expect(binary.body).toMatchObject({
      errors: [{ path: 'file', message: expect.stringContaining('not a CSV text file') }],
    });
    const headless = await assess('KP1,KES,1,1,1,1,1\n').expect(400);
    expect(headless.body).toMatchObject({
      errors: [{ path: 'file', message: expect.stringContaining(HEADER) }],
    });
  });

  it('refuses a file over 1 MB with 413, before reading it', async () => {
    const { assess } = await flightCarrying('arrived');
    const huge = `${HEADER}\n${'KP1000001,KES,1,1,1,1,1\n'.repeat(50_000)}`;
    const res = await assess(huge);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a flight not landed yet, and a flight to Juba, in a sentence', async () => {
    const { staff, number, assess } = await flightCarrying('closed');
    const early = await assess(`${HEADER}\n${number},USD,1,0,0,0,0\n`).expect(409);
    expect(early.body).toMatchObject({
      message: expect.stringContaining('cannot take a customs assessment'),
    });
    const juba = await staff
      .post('/api/admin/flights')
      .send({ ...FLIGHT, mawb: '706-12345686', destination: 'JUB' })
      .expect(201);
    const refused = await staff
      .post(`/api/admin/flights/${(juba.body as { id: string }).id}/assessment`)
      .set('Content-Type', 'text/csv')
      .send(`${HEADER}\n${number},USD,1,0,0,0,0\n`)
      .expect(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('owe no Kenyan duty') });
  });
});
