/**
 * Every path the site answers is declared by its area (`core/<area>/<area>.pages.ts`); the site map is made from
 * those declarations, so the server (status codes, sitemap, robots.txt, rendering) and the browser's route table
 * follow one list and a new page cannot be forgotten in either. This file names no area.
 */

/** public: for everyone, indexed; account: a visitor's own pages, never indexed; admin: staff pages. */
type PageKind = 'public' | 'account' | 'admin';

export interface SitePage {
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
   * one answer is one page); without it the page is rendered from its path alone.
   */
  readonly renderedQuery?: (params: URLSearchParams) => string;
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
    page: (path) => pages.get(path),
    redirectOf: (path) => redirects.get(path),
    kindOf: (path) => pages.get(path)?.kind ?? (redirects.has(path) ? 'redirect' : 'unknown'),
    renderedLocation: (path, params) => {
      const query = pages.get(path)?.renderedQuery?.(params) ?? '';
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
        ...[...privatePaths, '/api/'].map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
        '',
      ].join('\n');
    },
  };
}
