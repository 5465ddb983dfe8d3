import { describe, expect, it } from 'vitest';
import { aUser } from '../core/accounts/user.mother.js';
import { aParcel } from '../core/parcels/parcel.mother.js';
import { aParcelPhoto } from '../core/parcels/parcel-photo.mother.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

/** The parcel photos' records: the same behaviour on every adapter. */
export function parcelPhotosContract(name: string, open: OpenStorage): void {
  describe(`parcel photos: ${name}`, () => {
    const storage = useStorage(open);
    const aReceivedParcel = async () => {
      const owner = aUser();
      const parcel = aParcel({ owner });
      await storage.unitOfWork.run(async ({ users, parcels }) => {
        await users.addIfEmailFree(owner);
        await parcels.addIfNew(parcel);
      });
      return parcel;
    };
    const addWithin = (number: string, count: number, max = 4) => {
      const photos = Array.from({ length: count }, () => aParcelPhoto({ parcelNumber: number }));
      return storage.unitOfWork.run(({ parcelPhotos }) => parcelPhotos.addWithin(number, photos, max));
    };

    it('keeps photos in the order they were added and finds each by its parcel and id', async () => {
      const [one, two] = [await aReceivedParcel(), await aReceivedParcel()];
      const first = aParcelPhoto({ parcelNumber: one.number, staff: 'grace@example.com' });
      const second = aParcelPhoto({ parcelNumber: one.number });
      const theirs = aParcelPhoto({ parcelNumber: two.number });
      await storage.unitOfWork.run(async ({ parcelPhotos }) => {
        expect(await parcelPhotos.addWithin(one.number, [first, second], 4)).toBe('added');
        expect(await parcelPhotos.addWithin(two.number, [theirs], 4)).toBe('added');
      });
      expect(await storage.reads.parcelPhotos.listFor([one.number])).toEqual([first, second]);
      expect(await storage.reads.parcelPhotos.listFor([one.number, two.number])).toEqual([
        first,
        second,
        theirs,
      ]);
      expect(await storage.reads.parcelPhotos.listFor([])).toEqual([]);
      expect(await storage.reads.parcelPhotos.find(one.number, first.id)).toEqual(first);
      // Another parcel's number does not reach it.
      expect(await storage.reads.parcelPhotos.find(two.number, first.id)).toBeUndefined();
    });

    it('adds all of a batch or none: never more than the most a parcel may have', async () => {
      const { number } = await aReceivedParcel();
      expect(await addWithin(number, 3)).toBe('added');
      expect(await addWithin(number, 2)).toBe('full');
      expect(await storage.reads.parcelPhotos.listFor([number])).toHaveLength(3);
      expect(await addWithin(number, 1)).toBe('added');
      expect(await addWithin(number, 1)).toBe('full');
    });

    it("removes one photo's record by its parcel and id, gives it back, and frees its place", async () => {
      const [one, two] = [await aReceivedParcel(), await aReceivedParcel()];
      const kept = aParcelPhoto({ parcelNumber: one.number });
      const wrong = aParcelPhoto({ parcelNumber: one.number });
      const theirs = aParcelPhoto({ parcelNumber: two.number });
      await storage.unitOfWork.run(async ({ parcelPhotos }) => {
        await parcelPhotos.addWithin(one.number, [kept, wrong], 2);
        await parcelPhotos.addWithin(two.number, [theirs], 2);
      });
      // Another parcel's number does not reach it.
      const missed = await storage.unitOfWork.run(({ parcelPhotos }) =>
        parcelPhotos.remove(two.number, wrong.id),
      );
      expect(missed).toBeUndefined();
      const removed = await storage.unitOfWork.run(({ parcelPhotos }) =>
        parcelPhotos.remove(one.number, wrong.id),
      );
      expect(removed).toEqual(wrong);
      expect(await storage.reads.parcelPhotos.listFor([one.number, two.number])).toEqual([kept, theirs]);
      expect(
        await storage.unitOfWork.run(({ parcelPhotos }) => parcelPhotos.remove(one.number, wrong.id)),
      ).toBeUndefined();
      expect(await addWithin(one.number, 1, 2)).toBe('added');
    });

    it('keeps a removed record when its transaction fails', async () => {
      const { number } = await aReceivedParcel();
      const photo = aParcelPhoto({ parcelNumber: number });
      await storage.unitOfWork.run(({ parcelPhotos }) => parcelPhotos.addWithin(number, [photo], 4));
      await expect(
        storage.unitOfWork.run(async ({ parcelPhotos }) => {
          await parcelPhotos.remove(number, photo.id);
          throw new Error('after the removal');
        }),
      ).rejects.toThrow('after the removal');
      expect(await storage.reads.parcelPhotos.listFor([number])).toEqual([photo]);
    });

    it('decides additions to one parcel at once one after the other', async () => {
      const { number } = await aReceivedParcel();
      const batches = [3, 3, 2];
      const outcomes = await Promise.all(batches.map((count) => addWithin(number, count)));
      // Whichever comes first fills the parcel past room for any other: one batch only.
      const added = batches.filter((_, index) => outcomes[index] === 'added');
      expect(added).toHaveLength(1);
      expect(await storage.reads.parcelPhotos.listFor([number])).toHaveLength(added[0] ?? -1);
    });
  });
}
