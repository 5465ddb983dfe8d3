import { describe, expect, it } from 'vitest';
import type { User } from '../../core/accounts/user.js';
import type { DeliveryChoice } from '../../core/delivery/delivery-choice.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aDoor } from '../core/delivery/delivery-choice.mother.js';
import { aParcel } from '../core/parcels/parcel.mother.js';
import { type OpenStorage, NOW, later, useStorage } from './storage-under-test.js';

const pickup = (point: string): DeliveryChoice => ({ method: 'pickup', point });

/** Delivery choices and the departures they are kept for: the same behaviour on every adapter. */
export function deliveryChoicesContract(name: string, open: OpenStorage): void {
  describe(`delivery choices: ${name}`, () => {
    const storage = useStorage(open);

    const accounts = async (...owners: User[]) => {
      await storage.unitOfWork.run(async ({ users }) => {
        for (const owner of owners) await users.addIfEmailFree(owner);
      });
    };
    /** Saves each choice, dated, as no parcel of the account has left yet (or as the departure given). */
    const choose = (owner: User, choices: [DeliveryChoice, Date][], lastDeparture?: Date) =>
      storage.unitOfWork.run(async ({ deliveryChoices }) => {
        for (const [choice, chosenAt] of choices)
          await deliveryChoices.add({ userId: owner.id, choice, chosenAt }, lastDeparture);
      });
    const inForceAt = (owner: User, moments: (Date | undefined)[]) =>
      storage.reads.deliveryChoices.inForceAt(owner.id, moments);

    it('finds the choice in force at each moment: the last made by then, else the first; a door’s address whole', async () => {
      const [owner, other] = [aUser(), aUser()];
      await accounts(owner, other);
      const door = aDoor();
      const bare = aDoor({ landmark: null, county: "Murang'a" });
      // Each kept for a parcel that left before the next (the departure a moment after it was made).
      await storage.unitOfWork.run(async ({ deliveryChoices }) => {
        await deliveryChoices.add({ userId: owner.id, choice: door, chosenAt: later(5000) }, later(9000));
        await deliveryChoices.add({ userId: owner.id, choice: pickup('kisumu'), chosenAt: NOW }, later(9000));
        await deliveryChoices.add({ userId: owner.id, choice: bare, chosenAt: NOW }, later(9000));
        await deliveryChoices.add(
          { userId: other.id, choice: pickup('juba'), chosenAt: later(1) },
          undefined,
        );
      });
      expect(
        await inForceAt(owner, [later(4999), later(5000), undefined, later(-1), NOW, later(10 ** 9)]),
      ).toEqual([bare, door, door, pickup('kisumu'), bare, door]);
      expect(await inForceAt(other, [NOW, undefined])).toEqual([pickup('juba'), pickup('juba')]);
      expect(await inForceAt(aUser(), [undefined, NOW])).toEqual([undefined, undefined]);
      expect(await inForceAt(owner, [])).toEqual([]);
      // Many accounts at one moment, in one read: the same rule, an account with none left out.
      const each = (at: Date | undefined) =>
        storage.reads.deliveryChoices.inForceEach([owner.id, other.id, aUser().id, owner.id], at);
      expect(await each(later(4999))).toEqual(
        new Map([
          [owner.id, bare],
          [other.id, pickup('juba')],
        ]),
      );
      expect(await each(undefined)).toEqual(
        new Map([
          [owner.id, door],
          [other.id, pickup('juba')],
        ]),
      );
      expect(await storage.reads.deliveryChoices.inForceEach([], undefined)).toEqual(new Map());
    });

    it('replaces the choices no parcel can go by, keeping those in force when a parcel left and the first', async () => {
      const owner = aUser();
      await accounts(owner);
      // No parcel has left: each choice replaces the one before.
      await choose(owner, [
        [pickup('nairobi'), NOW],
        [pickup('mombasa'), later(1000)],
        [aDoor(), later(2000)],
      ]);
      expect(await inForceAt(owner, [later(-1), later(1500), undefined])).toEqual([
        aDoor(),
        aDoor(),
        aDoor(),
      ]);
      // A parcel left at 2500 with the door; the choices after it replace each other, never the door.
      await choose(
        owner,
        [
          [pickup('kisumu'), later(3000)],
          [pickup('eldoret'), later(4000)],
        ],
        later(2500),
      );
      expect(await inForceAt(owner, [later(2500), later(3500), undefined])).toEqual([
        aDoor(),
        aDoor(),
        pickup('eldoret'),
      ]);
    });

    it('keeps the first choice when a parcel left before any was made', async () => {
      const owner = aUser();
      await accounts(owner);
      await choose(owner, [[pickup('nairobi'), later(1000)]], NOW);
      await choose(owner, [[pickup('mombasa'), later(2000)]], NOW);
      expect(await inForceAt(owner, [NOW, undefined])).toEqual([pickup('nairobi'), pickup('mombasa')]);
    });

    it('keeps nothing of a transaction that fails', async () => {
      const owner = aUser();
      await accounts(owner);
      await expect(
        storage.unitOfWork.run(async ({ deliveryChoices }) => {
          await deliveryChoices.add({ userId: owner.id, choice: aDoor(), chosenAt: NOW }, undefined);
          throw new Error('outage');
        }),
      ).rejects.toThrow('outage');
      expect(await inForceAt(owner, [undefined])).toEqual([undefined]);
    });

    it('tells when the account’s parcel that left last left: its first step after receipt', async () => {
      const [owner, other] = [aUser(), aUser()];
      await accounts(owner, other);
      const [first, second, waiting] = [aParcel({ owner }), aParcel({ owner }), aParcel({ owner })];
      const elsewhere = aParcel({ owner: other });
      expect(await storage.reads.parcelDepartures.lastOf(owner.id)).toBeUndefined();
      await storage.unitOfWork.run(async ({ parcels }) => {
        for (const parcel of [first, second, waiting, elsewhere]) await parcels.addIfNew(parcel);
        await parcels.moveTo(first.number, { status: 'departed', at: later(1000) });
        await parcels.moveTo(second.number, { status: 'departed', at: later(3000) });
        // A later step of a parcel that left is not a departure.
        await parcels.moveTo(first.number, { status: 'arrived', at: later(9000) });
        await parcels.moveTo(elsewhere.number, { status: 'departed', at: later(20_000) });
      });
      expect(await storage.reads.parcelDepartures.lastOf(owner.id)).toEqual(later(3000));
      expect(await storage.reads.parcelDepartures.lastOf(aUser().id)).toBeUndefined();
    });
  });
}
