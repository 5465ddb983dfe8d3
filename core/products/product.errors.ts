export const PRODUCT_ERRORS = {
  notFound: (message: string) => ({ code: 'PRODUCT.NOT_FOUND', message }) as const,
  /** A pasted address whose product the catalog does not have, in a shopper's words (staff see the catalog's). */
  notFoundForShopper: {
    code: 'PRODUCT.NOT_FOUND',
    message:
      "We could not find this product on Amazon. Check that the link opens the product's page, or type its name, price and weight below and we quote it by hand.",
  },
  linkUnresolved: {
    code: 'PRODUCT.LINK_UNRESOLVED',
    message:
      "We could not follow this amzn.to link to a product page. Open it in your browser and paste the product page's full amazon.com address.",
  },
  alreadyFeatured: (asin: string) =>
    ({ code: 'PRODUCT.ALREADY_FEATURED', message: `${asin} is already a featured product` }) as const,
  notFeatured: (asin: string) =>
    ({ code: 'PRODUCT.NOT_FEATURED', message: `${asin} is not a featured product` }) as const,
} as const;

type AnyProductError =
  | ReturnType<typeof PRODUCT_ERRORS.notFound>
  | typeof PRODUCT_ERRORS.notFoundForShopper
  | typeof PRODUCT_ERRORS.linkUnresolved
  | ReturnType<typeof PRODUCT_ERRORS.alreadyFeatured>
  | ReturnType<typeof PRODUCT_ERRORS.notFeatured>;
export type ProductCode = AnyProductError['code'];
/** A product failure, or one of those with the codes `C` (what one use case may return). */
export type ProductError<C extends ProductCode = ProductCode> = Extract<AnyProductError, { code: C }>;

/** What staff and shoppers see when the catalog cannot answer (a fixed text). */
export const CATALOG_UNAVAILABLE_MESSAGE = 'Unable to retrieve product data from APIs';
