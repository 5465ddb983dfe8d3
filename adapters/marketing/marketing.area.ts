import { PAGES } from '../../core/marketing/api/marketing.pages.js';
import { areaModule } from '../area-module.js';

/** The Kenya marketing and comparison pages. */
export const marketingArea = areaModule({ name: 'marketing', pages: PAGES });
