import { describe, expect, it } from 'vitest';
import { REFERRAL_SOURCES } from '../../core/referrals/referral-ledger-sources.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aReversalOf, anEntry } from '../core/ledger/ledger-entry.mother.js';
import { type OpenStorage, NOW, useStorage } from './storage-under-test.js';

/** Who brought whom, and what it earned: the same behaviour on every adapter. */
export function referralsContract(name: string, open: OpenStorage): void {
  describe(`referrals: ${name}`, () => {
    const storage = useStorage(open);
    const amina = aUser({ firstName: 'Amina' });
    const baraka = aUser({ firstName: 'Baraka' });
    const chausiku = aUser({ firstName: 'Chausiku' });
    const withOwners = async () => {
      for (const owner of [amina, baraka, chausiku])
        await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(owner));
    };
    const refer = (friend: typeof amina, referrer: typeof amina) =>
      storage.unitOfWork.run(({ referrals }) =>
        referrals.add({ friendUserId: friend.id, referrerUserId: referrer.id, createdAt: NOW }),
      );

    it('records a friend once, with the first who brought them', async () => {
      await withOwners();
      expect(await refer(baraka, amina)).toBe('added');
      expect(await refer(baraka, chausiku)).toBe('duplicate');
      expect(await storage.reads.referrals.findByFriend(baraka.id)).toEqual({
        friendUserId: baraka.id,
        referrerUserId: amina.id,
        createdAt: NOW,
      });
      expect(await storage.reads.referrals.findByFriend(amina.id)).toBeUndefined();
    });

    it('counts the friends and the referrer credits that stand, only the referrer’s own', async () => {
      await withOwners();
      expect(await storage.reads.referrals.earnedBy(amina.id)).toEqual({ friends: 0, creditsEarnedCents: 0 });
      await refer(baraka, amina);
      await refer(chausiku, amina);
      const forBaraka = anEntry({
        userId: amina.id,
        kind: 'credit',
        amountCents: 1000,
        source: REFERRAL_SOURCES.referrerCredit(baraka.id),
      });
      const forChausiku = anEntry({
        userId: amina.id,
        kind: 'credit',
        amountCents: 1000,
        source: REFERRAL_SOURCES.referrerCredit(chausiku.id),
      });
      for (const entry of [forBaraka, forChausiku, aReversalOf(forChausiku)])
        await storage.unitOfWork.run(({ ledger }) => ledger.post(entry));
      expect(await storage.reads.referrals.earnedBy(amina.id)).toEqual({
        friends: 2,
        creditsEarnedCents: 1000,
      });
      expect(await storage.reads.referrals.earnedBy(baraka.id)).toEqual({
        friends: 0,
        creditsEarnedCents: 0,
      });
    });
  });
}
