import { describe, expect, it } from 'vitest';
import type { CollectionCode } from '../../core/parcels/collection-code.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aParcelNumber } from '../core/parcels/parcel.mother.js';
import { type OpenStorage, NOW, later, useStorage } from './storage-under-test.js';

/** Collection codes, their wrong tries and locks: the same behaviour on every adapter. */
export function collectionCodesContract(name: string, open: OpenStorage): void {
  describe(`collection codes: ${name}`, () => {
    const storage = useStorage(open);
    const aCode = async (code = '042917'): Promise<CollectionCode> => {
      const owner = aUser();
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(owner));
      return {
        shipment: aParcelNumber(),
        userId: owner.id,
        code,
        issuedAt: NOW,
        wrongTries: 0,
        lockedUntil: null,
      };
    };

    it('issues a shipment’s code once: a second issue answers the first', async () => {
      const first = await aCode('042917');
      const other = await aCode('777777');
      expect(await storage.unitOfWork.run(({ collectionCodes }) => collectionCodes.issue(first))).toEqual(
        first,
      );
      const again = { ...first, code: '999999', issuedAt: later(1000) };
      expect(await storage.unitOfWork.run(({ collectionCodes }) => collectionCodes.issue(again))).toEqual(
        first,
      );
      await storage.unitOfWork.run(({ collectionCodes }) => collectionCodes.issue(other));
      expect(await storage.reads.collectionCodes.find(first.shipment)).toEqual(first);
      const each = await storage.reads.collectionCodes.findEach([first.shipment, other.shipment, 'KP0']);
      expect([...each.values()]).toEqual(expect.arrayContaining([first, other]));
      expect(each.size).toBe(2);
      expect(await storage.reads.collectionCodes.findEach([])).toEqual(new Map());
    });

    it('counts wrong codes, and the max-th locks until the time given and starts the count again', async () => {
      const code = await aCode();
      await storage.unitOfWork.run(({ collectionCodes }) => collectionCodes.issue(code));
      const count = () =>
        storage.unitOfWork.run(({ collectionCodes }) =>
          collectionCodes.countWrong(code.shipment, 3, later(3_600_000)),
        );
      expect(await count()).toEqual({ ...code, wrongTries: 1 });
      expect(await count()).toEqual({ ...code, wrongTries: 2 });
      expect(await count()).toEqual({ ...code, wrongTries: 0, lockedUntil: later(3_600_000) });
      expect(await count()).toEqual({ ...code, wrongTries: 1, lockedUntil: later(3_600_000) });
      expect(
        await storage.unitOfWork.run(({ collectionCodes }) => collectionCodes.countWrong('KP0', 3, NOW)),
      ).toBeUndefined();
    });

    it('counts every one of wrong codes given at once', async () => {
      const code = await aCode();
      await storage.unitOfWork.run(({ collectionCodes }) => collectionCodes.issue(code));
      await Promise.all(
        Array.from({ length: 4 }, () =>
          storage.unitOfWork.run(async ({ collectionCodes }) => {
            await collectionCodes.find(code.shipment);
            return collectionCodes.countWrong(code.shipment, 10, NOW);
          }),
        ),
      );
      expect((await storage.reads.collectionCodes.find(code.shipment))?.wrongTries).toBe(4);
    });
  });
}
