/**
 * Every path the site answers is declared by its area (`core/<area>/<area>.pages.ts`); the site map is made from
 * those declarations, so the server (status codes, sitemap, robots.txt, rendering) and the browser's route table
 * follow one list and a new page cannot be forgotten in either. This file names no area.
 */

import type { NeededRoles } from './staff-roles.js';

/** public: for everyone, indexed; account: a visitor's own pages, never indexed; admin: staff pages. */
type PageKind = 'public' | 'account' | 'admin';

export interface SitePage {
  /** Its address; a segment `:name` stands for any one segment (`/account/receipts/:entryId`). */
  readonly path: string;
  readonly kind: PageKind;
  /** Only a signed-in customer sees it (a visitor is sent to /auth). */
  readonly signedIn?: boolean;
  /** The name of its page file (`<file>.page.tsx` in its area) when it is not the path's own. */
  readonly file?: string;
  /** Shown without the site's header and footer. */
  readonly standAlone?: boolean;
  /** Other sites may frame it. */
  readonly embeddable?: boolean;
  /**
   * The query the server renders it with, read from the visitor's (the form's own fields in their order, so that
   * one response is one page); without it the page is rendered from its path alone.
   */
  readonly renderedQuery?: (params: URLSearchParams) => string;
  /** A staff page's name in the staff menu: every admin page has one, so the menu lists each without a list of its own. */
  readonly menuLabel?: string;
  /**
   * The staff roles an admin page is for (an admin sees every one): the menu shows it to them, and anyone else is
   * told it is not for their role. Every admin page has them.
   */
  readonly roles?: NeededRoles;
}

/** An old or borrowed address, moved for good (301). */
interface SiteRedirect {
  readonly path: string;
  readonly to: string;
}

/** What an area declares: its pages and the addresses it moved. */
export interface AreaPages {
  readonly pages: readonly SitePage[];
  readonly redirects?: readonly SiteRedirect[];
}

type PathKind = PageKind | 'redirect' | 'unknown';

export interface SiteMap {
  readonly pages: readonly SitePage[];
  /** The indexed pages, the home page first. */
  readonly publicPaths: readonly string[];
  /** Pages never indexed: a visitor's own and staff pages. */
  readonly privatePaths: readonly string[];
  readonly redirects: readonly SiteRedirect[];
  readonly page: (path: string) => SitePage | undefined;
  readonly redirectOf: (path: string) => string | undefined;
  readonly kindOf: (path: string) => PathKind;
  /** The address the server renders for a request: the path with the query its page reads, if any. */
  readonly renderedLocation: (path: string, params: URLSearchParams) => string;
  readonly sitemapXml: (publicUrl: string) => string;
  readonly robotsTxt: (publicUrl: string) => string;
}

const isParameter = (segment: string): boolean => segment.startsWith(':');

/** Whether a concrete path is the address of a page declared with parameters (`/a/:id` matches `/a/42`). */
function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, i) => (isParameter(segment) ? given[i] !== '' : segment === given[i]))
  );
}

/** What robots are told to keep out of: a page's path, or with parameters the folder they stand in. */
const disallowedPath = (path: string): string => {
  const at = path.indexOf('/:');
  return at === -1 ? path : path.slice(0, at + 1);
};

/** The site map of the areas' declarations; a path two areas declare is a mistake. */
export function siteMap(areas: readonly AreaPages[]): SiteMap {
  const pages = new Map<string, SitePage>();
  const redirects = new Map<string, string>();
  for (const area of areas) {
    for (const page of area.pages) {
      if (pages.has(page.path)) throw new Error(`two areas declare the page ${page.path}`);
      pages.set(page.path, page);
    }
    for (const { path, to } of area.redirects ?? []) redirects.set(path, to);
  }
  const all = [...pages.values()];
  const withParameters = all.filter((page) => page.path.includes('/:'));
  const pageAt = (path: string): SitePage | undefined =>
    pages.get(path) ?? withParameters.find((page) => matchesPattern(page.path, path));
  const publicPaths = all
    .filter((page) => page.kind === 'public')
    .map((page) => page.path)
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : 0));
  const privatePaths = all.filter((page) => page.kind !== 'public').map((page) => page.path);
  return {
    pages: all,
    publicPaths,
    privatePaths,
    redirects: [...redirects].map(([path, to]) => ({ path, to })),
    page: pageAt,
    redirectOf: (path) => redirects.get(path),
    kindOf: (path) => pageAt(path)?.kind ?? (redirects.has(path) ? 'redirect' : 'unknown'),
    renderedLocation: (path, params) => {
      const query = pageAt(path)?.renderedQuery?.(params) ?? '';
      return query === '' ? path : `${path}?${query}`;
    },
    sitemapXml: (publicUrl) => {
      const urls = publicPaths.map(
        (path) => `  <url><loc>${new URL(path, publicUrl).toString()}</loc></url>`,
      );
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    },
    robotsTxt: (publicUrl) => {
      // Everything public may be crawled; accounts, staff pages and the API may not.
      return [
        'User-agent: *',
        ...[...new Set(privatePaths.map(disallowedPath)), '/api/'].map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
        '',
      ].join('\n');
    },
  };
}
