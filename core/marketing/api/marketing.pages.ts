import type { AreaPages } from '../../shared/site-map.js';
import { quotePageQuery } from '../../shipping/quote-form.js';

/** The Kenya marketing and comparison pages: how shoppers find us from a search engine. */
export const MARKETING_PATHS = [
  '/air-shipping-usa-kenya',
  '/cargo-forwarding-kenya',
  '/vs-kentex-cargo',
  '/vs-aquantuo',
  '/kentex-cargo-alternative',
  '/shipping-companies-kenya',
  '/usa-kenya-shipping-calculator',
  '/kentex-cargo-calculator',
  '/aquantuo-calculator',
  '/dhl-fedex-calculator',
] as const;

export const PAGES: AreaPages = {
  // One page file serves them all; each keeps the shipping calculator's inputs in its address.
  pages: MARKETING_PATHS.map((path) => ({
    path,
    kind: 'public',
    file: 'marketing',
    renderedQuery: quotePageQuery,
  })),
};
