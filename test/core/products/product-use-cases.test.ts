import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { AddFeaturedProductUseCase } from '../../../core/products/add-featured-product.use-case.js';
import { LookUpProductUseCase } from '../../../core/products/look-up-product.use-case.js';
import type { ShortLinkResolver } from '../../../core/products/products.ports.js';
import { RefreshFeaturedProductsUseCase } from '../../../core/products/refresh-featured-products.use-case.js';
import { RemoveFeaturedProductUseCase } from '../../../core/products/remove-featured-product.use-case.js';
import type { Clock } from '../../../core/shared/clock.js';
import { FakeCatalog, asins } from '../../support/fake-catalog.js';
import { aCatalogItem, aFeaturedProduct } from './featured-product.mother.js';

const clock: Clock = { now: () => new Date('2026-11-23T08:00:00.000Z') };
const TAG = 'kango-20';
const noShortLinks: ShortLinkResolver = { resolve: () => Promise.resolve(undefined) };

function products(catalog: FakeCatalog, shortLinks: ShortLinkResolver = noShortLinks) {
  const store = memoryStore();
  const featured = store.ports.featuredProducts;
  return {
    featured,
    lookUp: new LookUpProductUseCase(catalog, shortLinks, TAG),
    add: new AddFeaturedProductUseCase(catalog, featured, clock),
    remove: new RemoveFeaturedProductUseCase(featured),
    refresh: new RefreshFeaturedProductsUseCase(catalog, featured, clock),
  };
}

describe('looking a product up', () => {
  it('answers its details from a pasted address, with a tagged link and a price in dollars', async () => {
    const catalog = new FakeCatalog([aCatalogItem({ asin: 'B08N5WRWNW', priceCents: 2450 })]);
    const result = await products(catalog).lookUp.execute({
      url: 'https://www.amazon.com/x/dp/B08N5WRWNW?th=1',
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        asin: 'B08N5WRWNW',
        price: '24.50',
        weight: 0.25,
        options: [],
        url: 'https://www.amazon.com/dp/B08N5WRWNW?tag=kango-20',
      },
    });
    expect(catalog.calls).toEqual([['B08N5WRWNW']]);
  });

  it('asks for options only when the item has variations', async () => {
    const catalog = new FakeCatalog([aCatalogItem({ asin: 'B0COLOR001', hasVariations: true })]);
    catalog.options = [
      { type: 'Color', value: 'Black' },
      { type: 'Color', value: 'White' },
    ];
    const result = await products(catalog).lookUp.execute({ asin: 'B0COLOR001' });
    expect(result.ok && result.value.options).toEqual(catalog.options);
  });

  it('says what the catalog said of an ASIN it does not have', async () => {
    const result = await products(new FakeCatalog()).lookUp.execute({ asin: 'B0NOTHERE1' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'PRODUCT.NOT_FOUND', message: 'The ItemId B0NOTHERE1 is not accessible.' },
    });
  });

  it("tells a shopper who pasted an address of a product the catalog lacks what to do, not the catalog's words", async () => {
    const result = await products(new FakeCatalog()).lookUp.execute({
      url: 'https://www.amazon.com/dp/B0NOTHERE1',
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'PRODUCT.NOT_FOUND',
        message:
          "We could not find this product on Amazon. Check that the link opens the product's page, or type its name, price and weight below and we quote it by hand.",
      },
    });
  });

  it('expands a short link and reads the product it leads to', async () => {
    const catalog = FakeCatalog.withAsins(['B0SHORT001']);
    const seen: string[] = [];
    const resolver: ShortLinkResolver = {
      resolve: (link) => {
        seen.push(link.href);
        return Promise.resolve('https://www.amazon.com/dp/B0SHORT001?ref=share');
      },
    };
    const result = await products(catalog, resolver).lookUp.execute({ url: 'https://amzn.to/3abcDEF' });
    expect(seen).toEqual(['https://amzn.to/3abcDEF']);
    expect(result.ok && result.value.asin).toBe('B0SHORT001');
  });

  it('refuses a short link that leads anywhere but an amazon.com product', async () => {
    const catalog = new FakeCatalog();
    for (const target of [undefined, 'http://169.254.169.254/latest/meta-data', 'https://www.amazon.com/']) {
      const resolver: ShortLinkResolver = { resolve: () => Promise.resolve(target) };
      const result = await products(catalog, resolver).lookUp.execute({ url: 'https://amzn.to/x' });
      expect(result.ok ? 'found' : result.error).toEqual({
        code: 'PRODUCT.LINK_UNRESOLVED',
        message:
          "We could not follow this amzn.to link to a product page. Open it in your browser and paste the product page's full amazon.com address.",
      });
    }
    expect(catalog.calls).toEqual([]);
  });
});

describe('featuring products', () => {
  it('adds a product as the catalog describes it, once', async () => {
    const catalog = new FakeCatalog([aCatalogItem({ asin: 'B0FEATURE1', title: 'Air fryer' })]);
    const { add, featured } = products(catalog);
    const added = await add.execute({ asin: 'B0FEATURE1', category: 'home' });
    expect(added.ok).toBe(true);
    expect(await featured.find('B0FEATURE1')).toMatchObject({
      title: 'Air fryer',
      category: 'home',
      addedAt: clock.now(),
    });
    expect(await add.execute({ asin: 'B0FEATURE1', category: 'home' })).toMatchObject({
      ok: false,
      error: { code: 'PRODUCT.ALREADY_FEATURED' },
    });
    expect(catalog.calls).toHaveLength(1);
  });

  it('adds nothing for an ASIN the catalog does not have', async () => {
    const { add, featured } = products(new FakeCatalog());
    expect(await add.execute({ asin: 'B0NOTHERE1', category: 'books' })).toMatchObject({
      ok: false,
      error: { code: 'PRODUCT.NOT_FOUND' },
    });
    expect(await featured.count()).toEqual({ total: 0, inStock: 0 });
  });

  it('removes a featured product, and says so when there is none', async () => {
    const { remove, featured } = products(new FakeCatalog());
    await featured.add(aFeaturedProduct({ asin: 'B0REMOVE01' }));
    expect(await remove.execute('B0REMOVE01')).toEqual({ ok: true, value: undefined });
    expect(await remove.execute('B0REMOVE01')).toMatchObject({
      ok: false,
      error: { code: 'PRODUCT.NOT_FEATURED' },
    });
  });
});

describe('refreshing the featured products', () => {
  async function featuring(ids: string[], catalog: FakeCatalog) {
    const use = products(catalog);
    for (const asin of ids)
      await use.featured.add(aFeaturedProduct({ asin, title: 'old title', priceCents: 100 }));
    return use;
  }

  it('makes one catalog call per ten products: 95 products, 10 calls', async () => {
    const ids = asins(95);
    const catalog = FakeCatalog.withAsins(ids);
    const { refresh, featured } = await featuring(ids, catalog);
    const progress: number[] = [];
    const summary = await refresh.execute({ onProgress: (done) => progress.push(done) });
    expect(catalog.calls).toHaveLength(10);
    expect(catalog.calls.every((call) => call.length <= 10)).toBe(true);
    expect(catalog.calls.flat().sort()).toEqual([...ids].sort());
    expect(summary).toMatchObject({ total: 95, refreshed: 95, unavailable: 0, failed: 0, calls: 10 });
    expect(progress.at(-1)).toBe(95);
    expect(await featured.find(ids[0] ?? '')).toMatchObject({ title: `Product ${ids[0]}`, priceCents: 4999 });
    expect(await featured.lastRefresh()).toMatchObject({
      total: 95,
      refreshed: 95,
      calls: 10,
      error: null,
      leftForLater: 0,
    });
    expect(summary.changes).toHaveLength(95);
  });

  it('marks what the catalog names as gone or sold out as out of stock, and counts each', async () => {
    const ids = asins(25);
    const catalog = FakeCatalog.withAsins(ids);
    const [gone, soldOut] = [ids[0] ?? '', ids[1] ?? ''];
    catalog.delete(gone);
    catalog.set(aCatalogItem({ asin: soldOut, inStock: false, availability: 'Currently unavailable' }));
    const { refresh, featured } = await featuring(ids, catalog);
    const summary = await refresh.execute();
    expect(summary).toMatchObject({ total: 25, refreshed: 23, unavailable: 2, failed: 0, calls: 3 });
    expect(await featured.find(gone)).toMatchObject({ inStock: false, title: 'old title' });
    expect(await featured.find(soldOut)).toMatchObject({ inStock: false });
    expect(await featured.count()).toEqual({ total: 25, inStock: 23 });
  });

  it('an outage stops the refresh: nothing is written, every product keeps its data, the code is reported', async () => {
    const ids = asins(25);
    const catalog = FakeCatalog.withAsins(ids);
    catalog.delete(ids[0] ?? '');
    catalog.failingCalls = new Set([2]); // the third batch
    const { refresh, featured } = await featuring(ids, catalog);
    const summary = await refresh.execute();
    expect(summary).toMatchObject({
      total: 25,
      refreshed: 0,
      unavailable: 0,
      failed: 25,
      error: { code: 'Unavailable', message: 'unreachable' },
    });
    expect(summary.notRefreshed).toEqual(ids);
    const kept = await featured.list();
    expect(kept.every((p) => p.title === 'old title' && p.inStock && p.priceCents === 100)).toBe(true);
    expect(await featured.lastRefresh()).toMatchObject({ error: { code: 'Unavailable' } });
  });

  it('stores nothing on a dry run', async () => {
    const ids = asins(3);
    const catalog = FakeCatalog.withAsins(ids);
    const { refresh, featured } = await featuring(ids, catalog);
    const summary = await refresh.execute({ dryRun: true });
    expect(summary.refreshed).toBe(3);
    expect((await featured.list()).map((p) => p.title)).toEqual(['old title', 'old title', 'old title']);
    expect(await featured.lastRefresh()).toBeUndefined();
  });
});
