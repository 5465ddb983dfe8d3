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

async function packedBox() {
  const made = await threeParcels();
  const asked = await made.customer.post('/api/ship-requests').send({ parcels: made.numbers }).expect(201);
  const packed = await made.staff
    .post(`/api/admin/ship-requests/${(asked.body as { id: string }).id}/pack`)
    .send(BOX)
    .expect(200);
  return { ...made, box: (packed.body as { number: string }).number };
}

describe('a packed box is one box on every surface', () => {
  it('staff find it at the desk by its number, with its parcels and its one charge and due', async () => {
    const { staff, numbers, box } = await packedBox();
    const found = await staff.get('/api/admin/parcels').query({ q: box.toLowerCase() }).expect(200);
    expect(found.body).toMatchObject({
      box: { number: box, parcels: numbers, charge: 435, due: 435 },
      parcels: [...numbers].reverse().map((n) => ({ number: n, shipmentNumber: box })),
    });
  });

  it('anyone tracks it by its number: its status and its parcels’ numbers, nothing about whose', async () => {
    const { app, numbers, box } = await packedBox();
    const tracked = await request(app).get(`/api/track/${box}`).expect(200);
    expect(Object.keys(tracked.body as object).sort()).toEqual([
      'box',
      'events',
      'flight',
      'lastStep',
      'nextDeparture',
      'number',
      'status',
    ]);
    expect(tracked.body).toMatchObject({
      number: box,
      status: 'received',
      box: { number: box, parcels: numbers },
    });
    const parcel = await request(app)
      .get(`/api/track/${numbers[1] ?? ''}`)
      .expect(200);
    expect(parcel.body).toMatchObject({ number: numbers[1], box: { number: box, parcels: numbers } });
  });

  it('moves as one from the desk: every selected parcel of it is moved, none refused', async () => {
    const { staff, numbers, box } = await packedBox();
    const moved = await staff
      .post('/api/admin/parcels/moves')
      .send({ numbers, status: 'departed' })
      .expect(200);
    expect(moved.body).toEqual({
      moved: 3,
      results: numbers.map((number) => ({ number, moved: true, reason: null, shipmentNumber: box })),
    });
  });

  it('is on the statement as its charge and one line reversing its parcels’ own, netted', async () => {
    const { customer, numbers, box } = await packedBox();
    const statement = await customer.get('/api/account/statement').expect(200);
    const { entries } = statement.body as {
      entries: {
        kind: string;
        amountCents: number;
        signedCents: number;
        description: string;
        subjects: string[];
      }[];
    };
    expect(entries).toMatchObject([
      { kind: 'charge', amountCents: 43_500, signedCents: 43_500 },
      {
        kind: 'reversal',
        amountCents: 45_000,
        signedCents: 0,
        subjects: numbers,
        description: `Reversed: $450.00 charged to ${numbers.join(', ')}, replaced by box ${box}`,
      },
    ]);
    expect(entries).toHaveLength(2);
  });
});

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
    // The box's one charge and due, said as the box's: each parcel's charge is none, and what it owes before it is
    // handed over is the box's one due.
    const box = { number, parcels: numbers, status: 'received', charge: 435, due: 435 };
    for (const packed of numbers) {
      const parcel = await customer.get(`/api/parcels/${packed}`).expect(200);
      expect(parcel.body).toMatchObject({ shipmentNumber: number, charge: 0, due: 435, box });
    }
    const listed = await customer.get('/api/parcels').expect(200);
    expect(listed.body).toMatchObject({ boxes: [box] });

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
