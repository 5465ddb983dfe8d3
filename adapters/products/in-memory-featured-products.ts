import type { RefreshSummary } from '../../core/products/products.ports.js';
import type { FeaturedProduct } from '../../core/products/product.js';
import type { FeaturedProductRepository } from '../../core/products/products.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By ASIN. */
    featuredProducts: Map<string, FeaturedProduct>;
    productRefreshes: RefreshSummary[];
  }
}

/** Newest first, then by ASIN: the database's order. */
const newestFirst = (a: FeaturedProduct, b: FeaturedProduct) =>
  b.addedAt.getTime() - a.addedAt.getTime() || (a.asin < b.asin ? -1 : a.asin > b.asin ? 1 : 0);

export function inMemoryFeaturedProducts(tables: Tables): FeaturedProductRepository {
  const products = () => tables.featuredProducts;
  return {
    list: ({ limit, category } = {}) => {
      const matching = [...products().values()]
        .filter((p) => category === undefined || p.category === category)
        .sort(newestFirst);
      return Promise.resolve(clone(matching.slice(0, limit)));
    },
    find: (asin) => Promise.resolve(clone(products().get(asin))),
    add: (product) => {
      if (products().has(product.asin)) return Promise.resolve(false);
      products().set(product.asin, clone(product));
      return Promise.resolve(true);
    },
    update: (changed) => {
      for (const product of changed) {
        const stored = products().get(product.asin);
        // A refresh changes the catalog's facts only: the category and the date added stay staff's.
        if (stored) {
          products().set(
            product.asin,
            clone({ ...product, category: stored.category, addedAt: stored.addedAt }),
          );
        }
      }
      return Promise.resolve();
    },
    remove: (asin) => Promise.resolve(products().delete(asin)),
    count: () => {
      const all = [...products().values()];
      return Promise.resolve({ total: all.length, inStock: all.filter((p) => p.inStock).length });
    },
    recordRefresh: (summary) => {
      tables.productRefreshes.push(clone(summary));
      return Promise.resolve();
    },
    lastRefresh: () => Promise.resolve(clone(tables.productRefreshes.at(-1))),
  };
}
