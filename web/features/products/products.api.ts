import useSWR from 'swr';
import type { ProductCategory } from '../../../core/products/product.js';
import {
  featureProductEndpoint,
  featuredProductsEndpoint,
  lookUpProductEndpoint,
  productStatusEndpoint,
  refreshProductsEndpoint,
  unfeatureProductEndpoint,
  validateProductEndpoint,
} from '../../../core/products/api/product.endpoints.js';
import { MAX_FEATURED_LIMIT } from '../../../core/products/product.schema.js';
import { endpointUrl } from '../../../core/shared/endpoint.js';
import { callApi } from '../../site/fetch-json.js';

export type {
  FeaturedProductResponse,
  RefreshSummaryResponse,
} from '../../../core/products/api/product-responses.schema.js';
export type { ProductDetails } from '../../../core/products/product-details.js';

const FIVE_MINUTES = 5 * 60_000;

const featuredCall = (limit: number) => ({ query: { limit: String(limit) } });
export const featuredKey = (limit: number) =>
  endpointUrl(featuredProductsEndpoint, {}, featuredCall(limit).query);

/** The featured list: fresh for 5 minutes, 3 retries on failure. */
export const useFeaturedProducts = (limit = 12) =>
  useSWR(featuredKey(limit), () => callApi(featuredProductsEndpoint, featuredCall(limit)), {
    dedupingInterval: FIVE_MINUTES,
    revalidateIfStale: true,
    shouldRetryOnError: true,
    errorRetryCount: 3,
  });

/** Staff see the whole list as it is now, not as the browser cached it for shoppers (it revalidates). */
export const useStaffFeaturedProducts = () =>
  useSWR(featuredKey(MAX_FEATURED_LIMIT), () =>
    callApi(featuredProductsEndpoint, featuredCall(MAX_FEATURED_LIMIT), { cache: 'no-cache' }),
  );

/** Every product answer on the page (the featured lists and the status): after a change staff made. */
export const isProductKey = (key: unknown): boolean =>
  typeof key === 'string' &&
  [featuredProductsEndpoint.path, productStatusEndpoint.path].some((path) => key.startsWith(path));

export const lookUpProduct = (url: string, signal?: AbortSignal) =>
  callApi(lookUpProductEndpoint, { body: { url, platform: 'amazon' } }, { signal });

export const validateAsin = (asin: string) => callApi(validateProductEndpoint, { params: { asin } });

export const useProductStatus = () =>
  useSWR(productStatusEndpoint.path, () => callApi(productStatusEndpoint));

export const addFeaturedProduct = (asin: string, category: ProductCategory) =>
  callApi(featureProductEndpoint, { body: { asin, category } });

export const removeFeaturedProduct = (asin: string) =>
  callApi(unfeatureProductEndpoint, { params: { asin } });

export const refreshFeaturedProducts = () => callApi(refreshProductsEndpoint);
