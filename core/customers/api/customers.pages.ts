import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [
    { path: '/how-it-works', kind: 'public' },
    { path: '/admin-upload', kind: 'admin', menuLabel: 'Customer database', roles: ['admin'] },
  ],
  redirects: [{ path: '/about', to: '/how-it-works' }],
};
