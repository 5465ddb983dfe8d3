import type { Cents } from '../shared/money.js';
import type { Clock } from '../shared/clock.js';
import { inBatches } from './catalog-batch.js';
import { type FeaturedProduct, mainImageUrl } from './product.js';
import {
  CATALOG_BATCH_SIZE,
  type CatalogBatch,
  CatalogUnavailableError,
  DAILY_BUDGET_SPENT,
  type FeaturedProductRepository,
  type ProductCatalog,
  type RefreshSummary,
} from './products.ports.js';

export interface RefreshOptions {
  /** Ask the catalog and say what would change, but store nothing. */
  dryRun?: boolean;
  /** Called after each batch with the products done so far. */
  onProgress?: (done: number, total: number) => void;
}

/** A featured product whose title, price or stock the refresh changes (or would, in a dry run). */
export interface ProductChange {
  asin: string;
  before: { title: string; priceCents: Cents | null; inStock: boolean };
  after: { title: string; priceCents: Cents | null; inStock: boolean };
}

export interface RefreshReport extends RefreshSummary {
  changes: ProductChange[];
  /** The ASINs left as they were: the catalog's error stopped the refresh, or the day's budget was spent. */
  notRefreshed: string[];
}

type Outcome = 'refreshed' | 'unavailable' | 'failed' | 'later';
/** What the catalog said for one batch. */
type Answer = CatalogBatch | 'failed' | 'later';

const facts = (p: FeaturedProduct) => ({ title: p.title, priceCents: p.priceCents, inStock: p.inStock });

/**
 * Brings every featured product up to date: one catalog call per ten products, all handed to the catalog at
 * once so that its limiter, not this loop, sets the pace. An item the catalog names as unavailable is kept and
 * marked out of stock. An error response (a refused tag, throttling, an outage) stops the refresh: no further
 * call is made and nothing is written, so every product keeps its last known data. Calls the day's budget
 * cannot pay for are not made; their products are left for a later refresh and the rest are saved.
 */
export class RefreshFeaturedProductsUseCase {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly featured: FeaturedProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ dryRun = false, onProgress }: RefreshOptions = {}): Promise<RefreshReport> {
    const startedAt = this.clock.now();
    const products = await this.featured.list();
    const batches = inBatches(products, CATALOG_BATCH_SIZE);
    const stop = new AbortController();
    let error: CatalogUnavailableError | undefined;
    let calls = 0;
    const ask = async (batch: readonly FeaturedProduct[]): Promise<Answer> => {
      try {
        const answer = await this.catalog.getItems(
          batch.map((p) => p.asin),
          { signal: stop.signal },
        );
        calls += 1;
        return answer;
      } catch (caught) {
        if (!(caught instanceof CatalogUnavailableError)) throw caught;
        if (caught.code === DAILY_BUDGET_SPENT) return 'later';
        if (!stop.signal.aborted) {
          calls += 1;
          error = caught;
          stop.abort();
        }
        return 'failed';
      }
    };
    let done = 0;
    const answered = await Promise.all(
      batches.map(async (batch) => {
        const answer = await ask(batch);
        done += batch.length;
        onProgress?.(done, products.length);
        return batch.map((product) => this.refreshed(product, answer));
      }),
    );
    // An error keeps every product as it was: what was answered before it is not written either.
    const results = answered
      .flat()
      .map((r) =>
        error && r.outcome !== 'later'
          ? { outcome: 'failed' as const, before: r.before, product: r.before }
          : r,
      );
    const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
    const summary: RefreshSummary = {
      catalog: this.catalog.description,
      startedAt,
      finishedAt: this.clock.now(),
      total: products.length,
      refreshed: count('refreshed'),
      unavailable: count('unavailable'),
      failed: count('failed'),
      calls,
      error: error ? { code: error.code, message: error.message } : null,
      leftForLater: count('later'),
    };
    const report: RefreshReport = {
      ...summary,
      changes: results.flatMap(({ before, product }) => {
        const [was, is] = [facts(before), facts(product)];
        return JSON.stringify(was) === JSON.stringify(is)
          ? []
          : [{ asin: before.asin, before: was, after: is }];
      }),
      notRefreshed: results.flatMap((r) =>
        r.outcome === 'failed' || r.outcome === 'later' ? [r.before.asin] : [],
      ),
    };
    if (!dryRun) {
      const written = results.filter((r) => r.outcome === 'refreshed' || r.outcome === 'unavailable');
      await this.featured.update(written.map((r) => r.product));
      await this.featured.recordRefresh(summary);
    }
    return report;
  }

  private refreshed(
    before: FeaturedProduct,
    answer: Answer,
  ): { outcome: Outcome; before: FeaturedProduct; product: FeaturedProduct } {
    if (answer === 'failed' || answer === 'later') return { outcome: answer, before, product: before };
    const refreshedAt = this.clock.now();
    const item = answer.items.find((i) => i.asin === before.asin);
    if (!item) {
      // Only an item the response names as an error is marked; one it is silent about stays as it was.
      const named = answer.errors.some((e) => e.asin === before.asin);
      return named
        ? { outcome: 'unavailable', before, product: { ...before, inStock: false, refreshedAt } }
        : { outcome: 'failed', before, product: before };
    }
    return {
      outcome: item.inStock ? 'refreshed' : 'unavailable',
      before,
      product: {
        ...before,
        title: item.title,
        priceCents: item.priceCents,
        images: mainImageUrl(item.images) === null ? before.images : item.images,
        description: item.description || before.description,
        inStock: item.inStock,
        refreshedAt,
      },
    };
  }
}
