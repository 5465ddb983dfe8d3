import type { ExpectedPages } from './expected-pages.js';

/** The contact area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/contact': { title: 'Contact Us', h1: 'Get in Touch' },
};
