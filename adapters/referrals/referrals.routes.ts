import { referralLink } from '../../core/referrals/referral.js';
import { myReferralsEndpoint } from '../../core/referrals/api/referrals.endpoints.js';
import { REFERRALS_TOKENS } from '../../core/referrals/referrals.tokens.js';
import type { Config } from '../config.js';
import { signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The signed-in customer's referral link and what it earned. */
export function referralRoutes(container: AppContainer, api: EndpointRouter, config: Config): void {
  const referrals = container.get(REFERRALS_TOKENS.Referrals);
  api.on(myReferralsEndpoint, async ({ req }) => {
    const user = signedInUser(req);
    return {
      link: referralLink(config.identity, config.publicUrl, user.accountId),
      ...(await referrals.earnedBy(user.id)),
    };
  });
}
