import type { ExpectedPages } from './expected-pages.js';

/** The customs area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/kenya-customs-calculator': {
    title: 'Kenya Customs Duty Calculator',
    h1: 'Kenya customs duty calculator',
  },
};
