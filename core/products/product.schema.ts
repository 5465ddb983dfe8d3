import * as z from 'zod/mini';
import { optionalText, requiredText } from '../shared/text-fields.js';
import { PRODUCT_URL_MESSAGES, readAmazonLink } from './amazon-link.js';
import { ASIN_LENGTH, ASIN_PATTERN, PRODUCT_CATEGORY_SLUGS } from './product.js';

export const ASIN_MESSAGE = `ASIN must be exactly ${ASIN_LENGTH} characters`;
const BODY_MESSAGE = 'The request body must be a JSON object';

/** An ASIN as staff type it: trimmed and upper-cased, then exactly ten letters or digits. */
export const asinSchema = z
  .string({ error: ASIN_MESSAGE })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.length(ASIN_LENGTH, { error: ASIN_MESSAGE, abort: true }),
    z.regex(ASIN_PATTERN, 'An ASIN holds only letters and digits'),
  );

export const categorySchema = z.enum(PRODUCT_CATEGORY_SLUGS, {
  error: `Category must be one of: ${PRODUCT_CATEGORY_SLUGS.join(', ')}`,
});

export const addFeaturedProductSchema = z.object(
  { asin: asinSchema, category: categorySchema },
  { error: BODY_MESSAGE },
);
export type AddFeaturedProductInput = z.output<typeof addFeaturedProductSchema>;

export const MAX_FEATURED_LIMIT = 48;
export const DEFAULT_FEATURED_LIMIT = 12;

/** `?limit=` of the featured list: a whole number from 1 to 48, 12 when absent. */
export const featuredLimitSchema = z.pipe(
  z.optional(z.string({ error: 'limit must be given once' })),
  z.transform((text, ctx) => {
    if (text === undefined) return DEFAULT_FEATURED_LIMIT;
    const limit = Number(text);
    if (/^\d+$/.test(text) && limit >= 1 && limit <= MAX_FEATURED_LIMIT) return limit;
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: `limit must be a whole number from 1 to ${MAX_FEATURED_LIMIT}`,
    });
    return z.NEVER;
  }),
);

/** An amazon.com product address or an amzn.to short link, with its two messages. */
export const amazonProductUrlSchema = z.string({ error: PRODUCT_URL_MESSAGES.invalid }).check(
  z.trim(),
  z.minLength(1, { error: PRODUCT_URL_MESSAGES.invalid, abort: true }),
  z.maxLength(2000, { error: PRODUCT_URL_MESSAGES.invalid, abort: true }),
  z.superRefine((text, ctx) => {
    const read = readAmazonLink(text);
    if (!read.ok) ctx.issues.push({ code: 'custom', input: text, message: read.message });
  }),
);

/** POST /api/product-lookup: the server reads the ASIN from the address itself; the rest is the page's hint. */
export const productLookupSchema = z.object(
  {
    url: amazonProductUrlSchema,
    productId: z.nullish(optionalText(40)),
    platform: z.optional(z.literal('amazon', { error: 'Only amazon products can be looked up' })),
  },
  { error: BODY_MESSAGE },
);

export const MAX_BUY_FOR_ME_QUANTITY = 100;
export const QUANTITY_MESSAGE = 'Quantity must be at least 1';

const quantity = z
  .int({ error: QUANTITY_MESSAGE })
  .check(
    z.minimum(1, QUANTITY_MESSAGE),
    z.maximum(MAX_BUY_FOR_ME_QUANTITY, `Quantity cannot exceed ${MAX_BUY_FOR_ME_QUANTITY}`),
  );

/** The Buy for Me form: the address to look up and how many to buy. */
export const buyForMeLinkSchema = z.object({ url: amazonProductUrlSchema, quantity });

const positive = (message: string, max: number) =>
  z.number({ error: message }).check(z.gt(0, message), z.lte(max, `${message}: at most ${String(max)}`));
const SIDE_MESSAGE = 'Enter each side in cm, more than 0 and at most 500';
const optionalCm = z.optional(
  z.number({ error: SIDE_MESSAGE }).check(z.gt(0, SIDE_MESSAGE), z.lte(500, SIDE_MESSAGE)),
);

export const DEFAULT_PRODUCT_WEIGHT_KG = 0.5;

/** The manual entry form, for a product the lookup could not read. */
export const manualProductSchema = z.object({
  name: requiredText('Product name is required', 300),
  price: positive('Enter the price in USD', 100_000),
  weight: positive('Enter the weight in kg', 1_000),
  length: optionalCm,
  width: optionalCm,
  height: optionalCm,
});
