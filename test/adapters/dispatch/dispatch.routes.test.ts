import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../adapters/postgres/database.js';
import type { OutgoingMail } from '../../../core/mail/mail.ports.js';
import { migratedDump } from '../../support/migrated-database.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NAIROBI_TIME_ZONE, isoDateIn } from '../../../core/shared/calendar.js';
import { nextDay } from '../../../core/dispatch/dispatch.js';
import { ADAPTER_TOKENS } from '../../../adapters/wiring.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const DOOR = {
  method: 'door',
  county: 'Kisumu',
  town: 'Milimani',
  street: 'Aga Khan Road, House 7',
  landmark: 'behind the mosque',
  phone: '+254712345678',
};

interface DoorStop {
  reference: string;
  pieces: number;
  dueCents: number;
  riderId: string | null;
  failures: number;
  address: { landmark: string | null; phone: string };
}
interface List {
  day: string;
  points: { point: { id: string }; waiting: number; stops: { reference: string }[] }[];
  counties: { county: string; towns: { town: string; stops: DoorStop[] }[] }[];
}

let opened: Database | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/**
 * A Kenyan customer with a door choice, one parcel of theirs ready, and staff signed in: on the in-memory tables,
 * or on a fresh embedded PostgreSQL (the list's one statement).
 */
async function readyDoor(on: Storage) {
  if (on === 'embedded') opened = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
  const sent: OutgoingMail[] = [];
  const app = await testApp({
    ...(opened && { storage: opened }),
    mailTransport: {
      send: (mail) => {
        sent.push(mail);
        return Promise.resolve();
      },
      close: () => undefined,
    },
  });
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  await customer.put('/api/account/delivery').send(DOOR).expect(200);
  const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  const received = await staff
    .post('/api/admin/parcels')
    .send({
      accountId: owner?.accountId,
      trackingNumber: 'TBA000000000901',
      carrier: 'UPS',
      weightKg: 2,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    })
    .expect(201);
  const { number } = received.body as { number: string };
  await staff.post(`/api/admin/parcels/${number}/status`).send({ status: 'ready' }).expect(200);
  const today = isoDateIn(new Date(), NAIROBI_TIME_ZONE);
  const mails = async () => {
    await app.container.get(ADAPTER_TOKENS.Background).idle();
    await app.container.get(ADAPTER_TOKENS.OutboxWorker).deliverDue();
    return sent;
  };
  return { app, staff, customer, number, today, mails };
}

const list = async (staff: Awaited<ReturnType<typeof readyDoor>>['staff'], query: string) =>
  (await staff.get(`/api/admin/dispatch?${query}`).expect(200)).body as List;

type Storage = 'in memory' | 'embedded';
interface Doors {
  deliveries: Record<string, unknown>[];
}

describe.each<Storage>(['in memory', 'embedded'])('the dispatch desk over HTTP, %s', (on) => {
  it('lists a ready door shipment under its county and town, with the address, phone, pieces and due', async () => {
    const { staff, number, today } = await readyDoor(on);
    const day = await list(staff, `date=${today}`);
    expect(day.day).toBe(today);
    expect(day.points).toEqual([]);
    expect(day.counties).toHaveLength(1);
    expect(day.counties[0]).toMatchObject({ county: 'Kisumu', towns: [{ town: 'Milimani' }] });
    const [stop] = day.counties[0]?.towns[0]?.stops ?? [];
    expect(stop).toMatchObject({
      reference: number,
      pieces: 1,
      riderId: null,
      failures: 0,
      address: { landmark: 'behind the mosque', phone: '+254712345678' },
    });
    expect(stop?.dueCents).toBeGreaterThan(0);
    expect((await list(staff, `date=${today}&county=Nairobi`)).counties).toEqual([]);
    await staff.get('/api/admin/dispatch?date=2026-02-30').expect(400);
    await staff.get('/api/admin/dispatch?county=Atlantis').expect(400);
  });

  it('assigns it to a rider, whose name and phone the customer is mailed, and prints the run sheet', async () => {
    const { staff, customer, number, today, mails } = await readyDoor(on);
    const before = (await customer.get('/api/account/door-deliveries').expect(200)).body as Doors;
    expect(before.deliveries).toMatchObject([{ reference: number, state: 'waiting', rider: null }]);
    const rider = (
      await staff
        .post('/api/admin/dispatch/riders')
        .send({ name: 'Otieno Ouma', phone: '+254722000111' })
        .expect(201)
    ).body as { id: string };
    const assigned = await staff
      .post('/api/admin/dispatch/assignments')
      .send({ riderId: rider.id, day: today, references: [number.toLowerCase()] })
      .expect(200);
    expect(assigned.body).toMatchObject({ references: [number] });
    const notice = (await mails()).find((m) => m.subject.startsWith(`${number} comes to your door`));
    expect(notice?.to).toBe(NEW_USER.email);
    expect(notice?.text).toContain('Otieno Ouma');
    expect(notice?.text).toContain('+254722000111');
    // The customer's dashboard names the rider, the phone and the day.
    const doors = (await customer.get('/api/account/door-deliveries').expect(200)).body as Doors;
    expect(doors.deliveries).toMatchObject([
      {
        reference: number,
        state: 'assigned',
        day: today,
        rider: { name: 'Otieno Ouma', phone: '+254722000111' },
        address: { town: 'Milimani', landmark: 'behind the mosque' },
      },
    ]);
    const [stop] = (await list(staff, `date=${today}`)).counties[0]?.towns[0]?.stops ?? [];
    expect(stop?.riderId).toBe(rider.id);
    const sheet = await staff.get(`/api/admin/dispatch/run-sheets/${rider.id}?date=${today}`).expect(200);
    expect(sheet.headers['content-type']).toMatch(/^application\/pdf/);
    const stops = await staff
      .get(`/api/admin/dispatch/run-sheets/${rider.id}/stops?date=${today}`)
      .expect(200);
    expect((stops.body as { stops: { reference: string }[] }).stops.map((s) => s.reference)).toEqual([
      number,
    ]);
    await staff.post(`/api/admin/dispatch/riders/${rider.id}/deactivate`).expect(200);
    const refused = await staff
      .post('/api/admin/dispatch/assignments')
      .send({ riderId: rider.id, day: today, references: [number] })
      .expect(409);
    expect((refused.body as { message: string }).message).toBe(
      'This rider is deactivated: choose an active rider.',
    );
  });

  it('brings a failed delivery back on the next day’s list, tells the customer, and sends the third to a point', async () => {
    const { staff, customer, number, today, mails } = await readyDoor(on);
    const failed = await staff
      .post('/api/admin/dispatch/failures')
      .send({ reference: number, day: today, reason: 'no-one-home' })
      .expect(201);
    expect(failed.body).toEqual({ reference: number, attempts: 1, backOn: nextDay(today), movedTo: null });
    expect((await list(staff, `date=${today}`)).counties).toEqual([]);
    const tomorrow = await list(staff, `date=${nextDay(today)}`);
    expect(tomorrow.counties[0]?.towns[0]?.stops[0]).toMatchObject({ reference: number, failures: 1 });
    const told = (await mails()).find((m) => m.subject.startsWith(`We could not deliver ${number}`));
    expect(told?.text).toContain('no one was home');
    expect(told?.text).toContain('/dashboard#delivery');
    const afterFailure = (await customer.get('/api/account/door-deliveries').expect(200)).body as Doors;
    expect(afterFailure.deliveries).toMatchObject([
      {
        reference: number,
        state: 'failed',
        attempts: 1,
        lastFailure: { day: today, reason: 'no-one-home' },
        nextTry: nextDay(today),
      },
    ]);
    // The customer changes the door: the next try goes there, not to the one in force when it left.
    await customer
      .put('/api/account/delivery')
      .send({ ...DOOR, town: 'Kondele', street: 'Kibos Road 3' })
      .expect(200);
    const changed = await list(staff, `date=${nextDay(today)}`);
    expect(changed.counties[0]?.towns.map((t) => t.town)).toEqual(['Kondele']);
    await staff
      .post('/api/admin/dispatch/failures')
      .send({ reference: number, day: today, reason: 'refused' })
      .expect(409);
    let day = nextDay(today);
    await staff
      .post('/api/admin/dispatch/failures')
      .send({ reference: number, day, reason: 'refused' })
      .expect(201);
    day = nextDay(day);
    const third = await staff
      .post('/api/admin/dispatch/failures')
      .send({ reference: number, day, reason: 'wrong-address' })
      .expect(201);
    expect(third.body).toMatchObject({ attempts: 3, backOn: null, movedTo: { id: 'kisumu' } });
    const after = await list(staff, `date=${nextDay(day)}`);
    expect(after.counties).toEqual([]);
    expect(after.points).toMatchObject([
      { point: { id: 'kisumu' }, waiting: 1, stops: [{ reference: number }] },
    ]);
    const atPoint = (await customer.get('/api/account/door-deliveries').expect(200)).body as Doors;
    expect(atPoint.deliveries).toMatchObject([
      { reference: number, state: 'moved', attempts: 3, point: { id: 'kisumu' } },
    ]);
    const moved = (await mails()).find((m) => m.subject.startsWith(`${number} waits for you at Kisumu`));
    expect(moved?.text).toContain('third try');
    // Each failure is in the audit trail with its reason, the third saying it went to a point.
    const trail = (await staff.get('/api/admin/audit').expect(200)).body as {
      entries: { action: string; reason: string | null; details: Record<string, unknown> }[];
    };
    const failures = trail.entries.filter((entry) => entry.action === 'delivery.failed');
    expect(failures.map((entry) => [entry.reason, entry.details.toPoint])).toEqual([
      ['wrong-address', true],
      ['refused', false],
      ['no-one-home', false],
    ]);
  });

  it('is staff only', async () => {
    const { app } = await readyDoor(on);
    const customer = await signedInAgent(app);
    await customer.get('/api/admin/dispatch').expect(403);
  });
});
