import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [{ path: '/admin-preview', kind: 'admin', menuLabel: 'Homepage sections', roles: ['admin'] }],
};
