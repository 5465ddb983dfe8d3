import { describe, expect, it } from 'vitest';
import { CreateFlightUseCase } from '../../../core/flights/create-flight.use-case.js';
import { viewFlight } from '../../../core/flights/flight-view.js';
import { LoadShipmentUseCase } from '../../../core/flights/load-shipment.use-case.js';
import { TakeFlightStepUseCase } from '../../../core/flights/take-flight-step.use-case.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import { PackShipmentUseCase } from '../../../core/parcels/pack-shipment.use-case.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import { RequestShipmentUseCase } from '../../../core/parcels/request-shipment.use-case.js';
import { readyCode } from '../../../core/parcels/collection-notice.js';
import { isClaimed } from '../../../core/parcels/parcel.js';
import { RecordScanUseCase } from '../../../core/scans/record-scan.use-case.js';
import type { ScanInput } from '../../../core/scans/scans.schema.js';
import type { Clock } from '../../../core/shared/clock.js';
import { countingIds } from '../../support/ids.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcel, aTrackingNumber } from '../parcels/parcel.mother.js';

const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
/** 12:00 in Nairobi on 3 December. */
const NOON = new Date('2026-12-03T09:00:00.000Z');
const HOUR = 3_600_000;
const STAFF = 'loader@kango.test';
const MEASURES = { weightKg: 4, lengthCm: 40, widthCm: 30, heightCm: 20 };

/** A warehouse with Amina's three parcels at it, a planned flight to Nairobi, and the scanner. */
async function warehouse() {
  const store = memoryStore();
  let now = NOON;
  const clock: Clock = { now: () => now };
  const ids = countingIds();
  const amina = aUser({ firstName: 'Amina', isEmailVerified: true });
  const parcels = ['KP1000001', 'KP1000002', 'KP1000003'].map((number) => aParcel({ number, owner: amina }));
  await store.run(async ({ users, parcels: repository }) => {
    await users.addIfEmailFree(amina);
    for (const parcel of parcels) await repository.addIfNew(parcel);
  });
  const create = new CreateFlightUseCase(store, clock, ids, 'ILG');
  const plan = async (flightNumber: string, mawb: string) => {
    const created = await create.execute({
      flightNumber,
      mawb,
      destination: 'NBO',
      etd: new Date(NOON.getTime() + 24 * HOUR),
      eta: new Date(NOON.getTime() + 44 * HOUR),
    });
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  };
  const flight = await plan('ET509', '706-12345675');
  const takeFlightStep = new TakeFlightStepUseCase(store, clock);
  const scanner = new RecordScanUseCase(
    store,
    clock,
    ids,
    {
      receive: new ReceiveParcelUseCase(store, clock, ids, MAIL),
      pack: new PackShipmentUseCase(store, clock, ids, MAIL),
      load: new LoadShipmentUseCase(store, clock),
      takeFlightStep,
      move: new MoveParcelUseCase(store, clock),
    },
    'ILG',
  );
  const actor = { staffUserId: 'staff-1', staffEmail: STAFF, address: '192.0.2.1' };
  const scan = (input: ScanInput) => scanner.execute(input, STAFF, actor);
  const statusOf = async (number: string) => (await store.ports.parcels.findByNumber(number))?.status;
  return {
    store,
    amina,
    flight,
    plan,
    scan,
    statusOf,
    takeFlightStep,
    request: new RequestShipmentUseCase(store, clock, ids),
    scansOf: (reference: string) => store.ports.scans.ofReference(reference),
    view: async () => {
      const found = await store.ports.flights.find(flight.id);
      if (!found) throw new Error('no flight');
      return viewFlight(
        {
          flights: store.ports.flights,
          users: store.ports.users,
          arrivals: store.ports.arrivalScans,
        },
        found,
        now,
      );
    },
    at: (instant: Date) => {
      now = instant;
    },
  };
}

describe('a scan at receiving', () => {
  it('receives the parcel for the label’s account and records who, where, when and what happened', async () => {
    const { scan, amina, scansOf } = await warehouse();
    const tracking = aTrackingNumber();
    const scanned = await scan({
      reference: tracking,
      step: 'received',
      carrier: 'UPS',
      accountId: amina.accountId,
      ...MEASURES,
    });
    expect(scanned).toMatchObject({
      ok: true,
      value: {
        step: 'received',
        staff: STAFF,
        place: 'Warehouse ILG',
        at: NOON,
        flightId: null,
        outcome: 'done',
      },
    });
    if (!scanned.ok) return;
    expect(scanned.value.message).toMatch(new RegExp(`^Received KP\\d+ for ${amina.accountId}`));
    expect(await scansOf(tracking)).toEqual([scanned.value]);
  });

  it('refuses a tracking number received already, receives nothing more, and records the refusal', async () => {
    const { scan, store, scansOf } = await warehouse();
    const tracking = aTrackingNumber();
    await scan({ reference: tracking, step: 'received', carrier: 'UPS', ...MEASURES });
    const before = await store.ports.parcels.find(tracking);
    const again = await scan({ reference: tracking, step: 'received', carrier: 'UPS', ...MEASURES });
    expect(again).toMatchObject({
      ok: false,
      error: {
        code: 'SCANS.REFUSED',
        message: `${tracking} was received already as ${before?.number ?? ''}: scan the next parcel.`,
      },
    });
    expect((await scansOf(tracking)).map((e) => e.outcome)).toEqual(['done', 'refused']);
  });
});

describe('a scan at packing', () => {
  it('packs the parcel’s request into one box; a parcel nobody asked to pack, and one packed, are refused', async () => {
    const { scan, request, amina, statusOf, store } = await warehouse();
    expect((await request.execute(amina.id, ['KP1000001', 'KP1000002'])).ok).toBe(true);
    const packed = await scan({ reference: 'KP1000001', step: 'packed', ...MEASURES });
    expect(packed).toMatchObject({ ok: true, value: { outcome: 'done', place: 'Warehouse ILG' } });
    const box = (await store.ports.parcels.findByNumber('KP1000002'))?.shipmentNumber;
    expect(box).toMatch(/^KS\d+$/);
    expect(await scan({ reference: 'KP1000002', step: 'packed', ...MEASURES })).toMatchObject({
      ok: false,
      error: { code: 'SCANS.REFUSED', message: `KP1000002 is packed already, in box ${box ?? ''}.` },
    });
    expect(await scan({ reference: 'KP1000003', step: 'packed', ...MEASURES })).toMatchObject({
      ok: false,
      error: { code: 'SCANS.REFUSED' },
    });
    expect((await store.ports.parcels.findByNumber('KP1000003'))?.shipmentNumber).toBeNull();
    expect(await statusOf('KP1000003')).toBe('received');
  });
});

describe('a scan at loading', () => {
  it('loads the shipment on the flight chosen', async () => {
    const { scan, flight, store } = await warehouse();
    expect(await scan({ reference: 'KP1000003', step: 'loaded', flightId: flight.id })).toMatchObject({
      ok: true,
      value: { outcome: 'done', flightId: flight.id, message: 'Loaded KP1000003 on flight ET509.' },
    });
    expect(await store.ports.flights.flightOf('KP1000003')).toBe(flight.id);
  });

  it('refuses a held parcel, one of another flight and an unknown number, and loads nothing', async () => {
    const { scan, flight, plan, request, amina, store } = await warehouse();
    await request.execute(amina.id, ['KP1000001', 'KP1000002']);
    expect(await scan({ reference: 'KP1000001', step: 'loaded', flightId: flight.id })).toMatchObject({
      ok: false,
      error: { code: 'SCANS.REFUSED', message: expect.stringContaining('pack them into one box') as unknown },
    });
    const other = await plan('KQ003', '706-12345686');
    await scan({ reference: 'KP1000003', step: 'loaded', flightId: other.id });
    expect(await scan({ reference: 'KP1000003', step: 'loaded', flightId: flight.id })).toMatchObject({
      ok: false,
      error: {
        code: 'SCANS.REFUSED',
        message: 'KP1000003 is already loaded on flight KQ003: unload it there first.',
      },
    });
    expect(await scan({ reference: 'KP9999999', step: 'loaded', flightId: flight.id })).toMatchObject({
      ok: false,
      error: { code: 'SCANS.NOT_FOUND' },
    });
    expect(await store.ports.flights.cargo(flight.id)).toEqual([]);
  });

  it('refuses a flight id that names no flight, and records the scan with no flight', async () => {
    const { scan, scansOf } = await warehouse();
    const flightId = '00000000-0000-4000-8000-000000000999';
    expect(await scan({ reference: 'KP1000003', step: 'loaded', flightId })).toMatchObject({
      ok: false,
      error: { code: 'SCANS.NOT_FOUND', message: 'No flight has this id: choose the flight again.' },
    });
    expect(await scansOf('KP1000003')).toMatchObject([{ outcome: 'refused', flightId: null }]);
  });
});

/** A flight that left with KP1000001 and KP1000002 on board; KP1000003 stayed at the warehouse. */
async function departed() {
  const w = await warehouse();
  for (const reference of ['KP1000001', 'KP1000002'])
    await w.scan({ reference, step: 'loaded', flightId: w.flight.id });
  expect(await w.scan({ reference: 'KP1000001', step: 'arrived', flightId: w.flight.id })).toMatchObject({
    ok: false,
    error: {
      code: 'SCANS.REFUSED',
      message: 'Flight ET509 has not departed: mark it departed before scanning its arrival.',
    },
  });
  await w.takeFlightStep.execute(w.flight.id, 'depart');
  return w;
}

describe('a scan on arrival', () => {
  it('lands the flight at the first shipment scanned off it, and records the Nairobi office', async () => {
    const { scan, flight, statusOf } = await departed();
    expect(await scan({ reference: 'KP1000001', step: 'arrived', flightId: flight.id })).toMatchObject({
      ok: true,
      value: { outcome: 'done', place: 'Nairobi office (NBO)' },
    });
    expect(await statusOf('KP1000001')).toBe('arrived');
    expect(await statusOf('KP1000002')).toBe('arrived');
  });

  it('flags a shipment not on the manifest and moves nothing; lists it on the flight', async () => {
    const { scan, flight, statusOf, store, view } = await departed();
    expect(await scan({ reference: 'KP1000003', step: 'arrived', flightId: flight.id })).toMatchObject({
      ok: true,
      value: {
        outcome: 'flagged',
        message: 'KP1000003 is not on flight ET509’s manifest: set it aside and tell the supervisor.',
      },
    });
    expect(await statusOf('KP1000003')).toBe('received');
    expect(await store.ports.flights.flightOf('KP1000003')).toBeUndefined();
    expect((await store.ports.flights.find(flight.id))?.state).toBe('departed');
    expect((await view()).flagged).toEqual(['KP1000003']);
  });

  it('lists a manifest shipment not scanned as missing once the arrival day is over in Nairobi, not before', async () => {
    const { scan, flight, view, at } = await departed();
    // Landed at 21:00 in Nairobi on 4 December.
    at(new Date('2026-12-04T18:00:00.000Z'));
    await scan({ reference: 'KP1000001', step: 'arrived', flightId: flight.id });
    at(new Date('2026-12-04T20:59:00.000Z'));
    expect((await view()).missing).toEqual([]);
    at(new Date('2026-12-04T21:00:00.000Z'));
    expect((await view()).missing).toEqual(['KP1000002']);
    await scan({ reference: 'KP1000002', step: 'arrived', flightId: flight.id });
    expect((await view()).missing).toEqual([]);
  });
});

describe('a scan at handover', () => {
  /** KP1000001 cleared and ready; its collection code. */
  async function ready() {
    const w = await departed();
    await w.scan({ reference: 'KP1000001', step: 'arrived', flightId: w.flight.id });
    await w.takeFlightStep.execute(w.flight.id, 'clear');
    const parcel = await w.store.ports.parcels.findByNumber('KP1000001');
    if (!parcel || !isClaimed(parcel)) throw new Error('KP1000001 is not claimed');
    // The code its owner is shown (a flight's clearance moves it set-wise; the first showing issues it).
    const { code } = await w.store.run(({ collectionCodes }) => readyCode(collectionCodes, parcel));
    return { ...w, code };
  }

  it('hands the parcel over with its collection code, once, keeping who collected: a second scan is refused', async () => {
    const { scan, code, statusOf, store } = await ready();
    const collector = { collectedBy: 'Jane Achieng', idLast4: '0042' };
    expect(await scan({ reference: 'KP1000001', step: 'handed-over', code, ...collector })).toMatchObject({
      ok: true,
      value: {
        outcome: 'done',
        place: 'Nairobi office',
        message: 'Handed over KP1000001 to Jane Achieng. Thank them.',
      },
    });
    expect(await statusOf('KP1000001')).toBe('delivered');
    const kept = await store.ports.parcelHandovers.findEach(['KP1000001']);
    expect(kept.get('KP1000001')).toMatchObject({ ...collector, signed: false, withCode: true, by: STAFF });
    expect(await scan({ reference: 'KP1000001', step: 'handed-over', code })).toMatchObject({
      ok: false,
      error: {
        code: 'SCANS.REFUSED',
        message: expect.stringContaining('was handed over already') as unknown,
      },
    });
  });

  it('refuses a wrong code and a parcel not ready, and hands nothing over', async () => {
    const { scan, code, statusOf } = await ready();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await scan({ reference: 'KP1000001', step: 'handed-over', code: wrong })).toMatchObject({
      ok: false,
      error: { code: 'SCANS.REFUSED' },
    });
    expect(await statusOf('KP1000001')).toBe('ready');
    expect(await scan({ reference: 'KP1000003', step: 'handed-over', code })).toMatchObject({
      ok: false,
      error: {
        code: 'SCANS.REFUSED',
        message:
          'KP1000003 is not ready for handover (received at our delaware warehouse): hand it over once it is cleared.',
      },
    });
    expect(await statusOf('KP1000003')).toBe('received');
  });

  it('refuses an unknown number at once and records it', async () => {
    const { scan, scansOf } = await ready();
    expect(await scan({ reference: 'KP7777777', step: 'handed-over', code: '123456' })).toMatchObject({
      ok: false,
      error: {
        code: 'SCANS.NOT_FOUND',
        message: 'No box or parcel has the number KP7777777: check the label and scan again.',
      },
    });
    expect((await scansOf('KP7777777')).map((e) => e.outcome)).toEqual(['refused']);
  });
});
