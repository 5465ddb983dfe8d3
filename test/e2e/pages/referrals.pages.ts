import type { ExpectedPages } from './expected-pages.js';

/** The referrals area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/refer-friends': { title: 'Refer Friends', h1: 'Refer friends, earn credit' },
};
