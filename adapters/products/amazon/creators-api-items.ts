import { z } from 'zod';
import { LB_PER_KG, inchesToCm } from '../../../core/pricing/units.js';
import type { CatalogItem, Picture, ProductOption } from '../../../core/products/product.js';
import type { CatalogBatch, CatalogItemError } from '../../../core/products/products.ports.js';

/** What getItems asks for: values of the official SDKs' GetItemsResource. */
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

/** What getVariations asks for: the SDKs' GetVariationsResource (singular, though the response's field is plural). */
export const VARIATION_RESOURCES = ['variationSummary.variationDimension'] as const;

// The responses as the SDKs' models give them: a field is optional unless the model requires it.
const imageSize = z.object({
  url: z.string().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
});
const unitBased = z.object({ displayValue: z.number().optional(), unit: z.string().optional() });
const money = z.object({ amount: z.number().optional(), currency: z.string().optional() });
export const itemSchema = z.object({
  asin: z.string().optional(),
  parentASIN: z.string().optional(),
  images: z
    .object({ primary: z.object({ large: imageSize.optional(), medium: imageSize.optional() }).optional() })
    .optional(),
  itemInfo: z
    .object({
      title: z.object({ displayValue: z.string().optional() }).optional(),
      features: z.object({ displayValues: z.array(z.string()) }).optional(),
      productInfo: z
        .object({
          itemDimensions: z
            .object({
              height: unitBased.optional(),
              length: unitBased.optional(),
              width: unitBased.optional(),
              weight: unitBased.optional(),
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
            price: z.object({ money: money.optional() }).optional(),
            availability: z
              .object({ type: z.string().optional(), message: z.string().optional() })
              .optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  customerReviews: z
    .object({
      count: z.number().optional(),
      starRating: z.object({ value: z.number().optional() }).optional(),
    })
    .optional(),
});
type ApiItem = z.infer<typeof itemSchema>;

/** ErrorData: the partial errors of a response that is otherwise a success. */
const errorDataSchema = z.object({ code: z.string(), message: z.string() });

/** The response's frame; items are read one by one, so that one odd item does not spoil its batch. */
export const getItemsResponseSchema = z.object({
  itemsResult: z.object({ items: z.array(z.unknown()).optional() }).optional(),
  errors: z.array(errorDataSchema).optional(),
});

export const getVariationsResponseSchema = z.object({
  variationsResult: z
    .object({
      variationSummary: z
        .object({
          variationDimensions: z
            .array(
              z.object({
                displayName: z.string().optional(),
                name: z.string().optional(),
                values: z.array(z.string()),
              }),
            )
            .optional(),
        })
        .optional(),
    })
    .optional(),
  errors: z.array(errorDataSchema).optional(),
});

/**
 * The error responses' bodies (ValidationException, UnauthorizedException, AccessDeniedException,
 * ResourceNotFoundException, ThrottleException, InternalServerException): `reason` where the model has one,
 * else `type`, names the error.
 */
export const errorResponseSchema = z.object({
  type: z.string().optional(),
  message: z.string().optional(),
  reason: z.string().optional(),
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

const inUnits = (m: z.infer<typeof unitBased> | undefined, table: Record<string, number>) => {
  const value = m?.displayValue;
  const factor = m?.unit === undefined ? undefined : table[m.unit.toLowerCase()];
  return value !== undefined && factor !== undefined && value > 0
    ? Math.round(value * factor * 100) / 100
    : null;
};

const MAX_DESCRIPTION = 300;

/** The sizes Amazon's large and medium pictures have, for one whose response leaves its size out. */
const LARGE_PX = 500;
const MEDIUM_PX = 160;

/** A picture with its size; none without an address. */
const picture = (size: z.infer<typeof imageSize> | undefined, nominalPx: number): Picture | null =>
  size?.url === undefined
    ? null
    : { url: size.url, width: size.width ?? nominalPx, height: size.height ?? nominalPx };
const IN_STOCK_TYPES = new Set(['IN_STOCK', 'IN_STOCK_SCARCE', 'LEADTIME', 'AVAILABLE_DATE', 'PREORDER']);

function toCatalogItem(asin: string, item: ApiItem): CatalogItem | undefined {
  const title = item.itemInfo?.title?.displayValue?.trim();
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
    asin,
    title,
    // The site quotes in dollars; a price in another currency, or without one, is no price for it.
    priceCents:
      money?.currency === 'USD' && money.amount !== undefined ? Math.round(money.amount * 100) : null,
    images: {
      large: picture(item.images?.primary?.large, LARGE_PX),
      medium: picture(item.images?.primary?.medium, MEDIUM_PX),
    },
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
 * A 200 getItems answer as a batch. An item read is given; an item without a title, or an ASIN that one of the
 * response's errors names (the API names the ASIN in the message), is an error of the batch, so only those are
 * marked; an ASIN neither given nor named is left out of both, and so left as it was.
 */
export function toBatch(
  asked: readonly string[],
  answer: z.infer<typeof getItemsResponseSchema>,
): CatalogBatch {
  const items = new Map<string, CatalogItem>();
  const unreadable = new Set<string>();
  for (const raw of answer.itemsResult?.items ?? []) {
    const parsed = itemSchema.safeParse(raw);
    const asin = parsed.success ? parsed.data.asin?.toUpperCase() : undefined;
    if (!parsed.success || asin === undefined) continue;
    const item = toCatalogItem(asin, parsed.data);
    if (item) items.set(asin, item);
    else unreadable.add(asin);
  }
  const errors: CatalogItemError[] = asked.flatMap((asin) => {
    if (items.has(asin)) return [];
    if (unreadable.has(asin)) return [{ asin, message: `The catalog gave no title for ${asin}` }];
    const named = answer.errors?.find((e) => e.message.includes(asin));
    return named ? [{ asin, message: `${named.code}: ${named.message}` }] : [];
  });
  return { items: asked.flatMap((asin) => items.get(asin) ?? []), errors };
}

export function toOptions(answer: z.infer<typeof getVariationsResponseSchema>): ProductOption[] {
  const dimensions = answer.variationsResult?.variationSummary?.variationDimensions ?? [];
  return dimensions.flatMap((d) => {
    const type = d.displayName ?? d.name;
    return type === undefined ? [] : d.values.map((value) => ({ type, value }));
  });
}
