import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../adapters/postgres/database.js';
import { PARCEL_TOKENS } from '../../../core/parcels/parcel.tokens.js';
import { migratedDump } from '../../support/migrated-database.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import type { OutgoingMail } from '../../../core/mail/mail.ports.js';
import { ADAPTER_TOKENS } from '../../../adapters/wiring.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const TEN_KG = { carrier: 'UPS', weightKg: 10, lengthCm: 30, widthCm: 20, heightCm: 10 };
const BOX = { weightKg: 30, lengthCm: 50, widthCm: 40, heightCm: 30 };
const BARAKA = { ...NEW_USER, email: 'baraka@example.com', firstName: 'Baraka' };
const DENG = {
  ...NEW_USER,
  email: 'deng@example.com',
  firstName: 'Deng',
  phoneNumber: '+211 912 345 678',
  destination: 'south-sudan',
};
const FLIGHT = {
  flightNumber: 'ET509',
  mawb: '706-12345675',
  destination: 'NBO',
  etd: '2026-12-08T22:30:00Z',
  eta: '2026-12-09T18:45:00Z',
};

interface FlightBody {
  id: string;
  state: string;
  eta: string;
  shipments: { reference: string; parcels: string[] }[];
  totals: Record<string, number>;
}

/** An app with two Kenyan customers and a South Sudan one, staff, and mail written as it is sent. */
async function warehouse(storage?: Database) {
  const sent: OutgoingMail[] = [];
  const app = await testApp({
    ...(storage && { storage }),
    mailTransport: {
      send: (mail) => {
        sent.push(mail);
        return Promise.resolve();
      },
      close: () => undefined,
    },
  });
  for (const user of [NEW_USER, BARAKA, DENG]) await registerAndVerify(app, user);
  const staff = await signedInStaff(app);
  const users = app.container.get(ACCOUNT_TOKENS.Users);
  let tracking = 100;
  const receive = async (email: string | null) => {
    const account = email === null ? undefined : await users.findByEmail(email);
    tracking += 1;
    const received = await staff
      .post('/api/admin/parcels')
      .send({
        ...TEN_KG,
        accountId: account?.accountId ?? null,
        trackingNumber: `TBA000000000${String(tracking)}`,
      })
      .expect(201);
    return (received.body as { number: string }).number;
  };
  /** Sends what is queued, and answers the mail sent since the last call. */
  const mailSince = async () => {
    await app.container.get(ADAPTER_TOKENS.Background).idle();
    await app.container.get(ADAPTER_TOKENS.OutboxWorker).deliverDue();
    return sent.splice(0);
  };
  const flight = async (overrides: Partial<typeof FLIGHT> = {}) =>
    (
      (
        await staff
          .post('/api/admin/flights')
          .send({ ...FLIGHT, ...overrides })
          .expect(201)
      ).body as FlightBody
    ).id;
  return { app, staff, receive, mailSince, flight };
}

describe('flights as data', () => {
  it('plans a flight from the warehouse airport, refusing a MAWB whose check digit is wrong', async () => {
    const { staff } = await warehouse();
    const wrong = await staff
      .post('/api/admin/flights')
      .send({ ...FLIGHT, mawb: '706-12345670' })
      .expect(400);
    expect(JSON.stringify(wrong.body)).toContain("The MAWB's check digit is wrong");
    expect(JSON.stringify(wrong.body)).toContain('should be 5');
    const bad = await staff
      .post('/api/admin/flights')
      .send({ ...FLIGHT, flightNumber: 'E509X', destination: 'LAX' })
      .expect(400);
    expect((bad.body as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'destination',
      'flightNumber',
    ]);
    const made = await staff
      .post('/api/admin/flights')
      .send({ ...FLIGHT, flightNumber: 'et 509' })
      .expect(201);
    expect(made.body).toMatchObject({
      state: 'planned',
      flightNumber: 'ET509',
      origin: 'ILG',
      destination: 'NBO',
      etd: '2026-12-08T22:30:00.000Z',
      eta: '2026-12-09T18:45:00.000Z',
      atd: null,
    });
    await staff.post('/api/admin/flights').send(FLIGHT).expect(409);
    await staff
      .post('/api/admin/flights')
      .send({ ...FLIGHT, mawb: '706-12345686', flightNumber: 'KQ003' })
      .expect(201);
    const listed = await staff.get('/api/admin/flights').expect(200);
    expect(
      (listed.body as { flights: { flightNumber: string }[] }).flights.map((f) => f.flightNumber),
    ).toEqual(['KQ003', 'ET509']);
    const paged = await staff.get('/api/admin/flights').query({ limit: 1 }).expect(200);
    const { nextCursor } = paged.body as { nextCursor: string };
    const next = await staff.get('/api/admin/flights').query({ limit: 1, cursor: nextCursor }).expect(200);
    expect((next.body as { flights: { flightNumber: string }[] }).flights.map((f) => f.flightNumber)).toEqual(
      ['ET509'],
    );
  });

  it('is for staff only', async () => {
    const { app } = await warehouse();
    const customer = await signedInAgent(app);
    await customer.get('/api/admin/flights').expect(403);
  });
});

describe('loading by scan', () => {
  it('loads boxes and lone parcels, answering the totals, and refuses what may not go, in words', async () => {
    const { app, staff, receive, flight } = await warehouse();
    const customer = await signedInAgent(app);
    const [a, b, c, d] = [
      await receive(NEW_USER.email),
      await receive(NEW_USER.email),
      await receive(NEW_USER.email),
      await receive(NEW_USER.email),
    ];
    const asked = await customer
      .post('/api/ship-requests')
      .send({ parcels: [a, b] })
      .expect(201);
    const packed = await staff
      .post(`/api/admin/ship-requests/${(asked.body as { id: string }).id}/pack`)
      .send(BOX)
      .expect(200);
    const box = (packed.body as { number: string }).number;
    await customer
      .post('/api/ship-requests')
      .send({ parcels: [c, await receive(NEW_USER.email)] })
      .expect(201);
    await customer
      .put(`/api/parcels/${d}/contents`)
      .send({ items: [{ description: 'Phone', category: 'electronics-new', quantity: 1, valueUsd: 500 }] })
      .expect(200);
    const unclaimed = await receive(null);
    const deng = await receive(DENG.email);
    const id = await flight();
    const other = await flight({ mawb: '706-12345686', flightNumber: 'KQ003' });

    const boxed = await staff
      .post(`/api/admin/flights/${id}/shipments`)
      .send({ reference: box.toLowerCase() })
      .expect(200);
    const loaded = await staff.post(`/api/admin/flights/${id}/shipments`).send({ reference: d }).expect(200);
    expect((boxed.body as FlightBody).shipments).toEqual([
      expect.objectContaining({
        reference: box,
        parcels: [a, b],
        owner: {
          accountId: expect.stringMatching(/^KX\d+$/),
          name: `${NEW_USER.firstName} ${NEW_USER.lastName}`,
        },
      }),
    ]);
    expect((loaded.body as FlightBody).totals).toEqual({
      shipments: 2,
      parcels: 3,
      pieces: 2,
      actualKg: 40,
      chargeableKg: 40,
      declaredValueCents: 50_000,
    });
    const refused = async (flightId: string, reference: string, status: number, words: string) => {
      const answer = await staff
        .post(`/api/admin/flights/${flightId}/shipments`)
        .send({ reference })
        .expect(status);
      expect((answer.body as { message: string }).message).toContain(words);
    };
    await refused(other, d, 409, 'already loaded on flight ET509');
    await refused(id, unclaimed, 409, 'unclaimed');
    await refused(id, c, 409, 'held to travel with other parcels');
    await refused(id, a, 409, `packed in box ${box}`);
    await refused(id, deng, 409, 'goes to JUB');
    await refused(id, 'KS9999999', 404, 'No box or parcel');
    const lone = await receive(BARAKA.email);
    await staff.post(`/api/admin/parcels/${lone}/status`).send({ status: 'departed' }).expect(200);
    await refused(id, lone, 409, 'has left the warehouse');

    const unloaded = await staff.delete(`/api/admin/flights/${id}/shipments/${d}`).expect(200);
    expect((unloaded.body as FlightBody).totals.shipments).toBe(1);
    await staff.delete(`/api/admin/flights/${id}/shipments/${d}`).expect(404);
    await staff.post(`/api/admin/flights/${id}/close`).expect(200);
    await refused(id, d, 409, 'takes no more');
    await staff.delete(`/api/admin/flights/${id}/shipments/${box}`).expect(409);
  });
});

let embedded: Database | undefined;
beforeAll(async () => {
  embedded = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
});
afterAll(() => embedded?.close());

describe.each([
  ['in memory', () => undefined],
  ['on PostgreSQL (embedded)', () => embedded],
])("a flight's events move everything on it, %s", (_, storage) => {
  it('departs, lands and clears every parcel on it, telling each customer once per event; an ETA moved by an hour or more is news', async () => {
    const { app, staff, receive, mailSince, flight } = await warehouse(storage());
    const customer = await signedInAgent(app);
    const [a, b, c] = [
      await receive(NEW_USER.email),
      await receive(NEW_USER.email),
      await receive(NEW_USER.email),
    ];
    const asked = await customer
      .post('/api/ship-requests')
      .send({ parcels: [a, b] })
      .expect(201);
    const packed = await staff
      .post(`/api/admin/ship-requests/${(asked.body as { id: string }).id}/pack`)
      .send(BOX)
      .expect(200);
    const box = (packed.body as { number: string }).number;
    const baraka = await receive(BARAKA.email);
    const id = await flight();
    for (const reference of [box, c, baraka])
      await staff.post(`/api/admin/flights/${id}/shipments`).send({ reference }).expect(200);
    await mailSince();

    await staff.post(`/api/admin/flights/${id}/arrive`).expect(409);
    const departed = await staff
      .post(`/api/admin/flights/${id}/depart`)
      .send({ at: '2026-12-08T22:41:00Z' })
      .expect(200);
    expect(departed.body).toMatchObject({ state: 'departed', atd: '2026-12-08T22:41:00.000Z' });
    const parcels = app.container.get(PARCEL_TOKENS.Parcels);
    for (const number of [a, b, c, baraka])
      expect((await parcels.findByNumber(number))?.status).toBe('departed');
    const mailed = await mailSince();
    // Departing while still planned closes the flight: the owners of undeclared shipments are asked to declare.
    const toDeclare = mailed.filter((m) => m.subject.startsWith('Please declare'));
    expect(toDeclare.map((m) => m.to.toLowerCase()).sort()).toEqual(
      [BARAKA.email, NEW_USER.email.toLowerCase(), NEW_USER.email.toLowerCase()].sort(),
    );
    const told = mailed.filter((m) => !toDeclare.includes(m));
    expect(told.map((m) => m.to.toLowerCase()).sort()).toEqual(
      [BARAKA.email, NEW_USER.email.toLowerCase()].sort(),
    );
    const amina = told.find((m) => m.to === NEW_USER.email);
    expect(amina?.text).toContain('ET509');
    for (const number of [a, b, c]) expect(amina?.text).toContain(number);
    // The ETA in Nairobi's time: 18:45 UTC is 9:45 PM in Nairobi.
    expect(amina?.text).toMatch(/9 December 2026, 9:45\s?PM Nairobi time/i);

    await staff
      .patch(`/api/admin/flights/${id}`)
      .send({ eta: '2026-12-09T21:45:00Z', reason: 'Late inbound aircraft' })
      .expect(200);
    const delayed = await mailSince();
    expect(delayed).toHaveLength(2);
    expect(delayed[0]?.text).toContain('Late inbound aircraft');
    expect(delayed[0]?.text).toMatch(/10 December 2026, 12:45\s?AM/i);
    await staff.patch(`/api/admin/flights/${id}`).send({ eta: '2026-12-09T22:05:00Z' }).expect(200);
    expect(await mailSince()).toHaveLength(0);
    const moved = await staff
      .patch(`/api/admin/flights/${id}`)
      .send({ eta: '2026-12-09T23:30:00Z' })
      .expect(200);
    expect((moved.body as { reschedules: unknown[] }).reschedules).toHaveLength(3);
    expect(await mailSince()).toHaveLength(2);

    await staff.post(`/api/admin/flights/${id}/arrive`).send({ at: '2026-12-09T23:10:00Z' }).expect(200);
    for (const number of [a, b, c, baraka])
      expect((await parcels.findByNumber(number))?.status).toBe('arrived');
    const landed = await mailSince();
    expect(landed).toHaveLength(2);
    expect(landed.find((m) => m.to === NEW_USER.email)?.text).toMatch(/Arrived in Nairobi/);

    const cleared = await staff.post(`/api/admin/flights/${id}/clear`).expect(200);
    expect(cleared.body).toMatchObject({ state: 'cleared' });
    for (const number of [a, b, c, baraka])
      expect((await parcels.findByNumber(number))?.status).toBe('ready');
    const ready = await mailSince();
    expect(ready).toHaveLength(2);
    expect(ready.find((m) => m.to === NEW_USER.email)?.text).toMatch(/Collection code: \d{6}/);
    expect(ready.find((m) => m.to === NEW_USER.email)?.text).toMatch(/Due before handover: \$\d/);
  });
});
