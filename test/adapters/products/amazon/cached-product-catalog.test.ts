import { describe, expect, it } from 'vitest';
import {
  CATALOG_CACHE_MS,
  CachedProductCatalog,
} from '../../../../adapters/products/amazon/cached-product-catalog.js';
import type { ProductCatalog } from '../../../../core/products/products.ports.js';
import { FakeCatalog } from '../../../support/fake-catalog.js';

/** A clock the test moves by hand. */
function handClock() {
  let now = Date.parse('2026-11-26T10:00:00Z');
  return { now: () => new Date(now), pass: (ms: number) => (now += ms) };
}

describe('the cached catalog', () => {
  it('answers an ASIN asked about within the hour without a call, and calls again after it', async () => {
    const catalog = FakeCatalog.withAsins(['B0CACHE001']);
    const clock = handClock();
    const cached = new CachedProductCatalog(catalog, clock);

    const first = await cached.getItems(['B0CACHE001']);
    clock.pass(CATALOG_CACHE_MS - 1);
    expect(await cached.getItems(['B0CACHE001'])).toEqual(first);
    expect(catalog.calls).toEqual([['B0CACHE001']]);

    clock.pass(2);
    await cached.getItems(['B0CACHE001']);
    expect(catalog.calls).toEqual([['B0CACHE001'], ['B0CACHE001']]);
  });

  it("asks only for the ASINs it has no recent answer for, and keeps the catalog's item errors too", async () => {
    const catalog = FakeCatalog.withAsins(['B0CACHE001', 'B0CACHE002']);
    const cached = new CachedProductCatalog(catalog, handClock());

    await cached.getItems(['B0CACHE001', 'B0UNKNOWN1']);
    const both = await cached.getItems(['B0CACHE001', 'B0CACHE002', 'B0UNKNOWN1']);

    expect(catalog.calls).toEqual([['B0CACHE001', 'B0UNKNOWN1'], ['B0CACHE002']]);
    expect(both.items.map((item) => item.asin).sort()).toEqual(['B0CACHE001', 'B0CACHE002']);
    expect(both.errors.map((error) => error.asin)).toEqual(['B0UNKNOWN1']);
  });

  it('keeps the options of an item for the hour', async () => {
    const options = [{ type: 'Size', value: '10' }];
    const asked: string[] = [];
    const catalog: ProductCatalog = {
      description: 'Options only',
      getItems: () => Promise.reject(new Error('not asked')),
      getOptions: (asin) => {
        asked.push(asin);
        return Promise.resolve(options);
      },
    };
    const cached = new CachedProductCatalog(catalog, handClock());

    expect(await cached.getOptions('B0CACHE001')).toEqual(options);
    expect(await cached.getOptions('B0CACHE001')).toEqual(options);
    expect(asked).toEqual(['B0CACHE001']);
  });
});
