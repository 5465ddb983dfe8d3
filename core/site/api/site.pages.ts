import type { AreaPages } from '../../shared/site-map.js';
import { quotePageQuery } from '../../shipping/quote-form.js';

/** The site's own pages: the home page (with the shipping calculator), help, stories and the legal pages. */
export const PAGES: AreaPages = {
  pages: [
    { path: '/', kind: 'public', file: 'home', renderedQuery: quotePageQuery },
    { path: '/faqs', kind: 'public' },
    { path: '/prohibited', kind: 'public' },
    { path: '/shipping-guide-kenya', kind: 'public' },
    { path: '/success-stories', kind: 'public' },
    { path: '/privacy', kind: 'public' },
    { path: '/terms', kind: 'public' },
    { path: '/cookies', kind: 'public' },
  ],
};
