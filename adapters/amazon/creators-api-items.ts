import { z } from 'zod';
import { LB_PER_KG, inchesToCm } from '../../core/pricing/units.js';
import type { CatalogItem, ProductOption } from '../../core/products/product.js';
import type { CatalogBatch, CatalogItemError } from '../../core/products/products.ports.js';

/** What getItems asks for: the camelCase resources of the Creators API. */
export const ITEM_RESOURCES = [
  'itemInfo.title',
  'itemInfo.features',
  'itemInfo.productInfo',
  'images.primary.large',
  'images.primary.medium',
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'customerReviews.count',
  'customerReviews.starRating',
  'parentASIN',
] as const;

export const VARIATION_RESOURCES = ['variationSummary.variationDimensions'] as const;

const image = z.object({ url: z.string() });
const measure = z.object({ displayValue: z.number(), unit: z.string() });
const itemSchema = z.object({
  asin: z.string(),
  parentASIN: z.string().optional(),
  images: z
    .object({ primary: z.object({ large: image.optional(), medium: image.optional() }).optional() })
    .optional(),
  itemInfo: z
    .object({
      title: z.object({ displayValue: z.string() }).optional(),
      features: z.object({ displayValues: z.array(z.string()) }).optional(),
      productInfo: z
        .object({
          itemDimensions: z
            .object({
              height: measure.optional(),
              length: measure.optional(),
              width: measure.optional(),
              weight: measure.optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  offersV2: z
    .object({
      listings: z
        .array(
          z.object({
            price: z.object({ money: z.object({ amount: z.number(), currency: z.string() }) }).optional(),
            availability: z
              .object({ type: z.string().optional(), message: z.string().optional() })
              .optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  customerReviews: z
    .object({ count: z.number().optional(), starRating: z.object({ value: z.number() }).optional() })
    .optional(),
});
type ApiItem = z.infer<typeof itemSchema>;

const errorSchema = z.object({ code: z.string(), message: z.string() });

/** The answer's frame; items are read one by one, so that one odd item does not spoil its batch. */
export const getItemsAnswerSchema = z.object({
  itemsResult: z.object({ items: z.array(z.unknown()) }).optional(),
  errors: z.array(errorSchema).optional(),
});

export const getVariationsAnswerSchema = z.object({
  variationsResult: z
    .object({
      variationSummary: z
        .object({
          variationDimensions: z
            .array(
              z.object({ displayName: z.string().optional(), name: z.string(), values: z.array(z.string()) }),
            )
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

const KG_PER_UNIT: Record<string, number> = {
  pounds: 1 / LB_PER_KG,
  ounces: 1 / LB_PER_KG / 16,
  'hundredths pounds': 1 / LB_PER_KG / 100,
  kilograms: 1,
  grams: 0.001,
};
const CM_PER_UNIT: Record<string, number> = {
  inches: inchesToCm(1),
  centimeters: 1,
  millimeters: 0.1,
  meters: 100,
};

const inUnits = (m: { displayValue: number; unit: string } | undefined, table: Record<string, number>) => {
  const factor = m && table[m.unit.toLowerCase()];
  return m && factor !== undefined && m.displayValue > 0
    ? Math.round(m.displayValue * factor * 100) / 100
    : null;
};

const MAX_DESCRIPTION = 300;
const IN_STOCK_TYPES = new Set(['IN_STOCK', 'IN_STOCK_SCARCE', 'LEADTIME', 'AVAILABLE_DATE', 'PREORDER']);

function toCatalogItem(item: ApiItem): CatalogItem | undefined {
  const title = item.itemInfo?.title?.displayValue.trim();
  if (!title) return undefined;
  const listing = item.offersV2?.listings?.[0];
  const money = listing?.price?.money;
  const type = listing?.availability?.type;
  const inStock = listing !== undefined && (type === undefined || IN_STOCK_TYPES.has(type));
  const dims = item.itemInfo?.productInfo?.itemDimensions;
  const [length, width, height] = [dims?.length, dims?.width, dims?.height].map((d) =>
    inUnits(d, CM_PER_UNIT),
  );
  return {
    asin: item.asin.toUpperCase(),
    title,
    // The site quotes in dollars; a price in another currency is no price for it.
    priceCents: money?.currency === 'USD' ? Math.round(money.amount * 100) : null,
    image: item.images?.primary?.large?.url ?? item.images?.primary?.medium?.url ?? null,
    availability: listing?.availability?.message ?? (inStock ? 'In Stock' : 'Currently unavailable'),
    inStock,
    weightKg: inUnits(dims?.weight, KG_PER_UNIT),
    dimensionsCm: length && width && height ? { length, width, height } : null,
    description: (item.itemInfo?.features?.displayValues[0] ?? '').slice(0, MAX_DESCRIPTION),
    rating: item.customerReviews?.starRating?.value ?? null,
    reviews: item.customerReviews?.count ?? null,
    hasVariations: item.parentASIN !== undefined && item.parentASIN !== item.asin,
  };
}

/**
 * A getItems answer as a batch: every ASIN asked for is an item or an error. The API names the ASIN in its
 * error messages; an ASIN it neither gave nor named gets the first error, or a plain not-found.
 */
export function toBatch(
  asked: readonly string[],
  answer: z.infer<typeof getItemsAnswerSchema>,
): CatalogBatch {
  const items = new Map<string, CatalogItem>();
  const unreadable = new Set<string>();
  for (const raw of answer.itemsResult?.items ?? []) {
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) continue;
    const item = toCatalogItem(parsed.data);
    if (item) items.set(item.asin, item);
    else unreadable.add(parsed.data.asin.toUpperCase());
  }
  const apiErrors = answer.errors ?? [];
  const errors: CatalogItemError[] = asked
    .filter((asin) => !items.has(asin))
    .map((asin) => ({
      asin,
      message: unreadable.has(asin)
        ? `The catalog gave no title for ${asin}`
        : ((apiErrors.find((e) => e.message.includes(asin)) ?? apiErrors[0])?.message ??
          `No product ${asin} in the catalog`),
    }));
  return { items: asked.flatMap((asin) => items.get(asin) ?? []), errors };
}

export function toOptions(answer: z.infer<typeof getVariationsAnswerSchema>): ProductOption[] {
  const dimensions = answer.variationsResult?.variationSummary?.variationDimensions ?? [];
  return dimensions.flatMap((d) => d.values.map((value) => ({ type: d.displayName ?? d.name, value })));
}
