import { token } from '../shared/token.js';
import type { ReferralRepository } from './referrals.ports.js';

export const REFERRALS_TOKENS = {
  /** The referrals outside any transaction, for reads. */
  Referrals: token<ReferralRepository>('ReferralsRepository'),
} as const;
