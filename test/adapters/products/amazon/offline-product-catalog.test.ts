import { describe, expect, it } from 'vitest';
import { OfflineProductCatalog } from '../../../../adapters/products/amazon/offline-product-catalog.js';
import { PRODUCT_CATEGORY_SLUGS } from '../../../../core/products/product.js';

const catalog = new OfflineProductCatalog();

describe('the offline catalog', () => {
  it('answers a batch item by item: known products, and an error for each unknown one', async () => {
    const batch = await catalog.getItems(['B0KXFA0001', 'B0NOTHERE1']);
    expect(batch.items.map((i) => [i.asin, i.title, i.priceCents, i.weightKg])).toEqual([
      ['B0KXFA0001', "Stride men's running shoes", 8995, 0.82],
    ]);
    expect(batch.errors).toEqual([
      { asin: 'B0NOTHERE1', message: 'The ItemId B0NOTHERE1 is not in the offline catalog.' },
    ]);
  });

  it('refuses more than ten ASINs in one call, as the Creators API does', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `B0KXFA000${i % 10}`);
    await expect(catalog.getItems(eleven)).rejects.toThrow(RangeError);
  });

  it('starts an empty shop with each featured product once, the newest row taking turns by category', async () => {
    const selection = catalog.starterSelection();
    expect(new Set(selection.map((p) => p.asin)).size).toBe(selection.length);
    const { items } = await catalog.getItems(selection.slice(0, 10).map((p) => p.asin));
    expect(items).toHaveLength(10);
    // The shop lists the newest first: the last six added are one of each category.
    expect(new Set(selection.slice(-6).map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORY_SLUGS));
  });
});
