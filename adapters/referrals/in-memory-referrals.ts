import { REFERRAL_SOURCES } from '../../core/referrals/referral-ledger-sources.js';
import type { Referral, ReferralRepository } from '../../core/referrals/referrals.ports.js';
import { inMemoryLedger } from '../ledger/in-memory-ledger.js';
import { type Sequences, type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By the friend's user id: a friend is brought once. */
    referrals: Map<string, Referral>;
  }
}

export function inMemoryReferrals(tables: Tables, sequences: Sequences): ReferralRepository {
  const ledger = inMemoryLedger(tables, sequences);
  return {
    add: (referral) => {
      if (tables.referrals.has(referral.friendUserId)) return Promise.resolve('duplicate');
      tables.referrals.set(referral.friendUserId, clone(referral));
      return Promise.resolve('added');
    },
    findByFriend: (friendUserId) => Promise.resolve(clone(tables.referrals.get(friendUserId))),
    earnedBy: async (referrerUserId) => {
      const friends = [...tables.referrals.values()].filter((r) => r.referrerUserId === referrerUserId);
      let creditsEarnedCents = 0;
      for (const { friendUserId } of friends) {
        const earned = await ledger.findBySource(REFERRAL_SOURCES.referrerCredit(friendUserId));
        if (earned?.userId === referrerUserId && earned.reversedBy === null)
          creditsEarnedCents += earned.amountCents;
      }
      return { friends: friends.length, creditsEarnedCents };
    },
  };
}
