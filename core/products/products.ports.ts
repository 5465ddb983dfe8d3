import { DependencyUnavailableError } from '../shared/dependency-unavailable.js';
import { CATALOG_UNAVAILABLE_MESSAGE } from './product.errors.js';
import type { FeaturedProduct, CatalogItem, ProductCategory, ProductOption } from './product.js';

/** At most this many items per catalog call (the Creators API's limit for getItems). */
export const CATALOG_BATCH_SIZE = 10;

/** An item of a batch that the catalog could not give (unknown, or not offered through the API). */
export interface CatalogItemError {
  asin: string;
  message: string;
}

export interface CatalogBatch {
  items: CatalogItem[];
  errors: CatalogItemError[];
}

/**
 * The catalog answered with an error, or not at all (a refused tag or credentials, throttling, an outage, a
 * timeout): nothing is known about the batch. `code` names it as the catalog did (e.g. InvalidPartnerTag,
 * TooManyRequests) or as we saw it (Timeout, Unreachable, DailyBudgetSpent).
 */
export class CatalogUnavailableError extends DependencyUnavailableError {
  override readonly name = 'CatalogUnavailableError';

  constructor(
    message: string,
    readonly code = 'Unavailable',
    options?: ErrorOptions,
  ) {
    super(message, CATALOG_UNAVAILABLE_MESSAGE, options);
  }
}

/** The code of a call refused because the account's calls for the day are spent: the rest waits for tomorrow. */
export const DAILY_BUDGET_SPENT = 'DailyBudgetSpent';

/** Where product facts come from: Amazon's Creators API, or the offline catalog. */
export interface ProductCatalog {
  /** What staff see as the catalog in use. */
  readonly description: string;
  /**
   * One call for at most CATALOG_BATCH_SIZE ASINs; an item it cannot give is an error of the batch, not a
   * failure of the call. Throws CatalogUnavailableError when the catalog answers with an error or not at all,
   * and when `signal` is aborted before the call leaves (the call is then not made).
   */
  getItems(asins: readonly string[], options?: { signal?: AbortSignal }): Promise<CatalogBatch>;
  /** The options (sizes, colours) of an item that has variations; none when the catalog lists none. */
  getOptions(asin: string): Promise<ProductOption[]>;
}

/** Expands an amzn.to short link to the address it stands for, without visiting that address. */
export interface ShortLinkResolver {
  /** The target address, or undefined when the link leads nowhere acceptable. */
  resolve(link: URL): Promise<string | undefined>;
}

/** What one refresh of the featured products found. */
export interface RefreshSummary {
  catalog: string;
  startedAt: Date;
  finishedAt: Date;
  total: number;
  /** Found in the catalog and on offer. */
  refreshed: number;
  /** Found but not on offer, or no longer in the catalog: kept, marked out of stock. */
  unavailable: number;
  /** Left as they were because the catalog could not answer for them. */
  failed: number;
  /** Catalog calls made (retries not counted). */
  calls: number;
  /** The catalog's error that stopped the refresh (nothing was then written), if any. */
  error: { code: string; message: string } | null;
  /** Left as they were for a later refresh: the day's call budget was spent before their turn. */
  leftForLater: number;
}

export interface FeaturedProductRepository {
  /** Newest first; at most `limit`, of one category when given. */
  list(options?: { limit?: number; category?: ProductCategory }): Promise<FeaturedProduct[]>;
  find(asin: string): Promise<FeaturedProduct | undefined>;
  /** Adds a product; returns false (and changes nothing) when its ASIN is already featured. */
  add(product: FeaturedProduct): Promise<boolean>;
  /** Replaces the stored facts of products already featured (a refresh); unknown ASINs are ignored. */
  update(products: readonly FeaturedProduct[]): Promise<void>;
  /** Returns whether there was such a product. */
  remove(asin: string): Promise<boolean>;
  count(): Promise<{ total: number; inStock: number }>;
  recordRefresh(summary: RefreshSummary): Promise<void>;
  lastRefresh(): Promise<RefreshSummary | undefined>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    featuredProducts: FeaturedProductRepository;
  }
}
