import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';
import { HELD_TEXT } from '../../../core/parcels/shipment.js';

/** Three parcels of 10 kg each ($150.00 apiece): a 30 kg box of them is past the 25 kg break. */
const TEN_KG = { carrier: 'UPS', weightKg: 10, lengthCm: 30, widthCm: 20, heightCm: 10 };
const BOX = { weightKg: 30, lengthCm: 50, widthCm: 40, heightCm: 30 };
const OTHER_USER = { ...NEW_USER, email: 'baraka@example.com', firstName: 'Baraka' };

async function threeParcels() {
  const app = await testApp();
  await registerAndVerify(app);
  await registerAndVerify(app, OTHER_USER);
  const customer = await signedInAgent(app);
  const stranger = await signedInAgent(app, OTHER_USER);
  const staff = await signedInStaff(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!account) throw new Error('no account');
  const numbers: string[] = [];
  for (const tracking of ['TBA000000000101', 'TBA000000000102', 'TBA000000000103']) {
    const received = await staff
      .post('/api/admin/parcels')
      .send({ ...TEN_KG, accountId: account.accountId, trackingNumber: tracking })
      .expect(201);
    numbers.push((received.body as { number: string }).number);
  }
  return { app, customer, stranger, staff, numbers };
}

describe('consolidation over HTTP', () => {
  it('a customer asks for parcels to travel together; staff pack them into one box charged once; the saving shows', async () => {
    const { customer, staff, numbers } = await threeParcels();
    const asked = await customer
      .post('/api/ship-requests')
      .send({ parcels: numbers.map((n) => ` ${n.toLowerCase()} `) })
      .expect(201);
    expect(asked.body).toMatchObject({ status: 'requested', parcels: numbers });
    const { id } = asked.body as { id: string };
    const waiting = await staff.get('/api/admin/ship-requests').expect(200);
    expect(waiting.body).toMatchObject({ requests: [{ id, parcels: numbers }] });
    await customer.post(`/api/admin/ship-requests/${id}/pack`).send(BOX).expect(403);

    const packed = await staff.post(`/api/admin/ship-requests/${id}/pack`).send(BOX).expect(200);
    expect(packed.body).toMatchObject({
      parcels: numbers,
      actualKg: 30,
      volumetricKg: 12,
      chargeableKg: 30,
      chargeCents: 43_500,
      separateCents: 45_000,
      savedCents: 1_500,
    });
    const { number } = packed.body as { number: string };
    await staff.post(`/api/admin/ship-requests/${id}/pack`).send(BOX).expect(409);
    await customer.delete(`/api/ship-requests/${id}`).expect(409);

    const mine = await customer.get('/api/ship-requests').expect(200);
    expect(mine.body).toMatchObject({
      requests: [{ id, status: 'packed', shipmentNumber: number }],
      shipments: [{ number, savedCents: 1_500 }],
    });
    const statement = await customer.get('/api/account/statement').expect(200);
    expect(statement.body).toMatchObject({ balanceCents: 43_500 });
    const parcel = await customer.get(`/api/parcels/${numbers[0] ?? ''}`).expect(200);
    expect(parcel.body).toMatchObject({ shipmentNumber: number, due: 435 });

    // The box moves as one.
    await staff.post(`/api/admin/parcels/${number}/status`).send({ status: 'departed' }).expect(200);
    const list = await customer.get('/api/parcels').expect(200);
    expect((list.body as { parcels: { status: string }[] }).parcels.map((p) => p.status)).toEqual([
      'departed',
      'departed',
      'departed',
    ]);
  });

  it('holds the parcels until packed, and lets them go when the customer withdraws', async () => {
    const { customer, staff, numbers } = await threeParcels();
    const [first = '', second = ''] = numbers;
    const asked = await customer
      .post('/api/ship-requests')
      .send({ parcels: [first, second] })
      .expect(201);
    const { id } = asked.body as { id: string };
    const held = await staff
      .post(`/api/admin/parcels/${first}/status`)
      .send({ status: 'departed' })
      .expect(409);
    expect(held.body).toEqual({ message: HELD_TEXT });
    expect((await customer.get(`/api/parcels/${first}`).expect(200)).body).toMatchObject({
      shipRequestId: id,
    });
    await customer
      .post('/api/ship-requests')
      .send({ parcels: [second, numbers[2] ?? ''] })
      .expect(409);
    await customer.delete(`/api/ship-requests/${id}`).expect(200);
    await customer.delete(`/api/ship-requests/${id}`).expect(409);
    await staff.post(`/api/admin/parcels/${first}/status`).send({ status: 'departed' }).expect(200);
    await customer
      .post('/api/ship-requests')
      .send({ parcels: [first, second] })
      .expect(409);
  });

  it('refuses another customer’s parcels and requests as not found, and bad input with the field’s message', async () => {
    const { app, customer, stranger, numbers } = await threeParcels();
    const [first = '', second = ''] = numbers;
    await stranger
      .post('/api/ship-requests')
      .send({ parcels: [first, second] })
      .expect(404);
    const asked = await customer
      .post('/api/ship-requests')
      .send({ parcels: [first, second] })
      .expect(201);
    await stranger.delete(`/api/ship-requests/${(asked.body as { id: string }).id}`).expect(404);
    await customer.delete(`/api/ship-requests/${crypto.randomUUID()}`).expect(404);
    await customer.delete('/api/ship-requests/not-a-uuid').expect(400);
    const one = await customer
      .post('/api/ship-requests')
      .send({ parcels: [first] })
      .expect(400);
    expect(one.body).toMatchObject({
      errors: [{ path: 'parcels', message: expect.stringContaining('from 2 to 20') }],
    });
    const twice = await customer
      .post('/api/ship-requests')
      .send({ parcels: [first, first] })
      .expect(400);
    expect(twice.body).toMatchObject({ errors: [{ message: 'Name each parcel once' }] });
    const tracking = await customer
      .post('/api/ship-requests')
      .send({ parcels: [first, 'TBA000000000101'] })
      .expect(400);
    expect(tracking.body).toMatchObject({
      errors: [{ message: expect.stringContaining('KP followed by digits') }],
    });
    await customer.post('/api/ship-requests').send('parcels').expect(400);
    await request(app)
      .post('/api/ship-requests')
      .send({ parcels: [first, second] })
      .expect(401);
  });
});
