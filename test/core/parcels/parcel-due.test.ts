import { describe, expect, it } from 'vitest';
import type { SourceKey } from '../../../core/ledger/ledger-entry.js';
import { PARCEL_SOURCES } from '../../../core/parcels/parcel-ledger-sources.js';
import { dueFor, dueForEach } from '../../../core/parcels/parcel-charge.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aPayment, anEntry } from '../ledger/ledger-entry.mother.js';
import { aParcel } from './parcel.mother.js';

describe('what a parcel owes before it is handed over', () => {
  it('is, once packed, its box’s: the box’s shipping and every charge of its parcels, whichever parcel is asked', async () => {
    const store = memoryStore();
    const owner = aUser();
    const [first, second] = [
      aParcel({ owner, shipmentNumber: 'KS1000001' }),
      aParcel({ owner, shipmentNumber: 'KS1000001' }),
    ];
    const alone = aParcel({ owner });
    const charge = (source: SourceKey, amountCents: number, subject: string | null) =>
      store.run(({ ledger }) => ledger.post(anEntry({ userId: owner.id, source, amountCents, subject })));
    await charge(PARCEL_SOURCES.parcelCharge(alone.number), 3000, alone.number);
    await charge(PARCEL_SOURCES.shipmentCharge('KS1000001'), 4500, null);
    await charge(PARCEL_SOURCES.storageFee(first.number, '2027-01-01'), 200, first.number);
    await charge(PARCEL_SOURCES.parcelInsurance(second.number), 300, second.number);
    // $10 pays the oldest charge first: $20 of the lone parcel's shipping stays owed.
    await store.run(({ ledger }) => ledger.post(aPayment(owner.id, 1000)));

    const each = await dueForEach(store.ports.ledger, [
      { userId: owner.id, parcels: [first, second, alone] },
    ]);
    expect(Object.fromEntries(each)).toEqual({
      [first.number]: 4500 + 200 + 300,
      [second.number]: 4500 + 200 + 300,
      [alone.number]: 2000,
    });
    expect(await dueFor(store.ports.ledger, second, [first, second])).toBe(5000);
    expect(await dueFor(store.ports.ledger, alone)).toBe(2000);
  });
});
