import type { Cents } from './money.js';

/**
 * What the business sets of the referral program (REFERRAL_FRIEND_MIN_PAYMENT_CENTS): how much of their own money
 * a referred friend pays in before their referrer earns. Read by configuration, which names no area: so here.
 */
export interface ReferralTerms {
  /** The friend's own payments (not the welcome or any credit) must cover the first parcel and reach this. */
  friendMinimumPaymentCents: Cents;
}

export const DEFAULT_REFERRAL_TERMS: ReferralTerms = { friendMinimumPaymentCents: 1000 };
