import { describe, expect, it } from 'vitest';
import { ChooseDeliveryUseCase } from '../../../core/delivery/choose-delivery.use-case.js';
import { choiceAt, handoverWord, placeOf, pointsOnOffer } from '../../../core/delivery/delivery-choice.js';
import { deliveryChoiceSchema } from '../../../core/delivery/delivery.schema.js';
import { KENYA_COUNTIES } from '../../../core/delivery/kenya-counties.js';
import type { Clock } from '../../../core/shared/clock.js';
import type { PickupPoints } from '../../../core/shared/pickup-points.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';
import type { User } from '../../../core/accounts/user.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcel } from '../parcels/parcel.mother.js';
import { aDoor } from './delivery-choice.mother.js';

const NOW = new Date('2026-11-27T09:00:00.000Z');
const POINTS: PickupPoints = PICKUP_POINTS;

async function accountIn(destination: User['destination']) {
  const store = memoryStore();
  const owner = aUser({ destination, isEmailVerified: true });
  await store.run(({ users }) => users.addIfEmailFree(owner));
  let now = NOW;
  const clock: Clock = { now: () => now };
  const at = (ms: number) => new Date(NOW.getTime() + ms);
  return {
    store,
    owner,
    choose: new ChooseDeliveryUseCase(store, clock, POINTS),
    /** Moves the clock `ms` past NOW. */
    wait: (ms: number) => {
      now = at(ms);
    },
    at,
    inForceAt: (moments: (Date | undefined)[]) => store.ports.deliveryChoices.inForceAt(owner.id, moments),
  };
}

describe('choosing where parcels go', () => {
  it('saves a Kenya door with its address, then a pickup point in its place while no parcel has left', async () => {
    const { owner, choose, inForceAt } = await accountIn('kenya');
    const { county, town, street, phone } = aDoor();
    const noLandmark = { method: 'door', county, town, street, phone } as const;
    const door = { ...noLandmark, landmark: null };
    expect(await choose.execute(owner.id, noLandmark)).toEqual({ ok: true, value: door });
    expect(await inForceAt([undefined])).toEqual([door]);
    expect(await choose.execute(owner.id, { method: 'pickup', point: 'mombasa' })).toEqual({
      ok: true,
      value: { method: 'pickup', point: 'mombasa' },
    });
    expect(await inForceAt([NOW, undefined])).toEqual([
      { method: 'pickup', point: 'mombasa' },
      { method: 'pickup', point: 'mombasa' },
    ]);
  });

  it('keeps the choice a parcel left with, and replaces only those made since', async () => {
    const { store, owner, choose, wait, at, inForceAt } = await accountIn('kenya');
    const parcel = aParcel({ owner });
    await store.run(({ parcels }) => parcels.addIfNew(parcel));
    await choose.execute(owner.id, aDoor());
    await store.run(({ parcels }) => parcels.moveTo(parcel.number, { status: 'departed', at: at(1000) }));
    for (const [ms, point] of [
      [2000, 'nairobi'],
      [3000, 'kisumu'],
      [4000, 'eldoret'],
    ] as const) {
      wait(ms);
      await choose.execute(owner.id, { method: 'pickup', point });
    }
    expect(await inForceAt([at(1000), at(2500), undefined])).toEqual([
      aDoor(),
      aDoor(),
      { method: 'pickup', point: 'eldoret' },
    ]);
  });

  it('refuses a door or a Kenyan point to a South Sudan account, naming the field; Juba is taken', async () => {
    const { store, owner, choose } = await accountIn('south-sudan');
    const door = await choose.execute(owner.id, { ...aDoor(), landmark: 'Konyo Konyo market' });
    expect(door).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'DELIVERY.NOT_OFFERED', field: 'method' }) as unknown,
    });
    const nairobi = await choose.execute(owner.id, { method: 'pickup', point: 'nairobi' });
    expect(nairobi.ok || nairobi.error).toEqual(
      expect.objectContaining({
        field: 'point',
        message: expect.stringContaining('Juba office (juba)') as unknown,
      }),
    );
    expect(await store.ports.deliveryChoices.inForceAt(owner.id, [undefined])).toEqual([undefined]);
    expect((await choose.execute(owner.id, { method: 'pickup', point: 'juba' })).ok).toBe(true);
  });

  it('refuses a point that is not configured, and the Juba office to a Kenya account', async () => {
    const { owner, choose } = await accountIn('kenya');
    for (const point of ['nakuru', 'juba']) {
      const refused = await choose.execute(owner.id, { method: 'pickup', point });
      expect(refused.ok ? undefined : refused.error.code).toBe('DELIVERY.NOT_OFFERED');
    }
  });
});

describe('the choice a parcel goes by', () => {
  const early = { userId: 'u', choice: aDoor(), chosenAt: new Date('2026-11-01T00:00:00Z') };
  const late = {
    userId: 'u',
    choice: { method: 'pickup', point: 'kisumu' } as const,
    chosenAt: new Date('2026-11-20T00:00:00Z'),
  };

  it('is the one in force when it left: a later change does not move it; before it leaves, the latest', () => {
    expect(choiceAt([early, late], new Date('2026-11-10T00:00:00Z'))).toEqual(early.choice);
    expect(choiceAt([early, late], new Date('2026-11-20T00:00:00Z'))).toEqual(late.choice);
    expect(choiceAt([early, late], undefined)).toEqual(late.choice);
    // A parcel that left before any choice goes where the first choice made says.
    expect(choiceAt([early, late], new Date('2026-10-01T00:00:00Z'))).toEqual(early.choice);
    expect(choiceAt([], undefined)).toBeUndefined();
  });

  it('reads Collected at a point and Delivered at a door; South Sudan is always the Juba office', () => {
    const kisumu = placeOf('kenya', late.choice, POINTS);
    expect(kisumu).toEqual({ method: 'pickup', point: POINTS.kenya[2] });
    expect(handoverWord(kisumu)).toBe('Collected');
    expect(handoverWord(placeOf('kenya', early.choice, POINTS))).toBe('Delivered');
    expect(placeOf('kenya', undefined, POINTS)).toEqual({ method: 'unchosen' });
    expect(placeOf('south-sudan', early.choice, POINTS)).toEqual({ method: 'pickup', point: POINTS.juba });
    expect(pointsOnOffer('south-sudan', POINTS)).toEqual([POINTS.juba]);
  });
});

describe('the delivery choice schema', () => {
  it('has Kenya’s 47 counties', () => {
    expect(new Set(KENYA_COUNTIES).size).toBe(47);
  });

  it('keeps a phone as +254…, and names each field it refuses', () => {
    const parsed = deliveryChoiceSchema.safeParse({ ...aDoor(), phone: '0712 345-678', landmark: ' ' });
    expect(parsed.success && parsed.data).toEqual({ ...aDoor(), phone: '+254712345678', landmark: '' });
    const refused = deliveryChoiceSchema.safeParse({
      method: 'door',
      county: 'Atlantis',
      town: '',
      street: 'x',
      phone: '12',
    });
    expect(refused.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['county', 'phone', 'town']);
    expect(deliveryChoiceSchema.safeParse({ method: 'drone' }).error?.issues[0]?.message).toBe(
      'Choose door delivery or a pickup point',
    );
  });
});
