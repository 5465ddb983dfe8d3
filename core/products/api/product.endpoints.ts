import * as z from 'zod/mini';
import { messageResponseSchema } from '../../shared/api/api-responses.schema.js';
import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { PRODUCT_REFUSALS } from './product.refusals.js';
import {
  featuredProductResponseSchema,
  featuredProductsResponseSchema,
  productDetailsSchema,
  productStatusResponseSchema,
  refreshResponseSchema,
  validateProductResponseSchema,
} from './product-responses.schema.js';
import {
  DEFAULT_FEATURED_LIMIT,
  MAX_FEATURED_LIMIT,
  addFeaturedProductSchema,
  asinSchema,
  categorySchema,
  featuredLimitSchema,
  productLookupSchema,
} from '../product.schema.js';

const PRODUCTS = { name: 'products', description: 'Featured Amazon products and product lookups.' };
const products = { status: 200, meaning: 'The products.', schema: featuredProductsResponseSchema } as const;
/** Browsers and proxies may keep a list five minutes, then check it cheaply by its ETag. */
const FIVE_MINUTES = 'public, max-age=300';
/** Each lookup may cost a catalog call, which the whole site shares: validations and lookups count together. */
const LOOKUPS = {
  counter: 'product-lookup',
  rule: 'productLookup',
  message: 'Too many product lookups from this address. Please try again in a few minutes.',
};
const asinParam = z.object({ asin: asinSchema });
const refusing = refusalsFrom(PRODUCT_REFUSALS);
/** What a lookup may meet: a link that leads to no product, a product the catalog lacks, or the catalog down. */
const LOOKUP_REFUSALS = refusing('PRODUCT.LINK_UNRESOLVED', 'PRODUCT.NOT_FOUND', 'UNAVAILABLE');

export const featuredProductsEndpoint = endpoint({
  operationId: 'featuredProducts',
  method: 'GET',
  path: '/api/products/featured',
  tag: PRODUCTS,
  summary: 'Featured products, newest first (cacheable 5 minutes)',
  who: 'anyone',
  query: z.object({
    // Read from the text as a whole number in this range; described as what it is.
    limit: featuredLimitSchema.check(
      z.meta({
        description: `How many; ${String(DEFAULT_FEATURED_LIMIT)} when not given`,
        override: { type: 'integer', minimum: 1, maximum: MAX_FEATURED_LIMIT },
      }),
    ),
  }),
  ok: products,
  refuses: refusing('UNAVAILABLE'),
  cache: FIVE_MINUTES,
});

export const featuredProductsInCategoryEndpoint = endpoint({
  operationId: 'featuredProductsInCategory',
  method: 'GET',
  path: '/api/products/category/{category}',
  tag: PRODUCTS,
  summary: 'Featured products of one category',
  who: 'anyone',
  params: z.object({ category: categorySchema }),
  ok: products,
  refuses: refusing('UNAVAILABLE'),
  cache: FIVE_MINUTES,
});

export const validateProductEndpoint = endpoint({
  operationId: 'validateProduct',
  method: 'GET',
  path: '/api/products/validate/{asin}',
  tag: PRODUCTS,
  summary: 'Read one product from the catalog by its ASIN',
  who: 'anyone',
  params: asinParam,
  ok: { status: 200, meaning: 'The product.', schema: validateProductResponseSchema },
  refuses: LOOKUP_REFUSALS,
  rateLimit: LOOKUPS,
});

export const lookUpProductEndpoint = endpoint({
  operationId: 'lookUpProduct',
  method: 'POST',
  path: '/api/product-lookup',
  tag: PRODUCTS,
  summary: 'Read a product from its Amazon address or amzn.to link',
  who: 'anyone',
  body: { type: 'json', schema: productLookupSchema },
  ok: { status: 200, meaning: 'The product (kg, cm).', schema: productDetailsSchema },
  refuses: LOOKUP_REFUSALS,
  rateLimit: LOOKUPS,
});

export const productStatusEndpoint = endpoint({
  operationId: 'productStatus',
  method: 'GET',
  path: '/api/products/status',
  tag: STAFF_TAG,
  summary: 'The catalog in use, counts and the last refresh',
  who: 'staff',
  roles: ['admin'],
  ok: { status: 200, meaning: 'The status.', schema: productStatusResponseSchema },
});

export const featureProductEndpoint = endpoint({
  operationId: 'featureProduct',
  method: 'POST',
  path: '/api/products/add-asin',
  tag: STAFF_TAG,
  summary: 'Feature a product, read from the catalog',
  who: 'staff',
  roles: ['admin'],
  body: { type: 'json', schema: addFeaturedProductSchema, maxBytes: 1024 },
  ok: {
    status: 201,
    meaning: 'Featured.',
    schema: z.object({ message: z.string(), product: featuredProductResponseSchema }),
  },
  refuses: refusing('PRODUCT.ALREADY_FEATURED', 'PRODUCT.NOT_FOUND'),
});

export const refreshProductsEndpoint = endpoint({
  operationId: 'refreshProducts',
  method: 'POST',
  path: '/api/products/refresh',
  tag: STAFF_TAG,
  summary: 'Read every featured product from the catalog again',
  who: 'staff',
  roles: ['admin'],
  ok: { status: 200, meaning: 'What the refresh did.', schema: refreshResponseSchema },
});

export const unfeatureProductEndpoint = endpoint({
  operationId: 'unfeatureProduct',
  method: 'DELETE',
  path: '/api/products/{asin}',
  tag: STAFF_TAG,
  summary: 'Stop featuring a product',
  who: 'staff',
  roles: ['admin'],
  params: asinParam,
  ok: { status: 200, meaning: 'No longer featured.', schema: messageResponseSchema },
  refuses: refusing('PRODUCT.NOT_FEATURED'),
});
