import { PAGES } from '../../core/referrals/referrals.pages.js';
import { areaModule } from '../area-module.js';

/** The referral program: a customer's link and what it gives them and their friend. */
export const referralsArea = areaModule({ name: 'referrals', pages: PAGES });
