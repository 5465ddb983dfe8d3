import { describe, expect, it } from 'vitest';
import { KRA_PIN, isKraPin, normaliseKraPin } from '../../../core/accounts/kra-pin.js';
import { profileSchema } from '../../../core/accounts/account.schema.js';
import type { FlightShipment } from '../../../core/flights/flight.js';
import { goodsText, manifestOf, undeclaredOf } from '../../../core/flights/manifest.js';
import type { ParcelContents } from '../../../core/parcels/parcel-contents.js';
import { PLACEHOLDER_PICKUP_POINTS, type PickupPoints } from '../../../core/shared/pickup-points.js';
import { aUser } from '../accounts/user.mother.js';
import { aFlight } from './flight.mother.js';

const FLIGHT = aFlight();

const POINTS: PickupPoints = {
  kenya: PLACEHOLDER_PICKUP_POINTS,
  juba: {
    id: 'juba',
    name: 'Juba office',
    address: 'Hai Cinema, Juba',
    hours: 'Mon–Fri',
    phone: '+211912000000',
  },
};
const CONSOLIDATOR = { name: 'Kango Express Ltd', kraPin: 'P051234567X' };
const AT = new Date('2026-12-05T10:00:00Z');

const shipment = (
  over: Partial<FlightShipment> & Pick<FlightShipment, 'reference' | 'ownerId'>,
): FlightShipment => ({
  kind: 'parcel',
  parcels: [over.reference],
  actualKg: 10,
  chargeableKg: 12,
  declaredValueCents: 0,
  undeclared: [],
  loadedAt: AT,
  ...over,
});

const contents = (parcelNumber: string, items: ParcelContents['items'], insured = false): ParcelContents => ({
  parcelNumber,
  items,
  declaredAt: AT,
  insuranceCents: insured ? 300 : null,
});

describe('the clearing agent’s manifest', () => {
  const wanjiru = aUser({ firstName: 'Wanjiru', lastName: 'Kamau', kraPin: 'A123456789B' });
  const baraka = aUser({ firstName: 'Baraka', lastName: 'Otieno', kraPin: null });
  const cargo = [
    shipment({
      reference: 'KS1000001',
      kind: 'box',
      ownerId: wanjiru.id,
      parcels: ['KP1000001', 'KP1000002'],
      actualKg: 25.5,
      chargeableKg: 30,
      declaredValueCents: 15_000,
    }),
    shipment({ reference: 'KP1000003', ownerId: baraka.id, undeclared: ['KP1000003'] }),
  ];
  const manifest = manifestOf({
    flight: FLIGHT,
    cargo,
    owners: new Map([wanjiru, baraka].map((u) => [u.id, u])),
    choices: new Map([
      [
        wanjiru.id,
        {
          method: 'door',
          county: 'Nairobi',
          town: 'Kilimani',
          street: 'Plot 12, Ngong Road',
          landmark: null,
          phone: '+254712345678',
        },
      ],
    ]),
    contents: new Map([
      [
        'KP1000001',
        contents(
          'KP1000001',
          [
            { description: 'Jeans', category: 'clothing', quantity: 2, unitValueCents: 2_500 },
            { description: 'Shirt', category: 'clothing', quantity: 1, unitValueCents: 2_000 },
          ],
          true,
        ),
      ],
      [
        'KP1000002',
        contents(
          'KP1000002',
          [{ description: 'Boots', category: 'shoes', quantity: 1, unitValueCents: 8_000 }],
          true,
        ),
      ],
    ]),
    points: POINTS,
    consolidator: CONSOLIDATOR,
  });

  it('has one line per house waybill with its consignee, place, KRA PIN, weights, goods and value', () => {
    const [box, lone] = manifest.lines;
    expect(box).toMatchObject({
      hawb: 'KS1000001',
      parcels: ['KP1000001', 'KP1000002'],
      consignee: 'Wanjiru Kamau',
      phone: '+254712345678',
      deliverTo: 'Door: Plot 12, Ngong Road, Kilimani, Nairobi County',
      kraPin: 'A123456789B',
      pieces: 1,
      actualKg: 25.5,
      chargeableKg: 30,
      goods: [
        { category: 'Clothing & textiles', quantity: 3 },
        { category: 'Shoes', quantity: 1 },
      ],
      undeclared: [],
      declaredValueCents: 15_000,
      insured: true,
    });
    expect(goodsText(box ?? { goods: [], undeclared: [] })).toBe('Clothing & textiles × 3; Shoes × 1');
    expect(lone).toMatchObject({
      hawb: 'KP1000003',
      kraPin: null,
      deliverTo: 'Not chosen yet',
      insured: false,
    });
  });

  it('marks a shipment whose contents are undeclared, and counts it in the totals', () => {
    const [, lone] = manifest.lines;
    expect(lone?.undeclared).toEqual(['KP1000003']);
    expect(goodsText(lone ?? { goods: [], undeclared: [] })).toBe('UNDECLARED (KP1000003)');
    expect(manifest.totals).toEqual({
      shipments: 2,
      parcels: 3,
      pieces: 2,
      actualKg: 35.5,
      chargeableKg: 42,
      declaredValueCents: 15_000,
      undeclared: 1,
    });
    expect(undeclaredOf(cargo).map((s) => s.reference)).toEqual(['KP1000003']);
    expect(manifest.consolidator).toEqual(CONSOLIDATOR);
  });

  it('sends a South Sudan line to the Juba office, without a Kenyan PIN', () => {
    const deng = aUser({
      firstName: 'Deng',
      lastName: 'Garang',
      destination: 'south-sudan',
      kraPin: 'A123456789B',
    });
    const juba = manifestOf({
      flight: { ...FLIGHT, destination: 'JUB' },
      cargo: [shipment({ reference: 'KP2000001', ownerId: deng.id })],
      owners: new Map([[deng.id, deng]]),
      choices: new Map(),
      contents: new Map(),
      points: POINTS,
      consolidator: { name: 'Kango Express Ltd', kraPin: null },
    });
    expect(juba.lines[0]).toMatchObject({
      consignee: 'Deng Garang',
      deliverTo: 'Pickup: Juba office, Hai Cinema, Juba',
      kraPin: null,
    });
  });
});

describe('a KRA PIN', () => {
  it('is a letter, nine digits and a letter, upper-cased without spaces', () => {
    expect(KRA_PIN.test('A123456789B')).toBe(true);
    expect(isKraPin('a123 456 789b')).toBe(true);
    expect(normaliseKraPin(' p051234567x ')).toBe('P051234567X');
    for (const wrong of ['A12345678B', 'A1234567890B', '1123456789B', 'A123456789', 'AB23456789C'])
      expect(isKraPin(wrong)).toBe(false);
  });

  it('is optional on the profile: kept when left out, removed when empty, refused in words when malformed', () => {
    const base = { firstName: 'Amina', lastName: 'Yusuf', phoneNumber: '+254712345678' };
    expect(profileSchema.parse(base).kraPin).toBeUndefined();
    expect(profileSchema.parse({ ...base, kraPin: 'a123456789b' }).kraPin).toBe('A123456789B');
    expect(profileSchema.parse({ ...base, kraPin: '' }).kraPin).toBeNull();
    expect(profileSchema.parse({ ...base, kraPin: null }).kraPin).toBeNull();
    const wrong = profileSchema.safeParse({ ...base, kraPin: 'A12345B' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['kraPin', expect.stringContaining('a letter, nine digits and a letter')],
    ]);
  });
});
