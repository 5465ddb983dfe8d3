import { z } from 'zod';
import { DEFAULT_REFERRAL_TERMS, type ReferralTerms } from '../../core/shared/referral-terms.js';
import { areaSettings } from '../settings.js';

const schema = z.object({
  REFERRAL_FRIEND_MIN_PAYMENT_CENTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(DEFAULT_REFERRAL_TERMS.friendMinimumPaymentCents),
});

/** What the referred friend's own payments must reach before their referrer is credited. */
export const REFERRALS_SETTINGS = areaSettings({
  owner: 'referrals',
  schema,
  docs: {
    REFERRAL_FRIEND_MIN_PAYMENT_CENTS: {
      default: `\`${DEFAULT_REFERRAL_TERMS.friendMinimumPaymentCents}\``,
      description:
        "US cents a referred friend's own payments (never a credit) must reach, their first parcel paid, before the referrer earns $10",
    },
  },
  read: (vars): ReferralTerms => ({ friendMinimumPaymentCents: vars.REFERRAL_FRIEND_MIN_PAYMENT_CENTS }),
});
