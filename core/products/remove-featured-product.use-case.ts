import { type Result, fail, ok } from '../shared/result.js';
import { PRODUCT_ERRORS, type ProductError } from './product.errors.js';
import type { FeaturedProductRepository } from './products.ports.js';

export class RemoveFeaturedProductUseCase {
  constructor(private readonly featured: FeaturedProductRepository) {}

  async execute(asin: string): Promise<Result<void, ProductError<'PRODUCT.NOT_FEATURED'>>> {
    return (await this.featured.remove(asin)) ? ok(undefined) : fail(PRODUCT_ERRORS.notFeatured(asin));
  }
}
