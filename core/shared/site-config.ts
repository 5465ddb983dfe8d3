import type { BusinessClaims } from './business-claims.js';
import type { BusinessIdentity } from './business-identity.js';
import type { ExchangeRate } from './exchange-rate.js';
import type { StorageTerms } from './storage-terms.js';

/**
 * What the server tells every page about the deployment it runs in, as JSON in the page: made from the
 * configuration it validated at start (adapters/config.ts), so the page reads it as written.
 */
export interface SiteConfig {
  identity: BusinessIdentity;
  /** The counts and ratings the pages claim. */
  claims: BusinessClaims;
  /** The site's public address: canonical links and structured data name it. */
  publicUrl: string;
  /** Shoppers' totals in shillings beside the dollars. */
  exchangeRate: ExchangeRate;
  /** The M-Pesa paybill number customers pay, with their account ID as the account number. */
  paybill: string;
  /** The free days at the warehouse and the daily fee after them, as the pricing pages state them. */
  storage: StorageTerms;
}

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
