import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [{ path: '/admin-rates', kind: 'admin', menuLabel: 'Competitor rates', roles: ['admin'] }],
};
