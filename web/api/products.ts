import useSWR from 'swr';
import { messageAnswerSchema } from '../../core/shared/api-answers.schema.js';
import {
  featuredProductsAnswerSchema,
  productDetailsSchema,
  productStatusAnswerSchema,
  refreshAnswerSchema,
  validateProductAnswerSchema,
} from '../../core/products/product-answers.schema.js';
import type { ProductCategory } from '../../core/products/product.js';
import { MAX_FEATURED_LIMIT } from '../../core/products/product.schema.js';
import { apiRequest } from './fetch-json.js';

export type {
  FeaturedProductAnswer,
  ProductDetails,
  RefreshSummaryAnswer,
} from '../../core/products/product-answers.schema.js';

const FIVE_MINUTES = 5 * 60_000;

export const featuredKey = (limit: number) => `/api/products/featured?limit=${limit}`;

/** The specification's featured list: fresh for 5 minutes, 3 retries on failure. */
export const useFeaturedProducts = (limit = 12) =>
  useSWR(featuredKey(limit), (url: string) => apiRequest(featuredProductsAnswerSchema, 'GET', url), {
    dedupingInterval: FIVE_MINUTES,
    revalidateIfStale: true,
    shouldRetryOnError: true,
    errorRetryCount: 3,
  });

/** Staff see the whole list as it is now, not as the browser cached it for shoppers (it revalidates). */
export const useStaffFeaturedProducts = () =>
  useSWR(featuredKey(MAX_FEATURED_LIMIT), (url: string) =>
    apiRequest(featuredProductsAnswerSchema, 'GET', url, undefined, { cache: 'no-cache' }),
  );

/** Every product answer on the page: after a change staff made. */
export const isProductKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith('/api/products/');

export const lookUpProduct = (url: string, signal?: AbortSignal) =>
  apiRequest(productDetailsSchema, 'POST', '/api/product-lookup', { url, platform: 'amazon' }, { signal });

export const validateAsin = (asin: string) =>
  apiRequest(validateProductAnswerSchema, 'GET', `/api/products/validate/${encodeURIComponent(asin)}`);

export const useProductStatus = () =>
  useSWR('/api/products/status', (url: string) => apiRequest(productStatusAnswerSchema, 'GET', url));

export const addFeaturedProduct = (asin: string, category: ProductCategory) =>
  apiRequest(messageAnswerSchema, 'POST', '/api/products/add-asin', { asin, category });

export const removeFeaturedProduct = (asin: string) =>
  apiRequest(messageAnswerSchema, 'DELETE', `/api/products/${encodeURIComponent(asin)}`);

export const refreshFeaturedProducts = () => apiRequest(refreshAnswerSchema, 'POST', '/api/products/refresh');
