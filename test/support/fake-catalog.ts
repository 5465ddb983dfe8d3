import type { CatalogItem, ProductOption } from '../../core/products/product.js';
import {
  CATALOG_BATCH_SIZE,
  type CatalogBatch,
  CatalogUnavailableError,
  type ProductCatalog,
} from '../../core/products/products.ports.js';
import { aCatalogItem } from '../core/products/featured-product.mother.js';

/**
 * A catalog for use-case tests: answers from the items it holds, records every call, and can be told to be
 * unreachable for some calls.
 */
export class FakeCatalog implements ProductCatalog {
  readonly description = 'Fake catalog';
  readonly calls: string[][] = [];
  private readonly items = new Map<string, CatalogItem>();
  /** Calls (0-based) that fail as an outage would. */
  failingCalls = new Set<number>();
  options: ProductOption[] = [];

  constructor(items: CatalogItem[] = []) {
    for (const item of items) this.items.set(item.asin, item);
  }

  static withAsins(asins: string[]): FakeCatalog {
    return new FakeCatalog(asins.map((asin) => aCatalogItem({ asin, title: `Product ${asin}` })));
  }

  set(item: CatalogItem): void {
    this.items.set(item.asin, item);
  }

  delete(asin: string): void {
    this.items.delete(asin);
  }

  getItems(asins: readonly string[]): Promise<CatalogBatch> {
    if (asins.length > CATALOG_BATCH_SIZE) return Promise.reject(new RangeError('too many ASINs'));
    const call = this.calls.push([...asins]) - 1;
    if (this.failingCalls.has(call)) return Promise.reject(new CatalogUnavailableError('unreachable'));
    const batch: CatalogBatch = { items: [], errors: [] };
    for (const asin of asins) {
      const item = this.items.get(asin);
      if (item) batch.items.push(item);
      else batch.errors.push({ asin, message: `The ItemId ${asin} is not accessible.` });
    }
    return Promise.resolve(batch);
  }

  getOptions(): Promise<ProductOption[]> {
    return Promise.resolve(this.options);
  }
}

/** `count` distinct, valid ASINs. */
export const asins = (count: number, prefix = 'B0T'): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(10 - prefix.length, '0')}`);
