import type { ExpectedPages } from './expected-pages.js';

/** The shipping area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/pricing': { title: 'Pricing', h1: 'Simple pricing by weight' },
  '/ocean-shipping': { title: 'Ocean Shipping from the USA to Kenya', h1: 'Ocean shipping to Kenya' },
  '/south-sudan-pricing': { title: 'South Sudan Shipping Rates', h1: 'Shipping to South Sudan' },
  '/calc': { title: 'Shipping calculator', h1: 'Savanna Parcels calculator' },
  '/calculator-embed': { title: 'Shipping calculator widget', h1: 'USA to Kenya shipping calculator' },
};
