import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [
    { path: '/admin-dispatch', kind: 'admin', menuLabel: 'Dispatch', roles: ['dispatch'] },
    { path: '/admin-run-sheet', kind: 'admin', menuLabel: 'Run sheet', roles: ['dispatch'] },
  ],
};
