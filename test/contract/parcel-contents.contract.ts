import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../core/parcels/parcel-contents.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aParcel } from '../core/parcels/parcel.mother.js';
import { type OpenStorage, NOW, later, useStorage } from './storage-under-test.js';

const PHONE: ContentItem = {
  description: 'Phone',
  category: 'electronics-new',
  quantity: 1,
  unitValueCents: 50_000,
};
const SOCKS: ContentItem = {
  description: 'Socks, 3 pairs',
  category: 'clothing',
  quantity: 3,
  unitValueCents: 999,
};

/** Declared contents and their insurance: the same behaviour on every adapter. */
export function parcelContentsContract(name: string, open: OpenStorage): void {
  describe(`parcel contents: ${name}`, () => {
    const storage = useStorage(open);
    const run = <T>(work: Parameters<typeof storage.unitOfWork.run<T>>[0]) => storage.unitOfWork.run(work);
    const aReceivedParcel = async () => {
      const owner = aUser();
      const parcel = aParcel({ owner });
      await run(async ({ users, parcels }) => {
        await users.addIfEmailFree(owner);
        await parcels.addIfNew(parcel);
      });
      return parcel.number;
    };

    it('keeps the lines in order, replaces them when declared again, and reads many parcels at once', async () => {
      const [first, second, bare] = [
        await aReceivedParcel(),
        await aReceivedParcel(),
        await aReceivedParcel(),
      ];
      expect(await storage.reads.parcelContents.find(first)).toBeUndefined();
      expect(await run(({ parcelContents }) => parcelContents.replace(first, [PHONE, SOCKS], NOW))).toBe(
        'declared',
      );
      expect(await run(({ parcelContents }) => parcelContents.replace(first, [SOCKS], later(1000)))).toBe(
        'declared',
      );
      await run(({ parcelContents }) => parcelContents.replace(second, [SOCKS, PHONE], NOW));
      expect(await storage.reads.parcelContents.find(first)).toEqual({
        parcelNumber: first,
        items: [SOCKS],
        declaredAt: later(1000),
        insuranceCents: null,
      });
      const each = await storage.reads.parcelContents.findEach([first, second, bare]);
      expect([...each.keys()].sort()).toEqual([first, second].sort());
      expect(each.get(second)?.items).toEqual([SOCKS, PHONE]);
      expect(await storage.reads.parcelContents.findEach([])).toEqual(new Map());
    });

    it('insures declared contents once, and then keeps them as they are', async () => {
      const number = await aReceivedParcel();
      expect(await run(({ parcelContents }) => parcelContents.insure(number, 1500))).toBe('not-declared');
      await run(({ parcelContents }) => parcelContents.replace(number, [PHONE], NOW));
      expect(await run(({ parcelContents }) => parcelContents.insure(number, 1500))).toBe('insured');
      expect(await run(({ parcelContents }) => parcelContents.insure(number, 9999))).toBe('already-insured');
      expect(await run(({ parcelContents }) => parcelContents.replace(number, [SOCKS], later(1)))).toBe(
        'insured',
      );
      expect(await storage.reads.parcelContents.find(number)).toEqual({
        parcelNumber: number,
        items: [PHONE],
        declaredAt: NOW,
        insuranceCents: 1500,
      });
    });

    it('holds a parcel: three insurances of it at once are decided one after the other, and one insures', async () => {
      const number = await aReceivedParcel();
      await run(({ parcelContents }) => parcelContents.replace(number, [PHONE], NOW));
      const outcomes = await Promise.all(
        [1, 2, 3].map(() =>
          run(async ({ parcelContents }) => {
            await parcelContents.holdParcel(number);
            const held = await parcelContents.find(number);
            if (held?.insuranceCents !== null) return 'already-insured';
            return parcelContents.insure(number, 1500);
          }),
        ),
      );
      expect(outcomes.filter((o) => o === 'insured')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'already-insured')).toHaveLength(2);
    });
  });
}
