import type { ExpectedPages } from './expected-pages.js';

/** The affiliates area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/affiliate-programs': { title: 'Affiliate Programs for Kenya', h1: 'Affiliate programs for Kenya' },
};
