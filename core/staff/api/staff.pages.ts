import type { AreaPages } from '../../shared/site-map.js';

/** The path of one customer's page for staff. */
export const customerPagePath = (accountId: string): string =>
  `/admin-customers/${encodeURIComponent(accountId)}`;

export const PAGES: AreaPages = {
  pages: [
    { path: '/admin-customers', kind: 'admin', menuLabel: 'Customers', roles: ['support'] },
    {
      path: '/admin-customers/:accountId',
      kind: 'admin',
      file: 'admin-customer',
      menuLabel: 'Customer',
      roles: ['support'],
    },
  ],
};
