import type { ExpectedPages } from './expected-pages.js';

/** The customers area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/how-it-works': { title: 'How It Works', h1: 'How It Works' },
};
