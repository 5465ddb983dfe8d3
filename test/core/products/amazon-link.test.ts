import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { PRODUCT_URL_MESSAGES, readAmazonLink } from '../../../core/products/amazon-link.js';
import { buyForMeLinkSchema } from '../../../core/products/product.schema.js';

describe('reading a pasted Amazon address', () => {
  it.each([
    ['https://www.amazon.com/dp/B08N5WRWNW', 'B08N5WRWNW'],
    ['https://www.amazon.com/Echo-Dot/dp/b08n5wrwnw/ref=sr_1_1?keywords=echo', 'B08N5WRWNW'],
    ['http://amazon.com/gp/product/B07XJ8C8F5?psc=1', 'B07XJ8C8F5'],
    ['https://smile.amazon.com/gp/aw/d/B07XJ8C8F5', 'B07XJ8C8F5'],
    ['https://www.amazon.com/exec/obidos/ASIN/0316769487/', '0316769487'],
    ['https://www.amazon.com/gp/offer-listing?asin=B00TEST123&condition=new', 'B00TEST123'],
    ['  https://www.amazon.com/dp/B08N5WRWNW#reviews  ', 'B08N5WRWNW'],
  ])('finds the ASIN in %s', (url, asin) => {
    expect(readAmazonLink(url)).toEqual({ ok: true, link: { kind: 'product', asin } });
  });

  it('keeps a short link to expand, always over HTTPS', () => {
    const read = readAmazonLink('http://amzn.to/3xYzAbC?ref=share');
    expect(read.ok && read.link.kind === 'short-link' && read.link.url.href).toBe(
      'https://amzn.to/3xYzAbC?ref=share',
    );
  });

  it('keeps amzn.to as the host, whatever the path looks like', () => {
    for (const text of ['https://amzn.to//127.0.0.1/abc', 'https://amzn.to///evil.example/x']) {
      const read = readAmazonLink(text);
      expect(read.ok && read.link.kind === 'short-link' && read.link.url.hostname).toBe('amzn.to');
    }
  });

  it.each([
    'not a url',
    'ftp://www.amazon.com/dp/B08N5WRWNW',
    'https://www.amazon.co.uk/dp/B08N5WRWNW',
    'https://amazon.com.evil.example/dp/B08N5WRWNW',
    'https://evilamazon.com/dp/B08N5WRWNW',
    'https://www.ebay.com/itm/1234567890',
    'javascript:alert(1)',
  ])('refuses %s as not an amazon.com address', (url) => {
    expect(readAmazonLink(url)).toEqual({ ok: false, message: PRODUCT_URL_MESSAGES.invalid });
  });

  it.each([
    'https://www.amazon.com/',
    'https://www.amazon.com/s?k=headphones',
    'https://www.amazon.com/dp/B08N5WRWN',
    'https://www.amazon.com/dp/B08N5WRWNWX',
    'https://www.amazon.com/dp/B08N5-RWNW',
    'https://amzn.to/',
  ])('says no product ID can be read from %s', (url) => {
    expect(readAmazonLink(url)).toEqual({ ok: false, message: PRODUCT_URL_MESSAGES.noProductId });
  });

  it('gives the browser form and the server the same messages', () => {
    const issues = (url: string, quantity: number) => {
      const parsed = safeParse(buyForMeLinkSchema, { url, quantity });
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(issues('https://www.amazon.com/dp/B08N5WRWNW', 2)).toEqual([]);
    expect(issues('', 1)).toEqual([PRODUCT_URL_MESSAGES.invalid]);
    expect(issues('https://www.amazon.com/s?k=x', 1)).toEqual([PRODUCT_URL_MESSAGES.noProductId]);
    expect(issues('https://www.amazon.com/dp/B08N5WRWNW', 0)).toEqual(['Quantity must be at least 1']);
  });
});
