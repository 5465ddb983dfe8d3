import { sourceKind } from '../ledger/ledger-entry.js';

/** The kinds of ledger source the referrals area posts: each one's id is unique within its kind. */
export const REFERRAL_SOURCES = {
  /** Once per phone number (its digits with the country code): one person's several sign-ups get one. */
  welcomeCredit: sourceKind('welcome-credit', (phoneDigits: string) => phoneDigits),
  referrerCredit: sourceKind('referrer-credit', (friendUserId: string) => friendUserId),
} as const;
