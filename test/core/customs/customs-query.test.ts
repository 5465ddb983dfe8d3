import { describe, expect, it } from 'vitest';
import { customsItemFromQuery, customsQuery } from '../../../core/customs/customs-query.js';
import { PAGES } from '../../../core/customs/api/customs.pages.js';
import { siteMap } from '../../../core/shared/site-map.js';

const { renderedLocation } = siteMap([PAGES]);

describe("the customs calculator's link", () => {
  it('carries a plain amount and a known category, and reads them back', () => {
    const item = { itemValue: '500', category: 'electronics-new' };
    expect(customsQuery(item)).toBe('value=500&category=electronics-new');
    expect(customsItemFromQuery(`?${customsQuery(item)}`)).toEqual(item);
  });

  it('carries nothing for an incomplete or foreign item', () => {
    expect(customsQuery({ itemValue: '', category: 'electronics-new' })).toBe('');
    expect(customsQuery({ itemValue: '500', category: 'spaceships' })).toBe('');
    expect(customsItemFromQuery('?value=<b>1</b>&category=electronics-new')).toBeUndefined();
    expect(customsItemFromQuery('?value=1e9&category=electronics-new')).toBeUndefined();
  });

  it('is rendered by the server once per item, whatever else the address holds', () => {
    const at = (query: string) => renderedLocation('/kenya-customs-calculator', new URLSearchParams(query));
    expect(at('category=electronics-new&value=500&utm_source=x')).toBe(
      '/kenya-customs-calculator?value=500&category=electronics-new',
    );
    expect(at('value=500')).toBe('/kenya-customs-calculator');
  });
});
