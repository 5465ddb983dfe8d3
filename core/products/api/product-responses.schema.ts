import * as z from 'zod/mini';
import { centsToDollars } from '../../shared/money.js';
import { amazonProductUrl } from '../amazon-link.js';
import { type FeaturedProduct, mainImageUrl } from '../product.js';
import type { RefreshSummary } from '../products.ports.js';
import type { ProductDetails } from '../product-details.js';

const dimensions = z.object({ length: z.number(), width: z.number(), height: z.number() });
const picture = z.nullable(z.object({ url: z.string(), width: z.number(), height: z.number() }));
/** The main picture at two sizes, each with its pixels: large for a card, medium for a grid tile. */
const images = z.object({ large: picture, medium: picture });

/** A product as POST /api/product-lookup and GET /api/products/validate/:asin answer it. */
export const productDetailsSchema = z.object({
  asin: z.string(),
  title: z.string(),
  /** Dollars with two decimals ('24.99'), or null when no offer has a price. */
  price: z.nullable(z.string()),
  /** The large picture's address (the medium one when there is no large). */
  image: z.nullable(z.string()),
  images,
  availability: z.string(),
  inStock: z.boolean(),
  /** kg and cm. */
  weight: z.nullable(z.number()),
  dimensions: z.nullable(dimensions),
  options: z.array(z.object({ type: z.string(), value: z.string() })),
  rating: z.nullable(z.number()),
  reviews: z.nullable(z.number()),
  description: z.string(),
  /** The product's Amazon page with our associate tag. */
  url: z.string(),
});
// The schema describes exactly what the use case returns (product-details.ts), checked here at compile time.
productDetailsSchema satisfies z.ZodMiniType<ProductDetails, ProductDetails>;

export const validateProductResponseSchema = z.object({
  success: z.literal(true),
  product: productDetailsSchema,
  message: z.string(),
});

export const featuredProductResponseSchema = z.object({
  asin: z.string(),
  title: z.string(),
  /** Dollars, or null when unknown. */
  price: z.nullable(z.number()),
  image: z.nullable(z.string()),
  images,
  description: z.string(),
  category: z.string(),
  inStock: z.boolean(),
  url: z.string(),
  refreshedAt: z.string(),
});
export type FeaturedProductResponse = z.infer<typeof featuredProductResponseSchema>;

export const featuredProductsResponseSchema = z.object({ products: z.array(featuredProductResponseSchema) });

const refreshSummary = z.object({
  catalog: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  total: z.number(),
  refreshed: z.number(),
  unavailable: z.number(),
  failed: z.number(),
  calls: z.number(),
  error: z.nullable(z.object({ code: z.string(), message: z.string() })),
  leftForLater: z.number(),
});
export type RefreshSummaryResponse = z.infer<typeof refreshSummary>;

export const refreshResponseSchema = z.object({ message: z.string(), summary: refreshSummary });

/** The admin page's system status. */
export const productStatusResponseSchema = z.object({
  catalog: z.string(),
  featured: z.number(),
  inStock: z.number(),
  lastRefresh: z.nullable(refreshSummary),
});

/** A featured product as the API and `products list --json` show it. */
export const featuredProductResponse = (
  p: FeaturedProduct,
  associateTag: string,
): FeaturedProductResponse => ({
  asin: p.asin,
  title: p.title,
  price: p.priceCents === null ? null : centsToDollars(p.priceCents),
  image: mainImageUrl(p.images),
  images: p.images,
  description: p.description,
  category: p.category,
  inStock: p.inStock,
  url: amazonProductUrl(p.asin, associateTag),
  refreshedAt: p.refreshedAt.toISOString(),
});

export const refreshSummaryResponse = (s: RefreshSummary): RefreshSummaryResponse => ({
  catalog: s.catalog,
  startedAt: s.startedAt.toISOString(),
  finishedAt: s.finishedAt.toISOString(),
  total: s.total,
  refreshed: s.refreshed,
  unavailable: s.unavailable,
  failed: s.failed,
  calls: s.calls,
  error: s.error,
  leftForLater: s.leftForLater,
});
