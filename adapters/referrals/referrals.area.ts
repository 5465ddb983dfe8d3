import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { welcomeReferredFriend } from '../../core/referrals/referral-credits.js';
import { PAGES } from '../../core/referrals/api/referrals.pages.js';
import { REFERRALS_TOKENS } from '../../core/referrals/referrals.tokens.js';
import { areaModule } from '../area-module.js';
import { inMemoryReferrals } from './in-memory-referrals.js';
import { KnexReferrals } from './knex-referrals.js';
import * as referrals from './migrations/20261127-013-referrals.js';
import { referralRoutes } from './referrals.routes.js';

/**
 * The referral program: a customer's link, who it brought, and the credits: the friend's welcome credit when
 * their address is verified (it binds what follows a verification), the referrer's when the friend's first
 * parcel is paid in full (the payments area asks after each payment).
 */
export const referralsArea = areaModule({
  name: 'referrals',
  pages: PAGES,
  repositories: { referrals: { knex: (db) => new KnexReferrals(db), memory: inMemoryReferrals } },
  memoryTables: { referrals: () => new Map() },
  migrations: { '20261127-013-referrals': referrals },
  bind(container, { reads }) {
    container.bind(REFERRALS_TOKENS.Referrals).toConstantValue(reads.referrals);
    container.bind(ACCOUNT_TOKENS.VerifiedFollowUp).toConstantValue(welcomeReferredFriend);
  },
  routes(container, api, { config }) {
    referralRoutes(container, api, config);
  },
});
