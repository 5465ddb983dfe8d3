import { PAGES } from '../../core/affiliates/api/affiliates.pages.js';
import { areaModule } from '../area-module.js';

/** The affiliate programs we take part in, and what a shopper's link earns. */
export const affiliatesArea = areaModule({ name: 'affiliates', pages: PAGES });
