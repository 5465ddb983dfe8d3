import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [
    { path: '/admin-scans', kind: 'admin', menuLabel: 'Scans', roles: ['warehouse', 'dispatch', 'support'] },
  ],
};
