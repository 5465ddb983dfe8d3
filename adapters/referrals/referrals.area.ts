import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { PAYMENT_TOKENS } from '../../core/payments/payments.tokens.js';
import { creditReferrerAfterPayment, welcomeReferredFriend } from '../../core/referrals/referral-credits.js';
import { PAGES } from '../../core/referrals/api/referrals.pages.js';
import { REFERRALS_TOKENS } from '../../core/referrals/referrals.tokens.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { areaModule } from '../area-module.js';
import { bindFactory } from '../wiring.js';
import { inMemoryReferrals } from './in-memory-referrals.js';
import { KnexReferrals } from './knex-referrals.js';
import * as referrals from './migrations/20261127-013-referrals.js';
import { referralRoutes } from './referrals.routes.js';
import { REFERRALS_SETTINGS } from './referrals.config.js';

/**
 * The referral program: a customer's link, who it brought, and the credits: the friend's welcome credit when
 * their address is verified (it binds what follows a verification), the referrer's when the friend's first
 * parcel is paid in full (it binds what follows each payment).
 */
export const referralsArea = areaModule({
  name: 'referrals',
  settings: REFERRALS_SETTINGS,
  pages: PAGES,
  repositories: { referrals: { knex: (db) => new KnexReferrals(db), memory: inMemoryReferrals } },
  memoryTables: { referrals: () => new Map() },
  migrations: { '20261127-013-referrals': referrals },
  bind(container, { reads, config }) {
    container.bind(REFERRALS_TOKENS.Referrals).toConstantValue(reads.referrals);
    bindFactory(container, ACCOUNT_TOKENS.VerifiedFollowUp, [TOKENS.Ids], welcomeReferredFriend);
    const terms = REFERRALS_SETTINGS.of(config);
    bindFactory(container, PAYMENT_TOKENS.PostedFollowUp, [TOKENS.Ids], (ids) =>
      creditReferrerAfterPayment(terms, ids),
    );
  },
  routes(container, api, { config }) {
    referralRoutes(container, api, config);
  },
});
