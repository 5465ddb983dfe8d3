import { join } from 'node:path';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { SiteConfig } from '../../core/site/site-config.js';
import { EMBED_PATH } from '../../core/site/calculator-embed.js';
import {
  PUBLIC_PATHS,
  REDIRECTS,
  kindOfPath,
  renderedLocation,
  robotsTxt,
  sitemapXml,
} from '../../core/site/site-map.js';
import { type PageBytes, type PageDataSource, WEB_DIST, WEB_RENDERER, WebPages } from './web-pages.js';

/**
 * A path on this site, whatever a request's path looks like: `//evil.example` or `/\evil.example` would be read
 * by a browser as another host, so leading slashes and backslashes are collapsed into one.
 */
export const sitePath = (path: string): string => `/${path.replace(/^[/\\]+/, '')}`;

/** A path decoded as the file server decodes it; one it cannot decode is left as it came (and found nowhere). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A rendered page as its kept bytes: 304 when the browser holds the same (a strong ETag), otherwise brotli,
 * gzip or plain as it asks, each compressed once when the page was rendered.
 */
function sendBytes(req: Request, res: Response, page: PageBytes): void {
  res.set({ 'Cache-Control': 'no-cache', ETag: page.etag, Vary: 'Accept-Encoding' }).type('html');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') {
    res.set('Content-Encoding', encoding).send(page[encoding]);
    return;
  }
  res.send(page.identity);
}

/** Files as the build wrote them, each with the .br and .gz it compressed beside it. */
const precompressed = (dir: string, cache: { immutable?: boolean; maxAge?: string }) =>
  expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, ...cache },
  });

/** Pages other sites may frame: the embeddable calculator. */
const EMBEDDABLE_PATHS = new Set([EMBED_PATH]);

const allowFraming = helmet({
  contentSecurityPolicy: { directives: { frameAncestors: ['*'] } },
  xFrameOptions: false,
});

export interface SpaOptions {
  distDir?: string;
  /** The server's page renderer (dist/web-server/entry-server.js). */
  rendererPath?: string;
  /** Source maps show the whole source: served only outside production. */
  sourceMaps: boolean;
  /** Render the public pages now rather than at their first request. */
  renderAtStart: boolean;
  pageData: PageDataSource;
  now: () => number;
  logger: Logger;
}

/**
 * Serves the web app: hashed assets for a year, every page with the status the site map gives it (404 for a
 * path no page has, 301 for a moved one; account and staff pages not indexed), public pages rendered by the
 * server, and the sitemap and robots.txt made from the same site map.
 */
export function spaRoutes(
  site: SiteConfig,
  { distDir = WEB_DIST, rendererPath = WEB_RENDERER, sourceMaps, renderAtStart, ...pageOptions }: SpaOptions,
): Router {
  const router = Router();
  const pages = new WebPages({ distDir, rendererPath, site, ...pageOptions });
  // A page that fails is logged and served as the shell: nothing here can fail the start.
  if (renderAtStart && pages.built) for (const path of PUBLIC_PATHS) void pages.page(path);
  const { publicUrl } = site;
  if (!sourceMaps) {
    // The path as the file server will read it: `.js.%6dap` is a map too.
    router.use((req, res, next) => {
      if (!/\.map$/i.test(decodedPath(req.path))) return next();
      res.status(404).type('text').send('Not found');
    });
  }
  // Hashed file names never change content: kept a year, never revalidated, sent as compressed at build.
  router.use('/assets', precompressed(join(distDir, 'assets'), { immutable: true, maxAge: '1y' }));
  // index.html is the template the pages are made from: a page is asked for by its path.
  router.get('/index.html', (_req, res) => {
    res.redirect(301, '/');
  });
  // Files at the root (favicon.svg, the manifest) have an extension; a page's path never does, and need not
  // cost a look at the disk.
  const rootFiles = precompressed(distDir, {});
  router.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? rootFiles(req, res, next) : next()));
  const sendPage: RequestHandler = async (req, res) => {
    if (!pages.built) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const kind = kindOfPath(req.path);
    if (kind !== 'public' && kind !== 'unknown') {
      res
        .set('Cache-Control', 'no-cache')
        .type('html')
        .send(await pages.shell());
      return;
    }
    const page =
      kind === 'public'
        ? await pages.pageBytes(
            renderedLocation(req.path, new URL(req.originalUrl, 'http://local').searchParams),
          )
        : await pages.notFoundBytes();
    sendBytes(req, res, page);
  };
  router.get('/sitemap.xml', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/xml').send(sitemapXml(publicUrl));
  });
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/plain').send(robotsTxt(publicUrl));
  });
  router.get(/.*/, (req, res, next) => {
    const query = req.originalUrl.slice(req.path.length);
    if (req.path.length > 1 && req.path.endsWith('/')) {
      res.redirect(301, sitePath(req.path.replace(/\/+$/, '')) + query);
      return;
    }
    const kind = kindOfPath(req.path);
    if (kind === 'redirect') {
      res.redirect(301, REDIRECTS[req.path] ?? '/');
      return;
    }
    if (kind !== 'public') res.set('X-Robots-Tag', 'noindex');
    // A path no page has gets the not-found page, and the status tells crawlers and tools the truth.
    if (kind === 'unknown') res.status(404);
    if (EMBEDDABLE_PATHS.has(req.path)) {
      // The app-wide helmet already forbade framing; this page replaces that policy.
      res.removeHeader('X-Frame-Options');
      return allowFraming(req, res, () => sendPage(req, res, next));
    }
    return sendPage(req, res, next);
  });
  return router;
}
