import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [
    { path: '/shop', kind: 'public' },
    { path: '/buy-for-me', kind: 'public' },
    { path: '/admin-products', kind: 'admin', menuLabel: 'Featured products', roles: ['admin'] },
  ],
};
