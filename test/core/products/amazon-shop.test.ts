import { describe, expect, it } from 'vitest';
import {
  AMAZON_MARKETPLACES,
  SHOP_CATEGORIES,
  amazonSearchUrl,
  marketplaceOf,
} from '../../../core/products/amazon-shop.js';

describe('the shop search link', () => {
  const us = marketplaceOf('US');

  it('searches the trimmed query, tagged, with the link builder fields', () => {
    const url = new URL(amazonSearchUrl('  wireless earbuds ', us, 'kango-20') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.amazon.com/s');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      k: 'wireless earbuds',
      tag: 'kango-20',
      linkCode: 'ur2',
      camp: '1789',
      creative: '9325',
      ref: 'nb_sb_noss',
    });
  });

  it.each(['', '   ', '\t\n'])('searches nothing for a blank query (%j)', (query) => {
    expect(amazonSearchUrl(query, us, 'kango-20')).toBeUndefined();
  });

  it('escapes what the shopper typed instead of letting it add fields', () => {
    const url = new URL(amazonSearchUrl('shoes&tag=someone-else-20#x', us, 'kango-20') ?? '');
    expect(url.searchParams.get('k')).toBe('shoes&tag=someone-else-20#x');
    expect(url.searchParams.getAll('tag')).toEqual(['kango-20']);
    expect(url.hash).toBe('');
  });

  it.each([
    ['US', 'www.amazon.com'],
    ['UK', 'www.amazon.co.uk'],
    ['DE', 'www.amazon.de'],
    ['CA', 'www.amazon.ca'],
    ['FR', 'www.amazon.fr'],
    ['IT', 'www.amazon.it'],
    ['ES', 'www.amazon.es'],
    ['IN', 'www.amazon.in'],
    ['JP', 'www.amazon.co.jp'],
  ])('sends a %s search to %s', (code, host) => {
    expect(new URL(amazonSearchUrl('books', marketplaceOf(code), 'kango-20') ?? '').host).toBe(host);
  });

  it('falls back to the United States for an unknown marketplace code', () => {
    expect(marketplaceOf('XX').domain).toBe('amazon.com');
  });

  it('lists nine marketplaces with distinct domains and six categories with search terms', () => {
    expect(new Set(AMAZON_MARKETPLACES.map((m) => m.domain)).size).toBe(9);
    expect(SHOP_CATEGORIES.map((c) => c.name)).toEqual([
      'Electronics',
      'Fashion',
      'Home & Kitchen',
      'Health & Beauty',
      'Books & Media',
      'Sports & Outdoors',
    ]);
    for (const category of SHOP_CATEGORIES) {
      expect(amazonSearchUrl(category.searchTerm, us, 'kango-20')).toContain('k=');
    }
  });
});
