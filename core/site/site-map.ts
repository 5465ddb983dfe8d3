import { EMBED_PATH, readEmbedParams } from './calculator-embed.js';
import { EMPTY_QUOTE_FORM, formFromQuery, quoteQuery } from '../pricing/quote-form.js';
import { CUSTOMS_CALCULATOR_PATH, customsItemFromQuery, customsQuery } from '../customs/customs-query.js';
import { TRACK_FIELD_NAME, trackReference } from '../parcels/track-page.js';

/**
 * Every path the site answers, by kind: the one list the server (status codes, sitemap, robots.txt) and the
 * browser's route table (checked by a test) both follow, so that a new page cannot be forgotten in either.
 */

/** The Kenya marketing and comparison pages: how shoppers find us from a search engine. */
export const MARKETING_PATHS = [
  '/air-shipping-usa-kenya',
  '/cargo-forwarding-kenya',
  '/vs-kentex-cargo',
  '/vs-aquantuo',
  '/kentex-cargo-alternative',
  '/shipping-companies-kenya',
  '/usa-kenya-shipping-calculator',
  '/kentex-cargo-calculator',
  '/aquantuo-calculator',
  '/dhl-fedex-calculator',
] as const;

/** Pages for everyone, to be found by search engines. */
export const PUBLIC_PATHS = [
  '/',
  '/how-it-works',
  '/pricing',
  '/ocean-shipping',
  '/shop',
  '/buy-for-me',
  '/south-sudan-pricing',
  '/kenya-customs-calculator',
  '/track',
  '/faqs',
  '/prohibited',
  '/shipping-guide-kenya',
  '/success-stories',
  '/refer-friends',
  '/affiliate-programs',
  '/contact',
  '/calc',
  '/calculator-embed',
  ...MARKETING_PATHS,
  '/privacy',
  '/terms',
  '/cookies',
] as const;

/** The pages whose shipping calculator keeps its inputs in the address, to share a quote by link. */
export const QUOTE_CALCULATOR_PATHS: readonly string[] = ['/', '/pricing', '/calc', ...MARKETING_PATHS];

/** A visitor's own pages: served, but never indexed. */
export const ACCOUNT_PATHS = ['/auth', '/verify-email', '/reset-password', '/dashboard'] as const;

/** The account pages only a signed-in customer sees (a visitor is sent to /auth). */
export const SIGNED_IN_PATHS: readonly string[] = ['/dashboard'];

/** Staff pages: served (the API behind them checks the role), never indexed. */
export const ADMIN_PATHS = [
  '/admin-upload',
  '/admin-preview',
  '/admin-products',
  '/admin-rates',
  '/admin-parcels',
] as const;

/** Old or borrowed addresses, moved for good (301). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/signup': '/auth?tab=register',
  '/about': '/how-it-works',
};

export type PathKind = 'public' | 'account' | 'admin' | 'redirect' | 'unknown';

const KINDS = new Map<string, PathKind>([
  ...PUBLIC_PATHS.map((path) => [path, 'public'] as const),
  ...ACCOUNT_PATHS.map((path) => [path, 'account'] as const),
  ...ADMIN_PATHS.map((path) => [path, 'admin'] as const),
  ...Object.keys(REDIRECTS).map((path) => [path, 'redirect'] as const),
]);

export const kindOfPath = (path: string): PathKind => KINDS.get(path) ?? 'unknown';

/** The sitemap of the public pages, at the site's public address. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${new URL(path, publicUrl).toString()}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; accounts, staff pages and the API may not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...[...ACCOUNT_PATHS, ...ADMIN_PATHS, '/api/'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}

/** Public tracking: with a parcel or tracking number in its address, the page shows that parcel's steps. */
export const TRACK_PATH = '/track';

/**
 * The address the server renders for a request: a calculator page with the quote or item its query asks for
 * (the query rewritten to the form's own, so that one quote is one page), the widget with its look (at most 12
 * versions, never the free-text source, which the browser fills in), /track with the parcel it looks up; every
 * other page is its path alone.
 */
export function renderedLocation(path: string, params: URLSearchParams): string {
  if (path === EMBED_PATH) {
    const { theme, compact, branding } = readEmbedParams(params);
    const look = new URLSearchParams({ theme, compact: String(compact), branding: String(branding) });
    return `${path}?${look.toString()}`;
  }
  if (path === TRACK_PATH) {
    const reference = trackReference(params);
    return reference === undefined ? path : `${path}?${TRACK_FIELD_NAME}=${reference}`;
  }
  const query = QUOTE_CALCULATOR_PATHS.includes(path)
    ? quoteQuery(formFromQuery(params) ?? EMPTY_QUOTE_FORM)
    : path === CUSTOMS_CALCULATOR_PATH
      ? customsQuery(customsItemFromQuery(params) ?? { itemValue: '', category: '' })
      : '';
  return query === '' ? path : `${path}?${query}`;
}
