import type { AreaPages } from '../../shared/site-map.js';

/** The path of a payment's printable receipt: its ledger entry's id. */
export const receiptPath = (entryId: string): string => `/account/receipts/${encodeURIComponent(entryId)}`;

export const PAGES: AreaPages = {
  pages: [
    { path: '/account/receipts/:entryId', kind: 'account', signedIn: true, file: 'receipt' },
    { path: '/admin-payments', kind: 'admin', menuLabel: 'Payments', roles: ['finance'] },
  ],
};
