import { PAGES } from '../../core/site/api/site.pages.js';
import { areaModule } from '../area-module.js';

/** The site's own pages: home, help, stories and the legal pages. */
export const siteArea = areaModule({ name: 'site', pages: PAGES });
