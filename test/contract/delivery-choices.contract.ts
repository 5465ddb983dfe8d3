import { describe, expect, it } from 'vitest';
import { aUser } from '../core/accounts/user.mother.js';
import { aDoor } from '../core/delivery/delivery-choice.mother.js';
import { type OpenStorage, NOW, later, useStorage } from './storage-under-test.js';

/** Delivery choices, every one kept: the same behaviour on every adapter. */
export function deliveryChoicesContract(name: string, open: OpenStorage): void {
  describe(`delivery choices: ${name}`, () => {
    const storage = useStorage(open);

    it('keeps every choice of an account, oldest first, a door’s address whole and two at one instant in order', async () => {
      const [owner, other] = [aUser(), aUser()];
      const door = aDoor();
      const bare = aDoor({ landmark: null, county: "Murang'a" });
      await storage.unitOfWork.run(async ({ users, deliveryChoices }) => {
        await users.addIfEmailFree(owner);
        await users.addIfEmailFree(other);
        await deliveryChoices.add({ userId: owner.id, choice: door, chosenAt: later(5000) });
        await deliveryChoices.add({
          userId: owner.id,
          choice: { method: 'pickup', point: 'kisumu' },
          chosenAt: NOW,
        });
        await deliveryChoices.add({ userId: owner.id, choice: bare, chosenAt: NOW });
        await deliveryChoices.add({
          userId: other.id,
          choice: { method: 'pickup', point: 'juba' },
          chosenAt: NOW,
        });
      });
      expect(await storage.reads.deliveryChoices.historyOf(owner.id)).toEqual([
        { userId: owner.id, choice: { method: 'pickup', point: 'kisumu' }, chosenAt: NOW },
        { userId: owner.id, choice: bare, chosenAt: NOW },
        { userId: owner.id, choice: door, chosenAt: later(5000) },
      ]);
      expect(await storage.reads.deliveryChoices.historyOf(aUser().id)).toEqual([]);
    });

    it('keeps nothing of a transaction that fails', async () => {
      const owner = aUser();
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(owner));
      await expect(
        storage.unitOfWork.run(async ({ deliveryChoices }) => {
          await deliveryChoices.add({ userId: owner.id, choice: aDoor(), chosenAt: NOW });
          throw new Error('outage');
        }),
      ).rejects.toThrow('outage');
      expect(await storage.reads.deliveryChoices.historyOf(owner.id)).toEqual([]);
    });
  });
}
