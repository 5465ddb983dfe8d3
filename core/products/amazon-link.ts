import { parseWebUrl } from '../shared/text-fields.js';
import { ASIN_PATTERN } from './product.js';

/** The marketplace shoppers buy from, and the short-link host Amazon's share buttons use. */
export const AMAZON_HOST = 'amazon.com';
export const AMAZON_SHORT_LINK_HOST = 'amzn.to';

export const PRODUCT_URL_MESSAGES = {
  invalid: `Please provide a valid ${AMAZON_HOST} product URL`,
  noProductId: 'Could not extract product ID from amazon URL',
} as const;

/** A pasted address: a product page (with its ASIN) or a short link still to be expanded. */
export type AmazonLink = { kind: 'product'; asin: string } | { kind: 'short-link'; url: URL };

const PRODUCT_PATH = /\/(?:dp|gp\/product|gp\/aw\/d|ASIN)\/([A-Z0-9]{10})(?=[/?#]|$)/i;

const isAmazonHost = (host: string) => host === AMAZON_HOST || host.endsWith(`.${AMAZON_HOST}`);

/** The ASIN of an amazon.com product address: after /dp/, /gp/product/ or an ASIN marker (path or query). */
function asinOf(url: URL): string | undefined {
  const fromPath = PRODUCT_PATH.exec(url.pathname)?.[1];
  const fromQuery = [...url.searchParams].find(([name]) => name.toLowerCase() === 'asin')?.[1];
  const asin = (fromPath ?? fromQuery)?.toUpperCase();
  return asin !== undefined && ASIN_PATTERN.test(asin) ? asin : undefined;
}

/**
 * Reads a pasted address. Only amazon.com (and its subdomains) and amzn.to are accepted; a short link is
 * always visited over HTTPS.
 */
export function readAmazonLink(
  text: string,
): { ok: true; link: AmazonLink } | { ok: false; message: string } {
  const url = parseWebUrl(text);
  if (!url) return { ok: false, message: PRODUCT_URL_MESSAGES.invalid };
  const host = url.hostname.toLowerCase();
  if (host === AMAZON_SHORT_LINK_HOST) {
    if (url.pathname.length <= 1) return { ok: false, message: PRODUCT_URL_MESSAGES.noProductId };
    // Path and query set on amzn.to itself: a path such as //127.0.0.1/x must not become another host.
    const secure = new URL(`https://${AMAZON_SHORT_LINK_HOST}`);
    secure.pathname = url.pathname;
    secure.search = url.search;
    return { ok: true, link: { kind: 'short-link', url: secure } };
  }
  if (!isAmazonHost(host)) return { ok: false, message: PRODUCT_URL_MESSAGES.invalid };
  const asin = asinOf(url);
  return asin
    ? { ok: true, link: { kind: 'product', asin } }
    : { ok: false, message: PRODUCT_URL_MESSAGES.noProductId };
}

/** The product's page on Amazon, carrying our associate tag. */
export const amazonProductUrl = (asin: string, associateTag: string): string =>
  `https://www.${AMAZON_HOST}/dp/${encodeURIComponent(asin)}?tag=${encodeURIComponent(associateTag)}`;
