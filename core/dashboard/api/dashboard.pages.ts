import type { AreaPages } from '../../shared/site-map.js';

/** The customer's home: their US address, pre-alerts and parcels, each shown by the area it belongs to. */
export const PAGES: AreaPages = { pages: [{ path: '/dashboard', kind: 'account', signedIn: true }] };
