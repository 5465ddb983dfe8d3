import type { AreaPages } from '../../shared/site-map.js';

export const PAGES: AreaPages = {
  pages: [{ path: '/admin-flights', kind: 'admin', menuLabel: 'Flights', roles: ['warehouse', 'dispatch'] }],
};
