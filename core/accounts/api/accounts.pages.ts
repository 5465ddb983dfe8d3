import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [
    { path: '/auth', kind: 'account' },
    { path: '/verify-email', kind: 'account' },
    { path: '/reset-password', kind: 'account' },
  ],
  redirects: [{ path: '/signup', to: '/auth?tab=register' }],
};
