import type { AreaPages } from '../../shared/site-map.js';
import { EMBED_PATH, embedQuery } from '../calculator-embed.js';
import { quotePageQuery } from '../quote-form.js';

export const PAGES: AreaPages = {
  pages: [
    { path: '/pricing', kind: 'public', renderedQuery: quotePageQuery },
    { path: '/ocean-shipping', kind: 'public' },
    { path: '/south-sudan-pricing', kind: 'public' },
    { path: '/calc', kind: 'public', standAlone: true, renderedQuery: quotePageQuery },
    { path: EMBED_PATH, kind: 'public', standAlone: true, embeddable: true, renderedQuery: embedQuery },
  ],
};
