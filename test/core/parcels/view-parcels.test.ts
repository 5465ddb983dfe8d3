import { describe, expect, it } from 'vitest';
import { PARCEL_SOURCES } from '../../../core/parcels/parcel-ledger-sources.js';
import { ViewParcelsUseCase } from '../../../core/parcels/view-parcels.use-case.js';
import { DEFAULT_STORAGE_TERMS } from '../../../core/shared/storage-terms.js';
import { memoryStore } from '../../support/stores.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';
import { aUser } from '../accounts/user.mother.js';
import { anEntry } from '../ledger/ledger-entry.mother.js';
import { aParcel } from './parcel.mother.js';

describe('the one view of a parcel', () => {
  it('gives a packed parcel its box’s number, parcels, one charge and one due, whichever parcel is asked, and owes nothing of its own', async () => {
    const store = memoryStore();
    const owner = aUser();
    const box = 'KS2000001';
    const [first, second] = [
      aParcel({ owner, shipmentNumber: box }),
      aParcel({ owner, shipmentNumber: box }),
    ];
    const alone = aParcel({ owner });
    await store.run(async ({ parcels, shipments, ledger }) => {
      for (const p of [first, second, alone]) await parcels.addIfNew(p);
      await parcels.packInto([first.number, second.number], box);
      await shipments.add({
        number: box,
        userId: owner.id,
        accountId: owner.accountId,
        destination: 'kenya',
        parcels: [first.number, second.number],
        weights: { actualKg: 3, volumetricKg: 1, chargeableKg: 3 },
        dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
        freightCents: 4500,
        savingCents: 0,
        chargeCents: 4500,
        separateCents: 6000,
        packedBy: 'staff@example.com',
        packedAt: new Date(),
      });
      await ledger.post(
        anEntry({ userId: owner.id, source: PARCEL_SOURCES.shipmentCharge(box), amountCents: 4500 }),
      );
      await ledger.post(
        anEntry({
          userId: owner.id,
          source: PARCEL_SOURCES.parcelInsurance(second.number),
          amountCents: 195,
          subject: second.number,
        }),
      );
      await ledger.post(
        anEntry({
          userId: owner.id,
          source: PARCEL_SOURCES.parcelCharge(alone.number),
          amountCents: 3000,
          subject: alone.number,
        }),
      );
    });
    const views = new ViewParcelsUseCase(store.ports, {
      siteUrl: 'http://localhost:3000',
      storageTerms: DEFAULT_STORAGE_TERMS,
      points: PICKUP_POINTS,
      clearanceDays: 2,
      now: () => new Date('2026-12-01T12:00:00Z'),
    });
    // Asked of one parcel alone, as the desk and the CLI ask: the box's other parcel is read with it.
    const one = await views.one(first, 'staff');
    expect(one.due).toMatchObject({
      dueCents: 4695,
      box: { number: box, parcels: [first.number, second.number], chargeCents: 4500, dueCents: 4695 },
    });
    const all = await views.execute([first, second, alone], 'staff');
    expect(all.map((v) => [v.due.dueCents, v.due.box?.dueCents ?? null])).toEqual([
      [4695, 4695],
      [4695, 4695],
      [3000, null],
    ]);
  });

  it('finds a parcel by its number for its owner only, and any parcel for staff', async () => {
    const store = memoryStore();
    const [owner, stranger] = [aUser(), aUser()];
    const parcel = aParcel({ owner });
    await store.run(({ parcels }) => parcels.addIfNew(parcel));
    const views = new ViewParcelsUseCase(store.ports, {
      siteUrl: 'http://localhost:3000',
      storageTerms: DEFAULT_STORAGE_TERMS,
      points: PICKUP_POINTS,
      clearanceDays: 2,
      now: () => new Date('2026-12-01T12:00:00Z'),
    });
    expect(await views.forOwner(owner.id, parcel.number)).toMatchObject({ ok: true, value: { parcel } });
    expect(await views.forOwner(owner.id, parcel.trackingNumber)).toMatchObject({ ok: true });
    const notFound = { ok: false, error: { code: 'PARCELS.NOT_FOUND' } };
    expect(await views.forOwner(stranger.id, parcel.number)).toMatchObject(notFound);
    expect(await views.forStaff(parcel.number)).toMatchObject({ ok: true, value: { parcel } });
    expect(await views.forStaff('KP9999999')).toMatchObject(notFound);
  });
});
