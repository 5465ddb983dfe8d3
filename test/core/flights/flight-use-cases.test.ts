import { describe, expect, it } from 'vitest';
import { CreateFlightUseCase } from '../../../core/flights/create-flight.use-case.js';
import { readFlightNoticeKey } from '../../../core/flights/flight-mails.js';
import { LoadShipmentUseCase } from '../../../core/flights/load-shipment.use-case.js';
import { RescheduleFlightUseCase } from '../../../core/flights/reschedule-flight.use-case.js';
import { TakeFlightStepUseCase } from '../../../core/flights/take-flight-step.use-case.js';
import type { Clock } from '../../../core/shared/clock.js';
import { countingIds } from '../../support/ids.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcel } from '../parcels/parcel.mother.js';

const NOW = new Date('2026-12-03T09:00:00.000Z');
const HOUR = 3_600_000;

/** A planned flight to Nairobi with two customers' parcels on it: Amina's two, Baraka's one. */
async function loadedFlight() {
  const store = memoryStore();
  let now = NOW;
  const clock: Clock = { now: () => now };
  const amina = aUser({ firstName: 'Amina', isEmailVerified: true });
  const baraka = aUser({ firstName: 'Baraka', isEmailVerified: true });
  const parcels = [
    aParcel({ number: 'KP1000001', userId: amina.id, accountId: amina.accountId }),
    aParcel({ number: 'KP1000002', userId: amina.id, accountId: amina.accountId }),
    aParcel({ number: 'KP1000003', userId: baraka.id, accountId: baraka.accountId }),
  ];
  await store.run(async ({ users, parcels: repository }) => {
    for (const user of [amina, baraka]) await users.addIfEmailFree(user);
    for (const parcel of parcels) await repository.addIfNew(parcel);
  });
  const created = await new CreateFlightUseCase(store, clock, countingIds(), 'ILG').execute({
    flightNumber: 'ET509',
    mawb: '706-12345675',
    destination: 'NBO',
    etd: new Date(NOW.getTime() + 24 * HOUR),
    eta: new Date(NOW.getTime() + 44 * HOUR),
  });
  if (!created.ok) throw new Error(created.error.message);
  const flight = created.value;
  const load = new LoadShipmentUseCase(store, clock);
  for (const p of parcels) expect((await load.execute(flight.id, p.number)).ok).toBe(true);
  /** The flight notices queued since the last call: each one's event and owner. */
  let seen = 0;
  const notices = () => {
    // Only the flight's notices: a planned flight's departure also asks owners of undeclared contents to declare.
    const all = store.outboxEntries().flatMap((e) => {
      const key = e.compose && readFlightNoticeKey(e.compose.key);
      return key ? [key] : [];
    });
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh.map((k) => `${k.event} ${k.ownerId === amina.id ? 'amina' : 'baraka'}`).sort();
  };
  return {
    store,
    flight,
    notices,
    reschedule: new RescheduleFlightUseCase(store, clock),
    take: new TakeFlightStepUseCase(store, clock),
    wait: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe('a changed ETA', () => {
  it('tells each customer on the flight once from an hour on, again on another move, nobody below an hour', async () => {
    const { flight, notices, reschedule, wait } = await loadedFlight();
    const moved = await reschedule.execute(flight.id, {
      eta: new Date(flight.eta.getTime() + 3 * HOUR),
      reason: 'Late inbound aircraft',
    });
    expect(moved).toMatchObject({ ok: true, value: { eta: new Date(flight.eta.getTime() + 3 * HOUR) } });
    expect(notices()).toEqual(['eta amina', 'eta baraka']);
    wait(60_000);
    await reschedule.execute(flight.id, { eta: new Date(flight.eta.getTime() + 3 * HOUR + 20 * 60_000) });
    expect(notices()).toEqual([]);
    wait(60_000);
    await reschedule.execute(flight.id, { eta: new Date(flight.eta.getTime() + HOUR) });
    expect(notices()).toEqual(['eta amina', 'eta baraka']);
  });

  it('refuses an ETA before the ETD, and a new ETD once the flight has left', async () => {
    const { flight, reschedule, take } = await loadedFlight();
    expect(await reschedule.execute(flight.id, { eta: flight.etd })).toMatchObject({
      ok: false,
      error: { code: 'FLIGHTS.SCHEDULE_ORDER' },
    });
    await take.execute(flight.id, 'depart');
    expect(await reschedule.execute(flight.id, { etd: flight.etd })).toMatchObject({
      ok: false,
      error: { code: 'FLIGHTS.WRONG_STATE' },
    });
  });
});

describe('loading', () => {
  it('refuses a box one of whose parcels is loaded on its own', async () => {
    const { store, flight } = await loadedFlight();
    // Packed after it was loaded on its own (the parcels area does not know of flights).
    await store.run(async ({ parcels }) => {
      await parcels.holdFor(['KP1000001', 'KP1000002'], 'request-1');
      await parcels.packInto(['KP1000001', 'KP1000002'], 'KS2000001');
    });
    await store.run(({ shipments }) =>
      shipments.add({
        number: 'KS2000001',
        userId: 'u',
        accountId: 'KX1',
        destination: 'kenya',
        parcels: ['KP1000001', 'KP1000002'],
        weights: { actualKg: 4, volumetricKg: 1, chargeableKg: 4 },
        dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
        freightCents: 0,
        savingCents: 0,
        chargeCents: 0,
        separateCents: 0,
        packedBy: 'desk',
        packedAt: NOW,
      }),
    );
    const refused = await new LoadShipmentUseCase(store, { now: () => NOW }).execute(flight.id, 'KS2000001');
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'FLIGHTS.NOT_LOADABLE',
        message: expect.stringContaining('KP1000001 of box KS2000001 is loaded on flight ET509') as string,
      },
    });
  });
});

describe("a flight's steps", () => {
  it('move every parcel on it and queue one notice per customer per event; a closed flight takes no more', async () => {
    const { store, flight, notices, take } = await loadedFlight();
    notices();
    expect((await take.execute(flight.id, 'close')).ok).toBe(true);
    expect(notices()).toEqual([]);
    expect(
      await new LoadShipmentUseCase(store, { now: () => NOW }).execute(flight.id, 'KP1000001'),
    ).toMatchObject({
      ok: false,
      error: { code: 'FLIGHTS.CLOSED' },
    });
    for (const [step, status, event] of [
      ['depart', 'departed', 'departed'],
      ['arrive', 'arrived', 'arrived'],
      ['clear', 'ready', 'cleared'],
    ] as const) {
      expect((await take.execute(flight.id, step)).ok).toBe(true);
      for (const number of ['KP1000001', 'KP1000002', 'KP1000003'])
        expect((await store.ports.parcels.findByNumber(number))?.status).toBe(status);
      expect(notices()).toEqual([`${event} amina`, `${event} baraka`]);
    }
    expect(await take.execute(flight.id, 'clear')).toMatchObject({
      ok: false,
      error: { code: 'FLIGHTS.WRONG_STATE' },
    });
  });
});
