import { describe, expect, it } from 'vitest';
import type { SavedDeliveryChoice } from '../../../core/delivery/delivery-choice.js';
import {
  type LabelBoxFacts,
  type LabelFacts,
  type LabelParcelFacts,
  labelsOf,
} from '../../../core/parcels/parcel-labels.js';
import type { ParcelLabelRepository } from '../../../core/parcels/parcels.ports.js';
import { ViewLabelsUseCase } from '../../../core/parcels/view-labels.use-case.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';

const AMINA = 'a0000000-0000-4000-8000-000000000001';
const DENG = 'a0000000-0000-4000-8000-000000000002';
const LEFT = new Date('2026-11-20T10:00:00.000Z');
const [NAIROBI, MOMBASA] = PICKUP_POINTS.kenya;

const aParcel = (number: string, overrides: Partial<LabelParcelFacts> = {}): LabelParcelFacts => ({
  number,
  accountId: 'KX100001',
  userId: AMINA,
  destination: 'kenya',
  actualKg: 2,
  shipmentNumber: null,
  leftAt: undefined,
  ...overrides,
});
const aBox = (number: string, parcels: string[], overrides: Partial<LabelBoxFacts> = {}): LabelBoxFacts => ({
  number,
  accountId: 'KX100001',
  userId: AMINA,
  destination: 'kenya',
  actualKg: 7.5,
  parcels,
  leftAt: undefined,
  ...overrides,
});
const pickup = (point: string, chosenAt: Date, userId = AMINA): SavedDeliveryChoice => ({
  userId,
  chosenAt,
  choice: { method: 'pickup', point },
});
const facts = (overrides: Partial<LabelFacts> = {}): LabelFacts => ({
  parcels: [],
  boxes: [],
  owners: [
    { userId: AMINA, name: 'Amina Yusuf' },
    { userId: DENG, name: 'Deng Garang' },
  ],
  choices: [],
  ...overrides,
});

describe('the label of a parcel or a box', () => {
  it("counts a box's parcels by number (10 after 9), a lone parcel 1 of 1, and a box's own label its parcels", () => {
    const box = aBox('KS2000001', ['KP1000010', 'KP1000009', 'KP1000011']);
    const { labels, unknown } = labelsOf(
      ['KP1000010', 'KP1000009', 'KS2000001', 'KP1000012'],
      facts({
        parcels: [
          aParcel('KP1000009', { shipmentNumber: box.number }),
          aParcel('KP1000010', { shipmentNumber: box.number }),
          aParcel('KP1000012', { actualKg: 0.45 }),
        ],
        boxes: [box],
      }),
      PICKUP_POINTS,
    );
    expect(unknown).toEqual([]);
    expect(labels.map((l) => [l.number, l.kind, l.pieces, l.boxNumber, l.weightKg])).toEqual([
      ['KP1000010', 'parcel', '2 of 3', 'KS2000001', 2],
      ['KP1000009', 'parcel', '1 of 3', 'KS2000001', 2],
      ['KS2000001', 'box', '3 parcels', undefined, 7.5],
      ['KP1000012', 'parcel', '1 of 1', undefined, 0.45],
    ]);
    expect(labels[0]).toMatchObject({
      accountId: 'KX100001',
      consignee: 'Amina Yusuf',
      airport: 'NBO',
      country: 'Kenya',
    });
  });

  it('goes by the delivery choice in force when it left: a later change does not move it', () => {
    const later = new Date(LEFT.getTime() + 86_400_000);
    const { labels } = labelsOf(
      ['KP1000001', 'KP1000002'],
      facts({
        parcels: [aParcel('KP1000001', { leftAt: LEFT }), aParcel('KP1000002')],
        choices: [
          pickup(NAIROBI?.id ?? '', new Date(LEFT.getTime() - 1000)),
          pickup(MOMBASA?.id ?? '', later),
        ],
      }),
      PICKUP_POINTS,
    );
    expect(labels.map((l) => l.place)).toEqual([
      `Pickup: ${NAIROBI?.name ?? ''}`,
      `Pickup: ${MOMBASA?.name ?? ''}`,
    ]);
  });

  it("says a door's town and county, not chosen yet, the Juba office for South Sudan, and unclaimed", () => {
    const door: SavedDeliveryChoice = {
      userId: AMINA,
      chosenAt: LEFT,
      choice: {
        method: 'door',
        county: 'Nairobi',
        town: 'Kilimani',
        street: 'Argwings Kodhek Road',
        landmark: null,
        phone: '+254712345678',
      },
    };
    const parcels = [
      aParcel('KP1000001'),
      aParcel('KP1000002', { userId: DENG, accountId: 'KX100002', destination: 'south-sudan' }),
      aParcel('KP1000003', { userId: null, accountId: null, destination: null }),
    ];
    const before = labelsOf(['KP1000001'], facts({ parcels }), PICKUP_POINTS).labels;
    expect(before.map((l) => l.place)).toEqual(['Delivery not chosen yet']);
    const { labels } = labelsOf(
      ['KP1000001', 'KP1000002', 'KP1000003'],
      facts({ parcels, choices: [door] }),
      PICKUP_POINTS,
    );
    expect(labels.map((l) => [l.place, l.airport, l.consignee, l.accountId])).toEqual([
      ['Door: Kilimani, Nairobi', 'NBO', 'Amina Yusuf', 'KX100001'],
      ['Pickup: Juba office', 'JUB', 'Deng Garang', 'KX100002'],
      ['Unclaimed: assign it to its account', null, 'Unclaimed', null],
    ]);
  });

  it('prints each number once in the order asked, and names those nothing has', async () => {
    const known = facts({ parcels: [aParcel('KP1000001')] });
    expect(
      labelsOf(['KP1000001', 'KP1000001', 'KS2000009', 'KP1999999'], known, PICKUP_POINTS),
    ).toMatchObject({
      labels: [{ number: 'KP1000001' }],
      unknown: ['KS2000009', 'KP1999999'],
    });
    const asked: (readonly string[])[] = [];
    const repository: ParcelLabelRepository = {
      factsOf: (numbers) => {
        asked.push(numbers);
        return Promise.resolve(known);
      },
    };
    const printed: string[][] = [];
    const views = new ViewLabelsUseCase(
      repository,
      {
        print: (labels, format) => {
          printed.push(labels.map((l) => `${l.number} ${format}`));
          return Promise.resolve({ mediaType: 'text/plain', bytes: new Uint8Array() });
        },
      },
      PICKUP_POINTS,
    );
    expect(await views.execute(['KP1000001'], 'zpl')).toMatchObject({ ok: true });
    const refused = await views.execute(['KP1000001', 'KS2000009', 'KP1999999'], 'pdf');
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.LABEL_NOT_FOUND', message: expect.stringContaining('KS2000009, KP1999999') },
    });
    // One read for all the numbers; nothing printed when one is unknown.
    expect(asked).toHaveLength(2);
    expect(printed).toEqual([['KP1000001 zpl']]);
  });
});
