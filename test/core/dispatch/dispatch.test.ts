import { describe, expect, it } from 'vitest';
import { assignSchema, riderSchema } from '../../../core/dispatch/dispatch.schema.js';
import type { DoorAddress } from '../../../core/delivery/delivery-choice.js';
import {
  type DispatchStop,
  type ReadyShipment,
  dispatchPlace,
  groupStops,
  nearestPoint,
  nextDay,
  runOrder,
} from '../../../core/dispatch/dispatch.js';
import {
  deliveryFailedMail,
  movedToPointMail,
  riderAssignedMail,
} from '../../../core/dispatch/dispatch-notices.js';
import { PLACEHOLDER_PICKUP_POINTS, type PickupPoints } from '../../../core/shared/pickup-points.js';

const POINTS: PickupPoints = {
  kenya: PLACEHOLDER_PICKUP_POINTS,
  juba: { id: 'juba', name: 'Juba office', address: 'Juba', hours: 'Mon–Fri', phone: '+211912345678' },
};
const DOOR: DoorAddress = {
  county: 'Mombasa',
  town: 'Nyali',
  street: 'Links Road 4',
  landmark: 'opposite the mall',
  phone: '+254712345678',
};
const CTX = {
  brandName: 'Kango Express',
  supportEmail: 'help@example.com',
  siteUrl: 'https://kango.example',
};

const ready = (over: Partial<ReadyShipment> = {}): ReadyShipment => ({
  reference: 'KP1000001',
  userId: 'u1',
  accountId: 'KX1001',
  ownerName: 'Amina Wanjiru',
  email: 'amina@example.com',
  destination: 'kenya',
  parcels: ['KP1000001'],
  shipmentNumber: null,
  readyAt: new Date('2026-12-01T08:00:00Z'),
  choice: { method: 'door', ...DOOR },
  riderId: null,
  failures: 0,
  ...over,
});
const stop = (reference: string, place: DispatchStop['place'], readyAt: string): DispatchStop => ({
  reference,
  userId: 'u1',
  accountId: 'KX1001',
  ownerName: 'Amina Wanjiru',
  email: 'amina@example.com',
  parcels: [reference],
  pieces: 1,
  readyAt: new Date(readyAt),
  place,
  dueCents: 0,
  riderId: null,
  failures: 0,
});
const [NAIROBI, MOMBASA] = PLACEHOLDER_PICKUP_POINTS;
const door = (county: DoorAddress['county'], town: string): DispatchStop['place'] => ({
  method: 'door',
  address: { ...DOOR, county, town },
});

describe('the dispatch list', () => {
  it('counts each point’s waiting shipments and finds its oldest wait; doors go by county then town', () => {
    if (!NAIROBI || !MOMBASA) throw new Error('no points');
    const list = groupStops('2026-12-04', [
      stop('KP3', { method: 'pickup', point: NAIROBI }, '2026-12-03T08:00:00Z'),
      stop('KP1', { method: 'pickup', point: NAIROBI }, '2026-12-01T08:00:00Z'),
      stop('KP2', { method: 'pickup', point: MOMBASA }, '2026-12-02T08:00:00Z'),
      stop('KP4', door('Nairobi', 'Westlands'), '2026-12-02T08:00:00Z'),
      stop('KP5', door('Kisumu', 'Milimani'), '2026-12-02T08:00:00Z'),
      stop('KP6', door('Nairobi', 'Kilimani'), '2026-12-02T08:00:00Z'),
      stop('KP7', { method: 'unchosen' }, '2026-12-02T08:00:00Z'),
    ]);
    expect(list.points.map((g) => [g.point.id, g.waiting, g.oldestReadyAt.toISOString()])).toEqual([
      ['mombasa', 1, '2026-12-02T08:00:00.000Z'],
      ['nairobi', 2, '2026-12-01T08:00:00.000Z'],
    ]);
    expect(list.counties.map((c) => [c.county, c.towns.map((t) => t.town)])).toEqual([
      ['Kisumu', ['Milimani']],
      ['Nairobi', ['Kilimani', 'Westlands']],
    ]);
    expect(list.unchosen.map((s) => s.reference)).toEqual(['KP7']);
  });

  it('orders a run sheet by county, then town, then reference', () => {
    const stops = [
      { reference: 'KS2', address: { ...DOOR, county: 'Nairobi' as const, town: 'Westlands' } },
      { reference: 'KS9', address: { ...DOOR, county: 'Kiambu' as const, town: 'Thika' } },
      { reference: 'KS1', address: { ...DOOR, county: 'Nairobi' as const, town: 'Westlands' } },
      { reference: 'KS5', address: { ...DOOR, county: 'Nairobi' as const, town: 'Kilimani' } },
    ];
    expect(runOrder(stops).map((s) => s.reference)).toEqual(['KS9', 'KS5', 'KS1', 'KS2']);
  });
});

describe('failed door deliveries', () => {
  it('keep the door for the first two failures; the third sends it to the point nearest its county', () => {
    expect(dispatchPlace(ready({ failures: 0 }), POINTS).method).toBe('door');
    expect(dispatchPlace(ready({ failures: 2 }), POINTS).method).toBe('door');
    expect(dispatchPlace(ready({ failures: 3 }), POINTS)).toEqual({ method: 'pickup', point: MOMBASA });
  });

  it('finds the nearest point by county, or the first point where that city has none', () => {
    expect(nearestPoint('Uasin Gishu', POINTS).id).toBe('eldoret');
    expect(nearestPoint('Siaya', POINTS).id).toBe('kisumu');
    expect(nearestPoint('Kiambu', POINTS).id).toBe('nairobi');
    const only = { ...POINTS, kenya: [{ id: 'thika', name: 'Thika', address: 'Thika', hours: 'Mon–Fri' }] };
    expect(nearestPoint('Kwale', only).id).toBe('thika');
  });

  it('come back on the next day, across a month’s end', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('the customer’s notices', () => {
  const to = {
    email: 'amina@example.com',
    ownerName: 'Amina Wanjiru',
    reference: 'KS2000001',
    dueCents: 1250,
  };

  it('name the rider, the rider’s phone and the day', () => {
    const mail = riderAssignedMail(
      CTX,
      to,
      { name: 'Otieno Ouma', phone: '+254722000111' },
      '2026-12-07',
      DOOR,
    );
    expect(mail.subject).toBe('KS2000001 comes to your door on Monday 7 December 2026 | Kango Express');
    expect(mail.text).toContain(
      'Our rider Otieno Ouma brings KS2000001 to your door on Monday 7 December 2026.',
    );
    expect(mail.text).toContain("Rider's phone: +254722000111");
    expect(mail.text).toContain('$12.50 is still owed');
  });

  it('say why it failed, when the next try is, and link to the delivery choice', () => {
    const mail = deliveryFailedMail(
      CTX,
      to,
      { reason: 'wrong-address', day: '2026-12-07', nextDay: '2026-12-08', attempt: 1 },
      DOOR,
    );
    expect(mail.text).toContain(
      'Our rider could not deliver KS2000001 on Monday 7 December 2026: the address was wrong. We will try again from Tuesday 8 December 2026 (attempt 2 of 3).',
    );
    expect(mail.text).toContain('https://kango.example/dashboard#delivery');
  });

  it('say the third failure moved it to the point, with its address and hours', () => {
    if (!MOMBASA) throw new Error('no point');
    const mail = movedToPointMail(CTX, to, { reason: 'no-one-home', day: '2026-12-09' }, MOMBASA);
    expect(mail.subject).toBe('KS2000001 waits for you at Mombasa | Kango Express');
    expect(mail.text).toContain(
      'That was the third try, so we have moved it to the pickup point nearest you.',
    );
    expect(mail.text).toContain(`Pickup point: Mombasa: ${MOMBASA.address}`);
  });
});

describe('the dispatch desk’s input', () => {
  it('refuses a rider id that is no UUID and a rider name with a control character, each on its field', () => {
    const assign = assignSchema.safeParse({
      riderId: '4dd-f007b282---fe0---b-e2-f-2f---5cb',
      day: '2026-12-04',
      references: ['KS3'],
    });
    expect(assign.success ? [] : assign.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'riderId',
    ]);
    const rider = riderSchema.safeParse({ name: '\u0000', phone: '+254590995231' });
    expect(rider.success ? [] : rider.error.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
    expect(
      assignSchema.safeParse({
        riderId: '3f2b8c1e-9d4a-4e7b-8c1f-2a3b4c5d6e7f',
        day: '2026-12-04',
        references: ['KS3'],
      }).success,
    ).toBe(true);
  });
});
