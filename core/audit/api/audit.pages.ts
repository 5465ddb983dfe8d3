import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [{ path: '/admin-audit', kind: 'admin', menuLabel: 'Audit trail', roles: ['admin'] }],
};
