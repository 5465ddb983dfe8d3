import { PAGES } from '../../core/dashboard/api/dashboard.pages.js';
import { areaModule } from '../area-module.js';

/** The customer's home page, made of the parts the other areas show there. */
export const dashboardArea = areaModule({ name: 'dashboard', pages: PAGES });
