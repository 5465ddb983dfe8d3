import type { AreaPages } from '../../shared/site-map.js';
import { CUSTOMS_CALCULATOR_PATH, customsItemFromQuery, customsQuery } from '../customs-query.js';

export const PAGES: AreaPages = {
  pages: [
    {
      path: CUSTOMS_CALCULATOR_PATH,
      kind: 'public',
      renderedQuery: (params) =>
        customsQuery(customsItemFromQuery(params) ?? { itemValue: '', category: '' }),
    },
  ],
};
