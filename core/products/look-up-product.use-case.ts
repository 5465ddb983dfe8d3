import { centsToDollars } from '../shared/money.js';
import { type Result, fail, ok } from '../shared/result.js';
import { amazonProductUrl, readAmazonLink } from './amazon-link.js';
import { pickItem } from './catalog-batch.js';
import type { ProductDetails } from './product-details.js';
import { type CatalogItem, type ProductOption, mainImageUrl } from './product.js';
import { PRODUCT_ERRORS, type ProductError } from './product.errors.js';
import { CatalogUnavailableError, type ProductCatalog, type ShortLinkResolver } from './products.ports.js';

export type ProductQuery = { asin: string } | { url: string };

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents).toFixed(2));

/**
 * One product's details, by ASIN (staff validating one) or by a pasted Amazon address (Buy for Me). A short
 * link is expanded first; options are asked for only when the item has variations. Staff read the catalog's
 * own words for a product it lacks; a shopper reads what to do instead.
 */
export class LookUpProductUseCase {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly shortLinks: ShortLinkResolver,
    private readonly associateTag: string,
  ) {}

  async execute(
    query: ProductQuery,
  ): Promise<Result<ProductDetails, ProductError<'PRODUCT.LINK_UNRESOLVED' | 'PRODUCT.NOT_FOUND'>>> {
    const asin = 'asin' in query ? query.asin : await this.asinOfAddress(query.url);
    if (asin === undefined) return fail(PRODUCT_ERRORS.linkUnresolved);
    const found = pickItem(await this.catalog.getItems([asin]), asin);
    if (!found.ok) return 'url' in query ? fail(PRODUCT_ERRORS.notFoundForShopper) : found;
    return ok(this.details(found.value, await this.optionsOf(found.value)));
  }

  private async asinOfAddress(address: string): Promise<string | undefined> {
    const read = readAmazonLink(address);
    if (!read.ok) return undefined;
    if (read.link.kind === 'product') return read.link.asin;
    const target = await this.shortLinks.resolve(read.link.url);
    const expanded = target === undefined ? undefined : readAmazonLink(target);
    return expanded?.ok && expanded.link.kind === 'product' ? expanded.link.asin : undefined;
  }

  /** Options are a nicety: a catalog that cannot list them now leaves the shopper to say which they want. */
  private async optionsOf(item: CatalogItem): Promise<ProductOption[]> {
    if (!item.hasVariations) return [];
    try {
      return await this.catalog.getOptions(item.asin);
    } catch (error) {
      if (error instanceof CatalogUnavailableError) return [];
      throw error;
    }
  }

  private details(item: CatalogItem, options: ProductOption[]): ProductDetails {
    return {
      asin: item.asin,
      title: item.title,
      price: dollars(item.priceCents),
      image: mainImageUrl(item.images),
      images: item.images,
      availability: item.availability,
      inStock: item.inStock,
      weight: item.weightKg,
      dimensions: item.dimensionsCm,
      options,
      rating: item.rating,
      reviews: item.reviews,
      description: item.description,
      url: amazonProductUrl(item.asin, this.associateTag),
    };
  }
}
