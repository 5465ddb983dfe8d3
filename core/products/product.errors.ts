import type { ErrorStatus } from '../shared/endpoint.js';

export const PRODUCT_ERRORS = {
  notFound: (message: string) => ({ code: 'PRODUCT.NOT_FOUND', message }) as const,
  linkUnresolved: {
    code: 'PRODUCT.LINK_UNRESOLVED',
    message: "Could not follow this amzn.to link. Please paste the product's full amazon.com address.",
  },
  alreadyFeatured: (asin: string) =>
    ({ code: 'PRODUCT.ALREADY_FEATURED', message: `${asin} is already a featured product` }) as const,
  notFeatured: (asin: string) =>
    ({ code: 'PRODUCT.NOT_FEATURED', message: `${asin} is not a featured product` }) as const,
} as const;

export type ProductError =
  | ReturnType<typeof PRODUCT_ERRORS.notFound>
  | typeof PRODUCT_ERRORS.linkUnresolved
  | ReturnType<typeof PRODUCT_ERRORS.alreadyFeatured>
  | ReturnType<typeof PRODUCT_ERRORS.notFeatured>;

/** What staff and shoppers see when the catalog cannot answer (the specification's text). */
export const CATALOG_UNAVAILABLE_MESSAGE = 'Unable to retrieve product data from APIs';

/** The answer's status for each failure (its endpoints declare them). */
export const PRODUCT_ERROR_STATUSES = {
  'PRODUCT.NOT_FOUND': 404,
  'PRODUCT.LINK_UNRESOLVED': 400,
  'PRODUCT.ALREADY_FEATURED': 409,
  'PRODUCT.NOT_FEATURED': 404,
} as const satisfies Record<ProductError['code'], ErrorStatus>;
