import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import { pickItem } from './catalog-batch.js';
import type { FeaturedProduct } from './product.js';
import { PRODUCT_ERRORS, type ProductError } from './product.errors.js';
import type { AddFeaturedProductInput } from './product.schema.js';
import type { FeaturedProductRepository, ProductCatalog } from './products.ports.js';

/** Staff feature a product: it is read from the catalog once, then kept current by refreshes. */
export class AddFeaturedProductUseCase {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly featured: FeaturedProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute({
    asin,
    category,
  }: AddFeaturedProductInput): Promise<
    Result<FeaturedProduct, ProductError<'PRODUCT.ALREADY_FEATURED' | 'PRODUCT.NOT_FOUND'>>
  > {
    if (await this.featured.find(asin)) return fail(PRODUCT_ERRORS.alreadyFeatured(asin));
    const found = pickItem(await this.catalog.getItems([asin]), asin);
    if (!found.ok) return found;
    const item = found.value;
    const now = this.clock.now();
    const product: FeaturedProduct = {
      asin,
      title: item.title,
      priceCents: item.priceCents,
      images: item.images,
      description: item.description,
      category,
      inStock: item.inStock,
      addedAt: now,
      refreshedAt: now,
    };
    // Two staff adding the same ASIN at once: the second finds it taken.
    if (!(await this.featured.add(product))) return fail(PRODUCT_ERRORS.alreadyFeatured(asin));
    return ok(product);
  }
}
