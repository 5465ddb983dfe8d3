import type { ExpectedPages } from './expected-pages.js';

/** The parcels area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/track': { title: 'Track Your Shipment', h1: 'Track your shipment' },
};
