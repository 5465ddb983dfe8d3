import type { Clock } from '../shared/clock.js';
import { inBatches } from './catalog-batch.js';
import type { FeaturedProduct } from './product.js';
import {
  CATALOG_BATCH_SIZE,
  type CatalogBatch,
  CatalogUnavailableError,
  type FeaturedProductRepository,
  type ProductCatalog,
  type RefreshSummary,
} from './products.ports.js';

export interface RefreshOptions {
  /** Ask the catalog and count, but store nothing. */
  dryRun?: boolean;
  /** Called after each batch with the products done so far. */
  onProgress?: (done: number, total: number) => void;
}

type Outcome = 'refreshed' | 'unavailable' | 'failed';

/**
 * Brings every featured product up to date: one catalog call per ten products, all handed to the catalog at
 * once so that its limiter, not this loop, sets the pace. A product the catalog no longer offers is kept and
 * marked out of stock; a batch the catalog could not answer is left as it was and counted as failed.
 */
export class RefreshFeaturedProductsUseCase {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly featured: FeaturedProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ dryRun = false, onProgress }: RefreshOptions = {}): Promise<RefreshSummary> {
    const startedAt = this.clock.now();
    const products = await this.featured.list();
    const batches = inBatches(products, CATALOG_BATCH_SIZE);
    let done = 0;
    const answered = await Promise.all(
      batches.map(async (batch) => {
        const answer = await this.ask(batch);
        done += batch.length;
        onProgress?.(done, products.length);
        return batch.map((product) => this.refreshed(product, answer));
      }),
    );
    const results = answered.flat();
    const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
    const summary: RefreshSummary = {
      catalog: this.catalog.description,
      startedAt,
      finishedAt: this.clock.now(),
      total: products.length,
      refreshed: count('refreshed'),
      unavailable: count('unavailable'),
      failed: count('failed'),
      calls: batches.length,
    };
    if (!dryRun) {
      await this.featured.update(results.flatMap((r) => (r.outcome === 'failed' ? [] : [r.product])));
      await this.featured.recordRefresh(summary);
    }
    return summary;
  }

  private async ask(batch: readonly FeaturedProduct[]): Promise<CatalogBatch | undefined> {
    try {
      return await this.catalog.getItems(batch.map((p) => p.asin));
    } catch (error) {
      if (error instanceof CatalogUnavailableError) return undefined;
      throw error;
    }
  }

  private refreshed(
    product: FeaturedProduct,
    answer: CatalogBatch | undefined,
  ): { outcome: Outcome; product: FeaturedProduct } {
    if (!answer) return { outcome: 'failed', product };
    const refreshedAt = this.clock.now();
    const item = answer.items.find((i) => i.asin === product.asin);
    if (!item) return { outcome: 'unavailable', product: { ...product, inStock: false, refreshedAt } };
    return {
      outcome: item.inStock ? 'refreshed' : 'unavailable',
      product: {
        ...product,
        title: item.title,
        priceCents: item.priceCents,
        image: item.image ?? product.image,
        description: item.description || product.description,
        inStock: item.inStock,
        refreshedAt,
      },
    };
  }
}
