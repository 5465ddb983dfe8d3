import { describe, expect, it } from 'vitest';
import type { RefreshSummary } from '../../core/products/products.ports.js';
import { NO_IMAGES } from '../../core/products/product.js';
import { aFeaturedProduct } from '../core/products/featured-product.mother.js';
import { NOW, type OpenStorage, later, useStorage } from './storage-under-test.js';

/** The featured product repository: the same behaviour on every adapter. */
export function featuredProductsContract(name: string, open: OpenStorage): void {
  describe(`featured products: ${name}`, () => {
    const storage = useStorage(open);
    const repo = () => storage.reads.featuredProducts;

    it('adds a product once and finds it as stored', async () => {
      const product = aFeaturedProduct({ priceCents: null, images: NO_IMAGES });
      expect(await repo().add(product)).toBe(true);
      expect(await repo().add({ ...product, title: 'Another title' })).toBe(false);
      expect(await repo().find(product.asin)).toEqual(product);
      expect(await repo().find('B0MISSING0')).toBeUndefined();
    });

    it('lists newest first, by category and up to a limit', async () => {
      await repo().add(aFeaturedProduct({ asin: 'B0OLDEST01', addedAt: NOW }));
      await repo().add(aFeaturedProduct({ asin: 'B0BOOK0001', category: 'books', addedAt: later(1000) }));
      await repo().add(aFeaturedProduct({ asin: 'B0NEWEST01', addedAt: later(2000) }));
      expect((await repo().list()).map((p) => p.asin)).toEqual(['B0NEWEST01', 'B0BOOK0001', 'B0OLDEST01']);
      expect((await repo().list({ limit: 2 })).map((p) => p.asin)).toEqual(['B0NEWEST01', 'B0BOOK0001']);
      expect((await repo().list({ category: 'books' })).map((p) => p.asin)).toEqual(['B0BOOK0001']);
      expect(await repo().list({ category: 'health' })).toEqual([]);
    });

    it("updates the catalog's facts of stored products only, keeping category and date added", async () => {
      const stored = aFeaturedProduct({ category: 'home' });
      await repo().add(stored);
      const refreshed = {
        ...stored,
        title: 'Earbuds, 2nd generation',
        priceCents: 3999,
        inStock: false,
        category: 'books' as const,
        addedAt: later(5000),
        refreshedAt: later(60_000),
      };
      await repo().update([refreshed, aFeaturedProduct({ asin: 'B0NOTADDED' })]);
      expect(await repo().find(stored.asin)).toEqual({
        ...refreshed,
        category: 'home',
        addedAt: stored.addedAt,
      });
      expect(await repo().find('B0NOTADDED')).toBeUndefined();
    });

    it('removes a product and counts what is left', async () => {
      await repo().add(aFeaturedProduct({ asin: 'B0INSTOCK1' }));
      await repo().add(aFeaturedProduct({ asin: 'B0SOLDOUT1', inStock: false }));
      expect(await repo().count()).toEqual({ total: 2, inStock: 1 });
      expect(await repo().remove('B0INSTOCK1')).toBe(true);
      expect(await repo().remove('B0INSTOCK1')).toBe(false);
      expect(await repo().count()).toEqual({ total: 1, inStock: 0 });
    });

    it('remembers the latest refresh', async () => {
      expect(await repo().lastRefresh()).toBeUndefined();
      const first: RefreshSummary = {
        catalog: 'Offline catalog',
        startedAt: NOW,
        finishedAt: later(1500),
        total: 12,
        refreshed: 10,
        unavailable: 1,
        failed: 1,
        calls: 2,
        error: null,
        leftForLater: 0,
      };
      await repo().recordRefresh(first);
      await repo().recordRefresh({
        ...first,
        startedAt: later(60_000),
        finishedAt: later(61_000),
        failed: 0,
        error: { code: 'InvalidPartnerTag', message: 'The partner tag is invalid' },
        leftForLater: 20,
      });
      expect(await repo().lastRefresh()).toEqual({
        ...first,
        startedAt: later(60_000),
        finishedAt: later(61_000),
        failed: 0,
        error: { code: 'InvalidPartnerTag', message: 'The partner tag is invalid' },
        leftForLater: 20,
      });
    });

    it('rolls an addition back with its transaction', async () => {
      await expect(
        storage.unitOfWork.run(async ({ featuredProducts }) => {
          await featuredProducts.add(aFeaturedProduct());
          throw new Error('abandoned');
        }),
      ).rejects.toThrow('abandoned');
      expect(await repo().count()).toEqual({ total: 0, inStock: 0 });
    });
  });
}
