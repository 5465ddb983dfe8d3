import { z } from 'zod';
import {
  type CatalogItem,
  PRODUCT_CATEGORY_SLUGS,
  type ProductCategory,
  type ProductImages,
  type ProductOption,
} from '../../../core/products/product.js';
import {
  CATALOG_BATCH_SIZE,
  type CatalogBatch,
  type ProductCatalog,
} from '../../../core/products/products.ports.js';
import offlineCatalogJson from './offline-catalog.json' with { type: 'json' };

const offlineItemSchema = z.object({
  asin: z.string().regex(/^[A-Z0-9]{10}$/),
  category: z.enum(PRODUCT_CATEGORY_SLUGS),
  title: z.string().min(1),
  price: z.number().positive(),
  weightKg: z.number().positive(),
  dimensionsCm: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
  description: z.string(),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().min(0),
  options: z.array(z.object({ type: z.string(), values: z.array(z.string()).min(1) })),
  inStock: z.boolean(),
  availability: z.string(),
  /** Featured on a fresh database, so that the shop shows something on the first start. */
  featured: z.boolean(),
});
type OfflineItem = z.infer<typeof offlineItemSchema>;

export const offlineCatalogSchema = z.object({ about: z.string(), items: z.array(offlineItemSchema).min(1) });

/**
 * Each product's picture, drawn for it (adapters/products/amazon/generate-offline-pictures.ts) and served with the site: the
 * offline catalog is fictional and has no photographs. One drawing serves both sizes.
 */
const imagesOf = (asin: string): ProductImages => {
  const url = `/catalog/products/${asin}.svg`;
  return { large: { url, width: 500, height: 500 }, medium: { url, width: 160, height: 160 } };
};

const toCatalogItem = (item: OfflineItem): CatalogItem => ({
  asin: item.asin,
  title: item.title,
  priceCents: Math.round(item.price * 100),
  images: imagesOf(item.asin),
  availability: item.availability,
  inStock: item.inStock,
  weightKg: item.weightKg,
  dimensionsCm: item.dimensionsCm,
  description: item.description,
  rating: item.rating,
  reviews: item.reviews,
  hasVariations: item.options.length > 0,
});

/**
 * Fictional products shipped with the code, answering through the same port as the Creators API: the default
 * when no credentials are set, so that a fresh machine has a working shop and Buy for Me.
 */
export class OfflineProductCatalog implements ProductCatalog {
  readonly description = 'Offline catalog (fictional products)';
  private readonly items: ReadonlyMap<string, OfflineItem>;

  constructor(items: readonly OfflineItem[] = offlineCatalogSchema.parse(offlineCatalogJson).items) {
    this.items = new Map(items.map((item) => [item.asin, item]));
  }

  getItems(asins: readonly string[]): Promise<CatalogBatch> {
    if (asins.length > CATALOG_BATCH_SIZE) {
      return Promise.reject(new RangeError(`at most ${CATALOG_BATCH_SIZE} ASINs per call`));
    }
    const batch: CatalogBatch = { items: [], errors: [] };
    for (const asin of asins) {
      const item = this.items.get(asin);
      if (item) batch.items.push(toCatalogItem(item));
      else batch.errors.push({ asin, message: `The ItemId ${asin} is not in the offline catalog.` });
    }
    return Promise.resolve(batch);
  }

  getOptions(asin: string): Promise<ProductOption[]> {
    const options = this.items.get(asin)?.options ?? [];
    return Promise.resolve(options.flatMap((o) => o.values.map((value) => ({ type: o.type, value }))));
  }

  /**
   * The products to feature on a database that has none yet, in the order to add them: the shop shows the
   * newest first, so the last ones added take turns by category, and its first row shows a mix.
   */
  starterSelection(): { asin: string; category: ProductCategory }[] {
    const byCategory = new Map<ProductCategory, string[]>();
    for (const { asin, category, featured } of this.items.values())
      if (featured) byCategory.set(category, [...(byCategory.get(category) ?? []), asin]);
    const groups = [...byCategory];
    const rounds = Math.max(0, ...groups.map(([, asins]) => asins.length));
    const takingTurns = Array.from({ length: rounds }, (_, round) =>
      groups.flatMap(([category, asins]) =>
        asins.slice(round, round + 1).map((asin) => ({ asin, category })),
      ),
    ).flat();
    return takingTurns.reverse();
  }
}
