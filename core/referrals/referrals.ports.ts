import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { Cents } from '../shared/money.js';

/** Who brought whom: a friend who signed up through a customer's referral link and verified their address. */
export interface Referral {
  friendUserId: string;
  referrerUserId: string;
  createdAt: Date;
}

/** What a customer's referral link has brought them. */
export interface ReferralEarnings {
  /** Friends who signed up through it and verified their address. */
  friends: number;
  /** The referrer credits their friends' first paid parcels earned, less any reversed. */
  creditsEarnedCents: Cents;
}

export interface ReferralRepository {
  /** Records who brought the friend, unless someone had (a friend is brought once); says which. */
  add(referral: Referral): Promise<'added' | 'duplicate'>;
  findByFriend(friendUserId: string): Promise<Referral | undefined>;
  earnedBy(referrerUserId: string): Promise<ReferralEarnings>;
}

/** The referrals area's part of a unit of work. */
export type ReferralsPorts = Pick<TransactionalPorts, 'referrals'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    referrals: ReferralRepository;
  }
}
