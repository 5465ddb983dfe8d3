import type { ExpectedPages } from './expected-pages.js';

/** The products area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/shop': { title: 'Shop Amazon USA from Kenya', h1: 'Shop Amazon, delivered to Kenya' },
  '/buy-for-me': { title: 'Buy for Me', h1: 'Buy for Me' },
};
