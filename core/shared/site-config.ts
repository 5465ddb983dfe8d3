import * as z from 'zod/mini';
import { businessClaimsSchema } from './business-claims.js';
import { businessIdentitySchema } from './business-identity.js';
import { exchangeRateSchema } from './exchange-rate.js';
import { storageTermsSchema } from './storage-terms.js';

/** What the server tells every page about the deployment it runs in, as JSON in the page. */
export const siteConfigSchema = z.object({
  identity: businessIdentitySchema,
  /** The counts and ratings the pages claim. */
  claims: businessClaimsSchema,
  /** The site's public address: canonical links and structured data name it. */
  publicUrl: z.url(),
  /** Shoppers' totals in shillings beside the dollars. */
  exchangeRate: exchangeRateSchema,
  /** The M-Pesa paybill number customers pay, with their account ID as the account number. */
  paybill: z.string(),
  /** The free days at the warehouse and the daily fee after them, as the pricing pages state them. */
  storage: storageTermsSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The id of the <script type="application/json"> element that carries it. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The API answers a page was rendered with, by the API path that gives them: the browser starts from the same
 * answers (so the page it hydrates matches the HTML) and asks the API only for what is missing.
 */
export type PageData = Record<string, unknown>;

/** The id of the <script type="application/json"> element that carries the page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** JSON inside a <script> element must not be able to close it. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
