import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../adapters/postgres/database.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { nextDeparture } from '../../../core/schedule/departure-schedule.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { migratedDump } from '../../support/migrated-database.js';
import { testApp } from '../../support/test-app.js';
import type { OutgoingMail } from '../../../core/mail/mail.ports.js';
import { ADAPTER_TOKENS } from '../../../adapters/wiring.js';

const TEN_KG = { carrier: 'UPS', weightKg: 10, lengthCm: 30, widthCm: 20, heightCm: 10 };
const BOX = { weightKg: 30, lengthCm: 50, widthCm: 40, heightCm: 30 };
/** Lands on a Friday evening in Nairobi (18:45 UTC is 9:45 PM there): two business days on is the Tuesday. */
const FLIGHT = {
  flightNumber: 'ET509',
  mawb: '706-12345675',
  destination: 'NBO',
  etd: '2026-12-10T22:30:00Z',
  eta: '2026-12-11T18:45:00Z',
};

interface EtaBody {
  flight: {
    flightNumber: string;
    eta: string;
    readyBy: string;
    departedAt: string | null;
    arrivedAt: string | null;
    clearedAt: string | null;
  } | null;
  nextDeparture: { date: string; estimate: true } | null;
}

let embedded: Database | undefined;
beforeAll(async () => {
  embedded = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
});
afterAll(() => embedded?.close());

describe.each([
  ['in memory', () => undefined],
  ['on PostgreSQL (embedded)', () => embedded],
])('an ETA on every parcel, %s', (_, storage) => {
  it("shows a parcel's flight, its ETA and ready-by day, then its milestones; a parcel on no flight the next departure, as an estimate", async () => {
    const db = storage();
    const sent: OutgoingMail[] = [];
    const app = await testApp({
      ...(db && { storage: db }),
      mailTransport: {
        send: (mail) => {
          sent.push(mail);
          return Promise.resolve();
        },
        close: () => undefined,
      },
    });
    const mailSince = async () => {
      await app.container.get(ADAPTER_TOKENS.Background).idle();
      await app.container.get(ADAPTER_TOKENS.OutboxWorker).deliverDue();
      return sent.splice(0);
    };
    await registerAndVerify(app, NEW_USER);
    const staff = await signedInStaff(app);
    const customer = await signedInAgent(app);
    const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
    let tracking = 200;
    const receive = async () => {
      tracking += 1;
      const received = await staff
        .post('/api/admin/parcels')
        .send({ ...TEN_KG, accountId: account?.accountId, trackingNumber: `TBA000000000${String(tracking)}` })
        .expect(201);
      return (received.body as { number: string }).number;
    };
    const [a, b, lone, waiting] = [await receive(), await receive(), await receive(), await receive()];
    const asked = await customer
      .post('/api/ship-requests')
      .send({ parcels: [a, b] })
      .expect(201);
    const packed = await staff
      .post(`/api/admin/ship-requests/${(asked.body as { id: string }).id}/pack`)
      .send(BOX)
      .expect(200);
    const box = (packed.body as { number: string }).number;
    const made = await staff.post('/api/admin/flights').send(FLIGHT).expect(201);
    const id = (made.body as { id: string }).id;
    for (const reference of [box, lone])
      await staff.post(`/api/admin/flights/${id}/shipments`).send({ reference }).expect(200);

    // The desk's search says which parcels are loaded, a packed one by its box's flight.
    const desk = (await staff.get('/api/admin/parcels').expect(200)).body as {
      parcels: { number: string; flightNumber?: string }[];
    };
    expect(Object.fromEntries(desk.parcels.map((p) => [p.number, p.flightNumber ?? null]))).toEqual({
      [a]: 'ET509',
      [b]: 'ET509',
      [lone]: 'ET509',
      [waiting]: null,
    });

    const etaOf = async (number: string) =>
      (await customer.get(`/api/parcels/${number}`).expect(200)).body as EtaBody;
    const onFlight = {
      flight: {
        flightNumber: 'ET509',
        destination: 'NBO',
        etd: '2026-12-10T22:30:00.000Z',
        eta: '2026-12-11T18:45:00.000Z',
        readyBy: '2026-12-15',
        departedAt: null,
        arrivedAt: null,
        clearedAt: null,
      },
      nextDeparture: null,
    };
    // A lone parcel by its own KP…, a packed one by its box's KS….
    expect(await etaOf(lone)).toMatchObject(onFlight);
    expect(await etaOf(a)).toMatchObject(onFlight);
    const estimate = nextDeparture(new Date()).departureDate;
    expect(await etaOf(waiting)).toMatchObject({
      flight: null,
      nextDeparture: { date: estimate, estimate: true },
    });
    const listed = (await customer.get('/api/parcels').expect(200)).body as {
      parcels: (EtaBody & { number: string })[];
    };
    expect(
      Object.fromEntries(listed.parcels.map((p) => [p.number, p.flight?.readyBy ?? p.nextDeparture?.date])),
    ).toEqual({ [a]: '2026-12-15', [b]: '2026-12-15', [lone]: '2026-12-15', [waiting]: estimate });

    await mailSince();
    await staff.post(`/api/admin/flights/${id}/depart`).send({ at: '2026-12-10T22:41:00Z' }).expect(200);
    // The notice gives the ready day too (departing a planned flight also asks for the undeclared contents).
    const notice = (await mailSince()).find((mail) => mail.subject.startsWith('Departed on flight'));
    expect(notice?.text).toMatch(/Estimated ready: Tuesday 15 December 2026/);
    expect((await etaOf(lone)).flight).toMatchObject({
      departedAt: '2026-12-10T22:41:00.000Z',
      arrivedAt: null,
    });
    // Landed after Nairobi's midnight (Saturday 2:10 AM there): still ready the Tuesday.
    await staff.post(`/api/admin/flights/${id}/arrive`).send({ at: '2026-12-11T23:10:00Z' }).expect(200);
    expect((await etaOf(b)).flight).toMatchObject({
      departedAt: '2026-12-10T22:41:00.000Z',
      arrivedAt: '2026-12-11T23:10:00.000Z',
      readyBy: '2026-12-15',
      clearedAt: null,
    });
    await staff.post(`/api/admin/flights/${id}/clear`).send({ at: '2026-12-14T09:00:00Z' }).expect(200);

    // Public tracking: the flight's times, and nothing about whose it is.
    for (const reference of [lone, box, a]) {
      const tracked = await request(app).get(`/api/track/${reference}`).expect(200);
      expect(tracked.body).toMatchObject({
        flight: {
          flightNumber: 'ET509',
          eta: '2026-12-11T18:45:00.000Z',
          readyBy: '2026-12-15',
          departedAt: '2026-12-10T22:41:00.000Z',
          arrivedAt: '2026-12-11T23:10:00.000Z',
          clearedAt: '2026-12-14T09:00:00.000Z',
        },
        nextDeparture: null,
      });
      const text = JSON.stringify(tracked.body);
      for (const personal of [
        NEW_USER.firstName,
        NEW_USER.lastName,
        NEW_USER.email,
        NEW_USER.phoneNumber,
        '712345678',
        account?.accountId ?? 'no account',
        FLIGHT.mawb,
      ])
        expect(text).not.toContain(personal);
    }
    const untracked = await request(app).get(`/api/track/${waiting}`).expect(200);
    expect(untracked.body).toMatchObject({ flight: null, nextDeparture: { date: estimate, estimate: true } });
  });
});
