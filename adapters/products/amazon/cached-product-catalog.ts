import { LRUCache } from 'lru-cache';
import type { CatalogItem, ProductOption } from '../../../core/products/product.js';
import type {
  CatalogBatch,
  CatalogItemError,
  ProductCatalog,
} from '../../../core/products/products.ports.js';
import type { Clock } from '../../../core/shared/clock.js';

/**
 * How long a response is given again without a call. Amazon's terms let non-image content be cached up to 24
 * hours, but a price or availability refreshed less often than hourly must be shown with the time it was read
 * ("as of ..."), and a lookup shows none: an hour keeps within them.
 */
export const CATALOG_CACHE_MS = 60 * 60 * 1000;

/** Enough for an hour of lookups on a busy day, small enough to forget about (a few kB each). */
const MAX_ENTRIES = 2_000;

/** Returns by key, each forgotten after `keepMs` by the clock; the least recently used go first past the size. */
const recentResponses = <V extends object>(clock: Clock, keepMs: number) =>
  new LRUCache<string, V>({
    max: MAX_ENTRIES,
    ttl: keepMs,
    // Read the clock at every look: the default keeps a reading for a millisecond, which a test clock outlives.
    ttlResolution: 0,
    perf: { now: () => clock.now().getTime() },
  });

type ItemResponse = { item: CatalogItem } | { error: CatalogItemError };

/**
 * A catalog that answers an ASIN it was asked about recently from memory, without a call: visitors looking up
 * the same product again (or many visitors one popular product) spend none of the day's quota. Kept in this
 * process: it spares calls, while the quota itself is counted for every instance together (the call budget),
 * so an instance that never saw an ASIN costs at most one call for it.
 */
export class CachedProductCatalog implements ProductCatalog {
  private readonly items: LRUCache<string, ItemResponse>;
  private readonly options: LRUCache<string, ProductOption[]>;

  constructor(
    private readonly catalog: ProductCatalog,
    clock: Clock,
    keepMs = CATALOG_CACHE_MS,
  ) {
    this.items = recentResponses(clock, keepMs);
    this.options = recentResponses(clock, keepMs);
  }

  get description(): string {
    return this.catalog.description;
  }

  /** Only the ASINs not answered recently are asked for; an item the catalog was silent about is not kept. */
  async getItems(asins: readonly string[], options?: { signal?: AbortSignal }): Promise<CatalogBatch> {
    const answer: CatalogBatch = { items: [], errors: [] };
    const unknown: string[] = [];
    for (const asin of asins) {
      const kept = this.items.get(asin);
      if (kept === undefined) unknown.push(asin);
      else if ('item' in kept) answer.items.push(kept.item);
      else answer.errors.push(kept.error);
    }
    if (unknown.length === 0) return answer;
    const batch = await this.catalog.getItems(unknown, options);
    for (const item of batch.items) this.items.set(item.asin, { item });
    for (const error of batch.errors) this.items.set(error.asin, { error });
    return { items: [...answer.items, ...batch.items], errors: [...answer.errors, ...batch.errors] };
  }

  async getOptions(asin: string): Promise<ProductOption[]> {
    const kept = this.options.get(asin);
    if (kept !== undefined) return kept;
    const options = await this.catalog.getOptions(asin);
    this.options.set(asin, options);
    return options;
  }
}
