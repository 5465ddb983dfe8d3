import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type RequestHandler, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { PageData, SiteConfig } from '../../core/shared/site-config.js';
import type { SiteMap } from '../../core/shared/site-map.js';
import { HttpError } from './errors.js';
import type { PageHeaders } from './security-headers.js';
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
 * A path's last segment has an extension (`/favicon.svg`), as `/\.[^/]+$/` would say, by string operations: that
 * pattern, tried at each of 15,000 dots, cost half a second of CPU for one request.
 */
export function hasExtension(path: string): boolean {
  const dot = path.indexOf('.', path.lastIndexOf('/') + 1);
  return dot !== -1 && dot < path.length - 1;
}

/** The path without its trailing slashes, as `path.replace(/\/+$/, '')` would give it, in linear time. */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

const PAGE_ENCODINGS = ['br', 'gzip', 'identity'];

/**
 * A rendered page as its kept bytes: 304 when the browser holds the same (a strong ETag), otherwise brotli,
 * gzip or plain as it asks, each compressed once when the page was rendered. Plain Node.js, so that the fast
 * path before Express sends a page exactly as the app does.
 */
function sendPageBytes(req: IncomingMessage, res: ServerResponse, page: PageBytes): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (res.statusCode === 200 && fresh(req.headers, { etag: page.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = new Negotiator(req).encoding(PAGE_ENCODINGS);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (body !== page.identity) res.setHeader('Content-Encoding', String(encoding));
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Files as the build wrote them, each with the .br and .gz it compressed beside it. */
const precompressed = (dir: string, cache: { immutable?: boolean; maxAge?: string }) =>
  expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, ...cache },
  });

const allowFraming = helmet({
  contentSecurityPolicy: { directives: { frameAncestors: ['*'] } },
  xFrameOptions: false,
});

/** A public page whose address asks for a read of the moment (/track?ref=…): rendered for each request. */
export interface LivePage {
  matches(location: string): boolean;
  /** Runs before the read: the rate limit of the API answer it stands for. */
  before: RequestHandler;
  data(location: string): Promise<PageData>;
  /** The page's data when the limit refuses the read: the page says why instead (given 429). */
  refused(message: string): PageData;
}

export interface SpaOptions {
  /** Every page the areas declare, and the addresses they moved. */
  siteMap: SiteMap;
  distDir?: string;
  /** The server's page renderer (dist/web-server/entry-server.js). */
  rendererPath?: string;
  /** Render the public pages now rather than at their first request. */
  renderAtStart: boolean;
  /** The security headers of every page, which the fast path sends too. */
  pageHeaders: PageHeaders;
  pageData: PageDataSource;
  /** Public pages whose address asks for a read of the moment; none by default. */
  livePages?: readonly LivePage[];
  now: () => number;
  logger: Logger;
}

/**
 * The public pages rendered at start one at a time, each after the requests already waiting: rendered all at
 * once, they held the event loop for 0.3 s (0.8 s on a busy machine) just as the server began to listen, and
 * /healthz waited behind them. A page that fails is logged and served as the shell: nothing here can fail the
 * start.
 */
async function renderInTurn(pages: WebPages, paths: readonly string[], logger: Logger): Promise<void> {
  for (const path of paths) {
    await new Promise((resolve) => setImmediate(resolve));
    await pages.page(path).catch((error: unknown) => {
      logger.warn({ err: error, path }, 'rendering a page at start failed');
    });
  }
}

/**
 * Serves the web app: hashed assets for a year, every page with the status the site map gives it (404 for a
 * path no page has, 301 for a moved one; account and staff pages not indexed), public pages rendered by the
 * server, and the sitemap and robots.txt made from the same site map.
 */
export function spaRoutes(
  site: SiteConfig,
  {
    distDir = WEB_DIST,
    rendererPath = WEB_RENDERER,
    renderAtStart,
    pageHeaders,
    siteMap,
    livePages = [],
    ...pageOptions
  }: SpaOptions,
): { fastPath: PageFastPath; routes: Router } {
  const router = Router();
  const pages = new WebPages({ distDir, rendererPath, site, ...pageOptions });
  if (renderAtStart && pages.built) void renderInTurn(pages, siteMap.publicPaths, pageOptions.logger);
  const { publicUrl } = site;
  // Source maps show the whole source: never served, whatever NODE_ENV says (they stay in dist/ for whoever
  // debugs on the machine; `npm run dev:web` serves its own). The path as the file server will read it:
  // `.js.%6dap` is a map too.
  router.use((req, res, next) => {
    if (!decodedPath(req.path).toLowerCase().endsWith('.map')) return next();
    res.status(404).type('text').send('Not found');
  });
  // Hashed file names never change content: kept a year, never revalidated, sent as compressed at build.
  router.use('/assets', precompressed(join(distDir, 'assets'), { immutable: true, maxAge: '1y' }));
  // index.html is the template the pages are made from: a page is asked for by its path.
  router.get('/index.html', (_req, res) => {
    res.redirect(301, '/');
  });
  // Files at the root (favicon.svg, the manifest) have an extension; a page's path never does, and need not
  // cost a look at the disk.
  const rootFiles = precompressed(distDir, {});
  router.use((req, res, next) => (hasExtension(req.path) ? rootFiles(req, res, next) : next()));
  const sendPage: RequestHandler = async (req, res, next) => {
    if (!pages.built) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const kind = siteMap.kindOf(req.path);
    if (kind !== 'public' && kind !== 'unknown') {
      res
        .set('Cache-Control', 'no-cache')
        .type('html')
        .send(await pages.shell());
      return;
    }
    if (kind === 'unknown') {
      sendPageBytes(req, res, await pages.notFoundBytes());
      return;
    }
    const location = siteMap.renderedLocation(
      req.path,
      new URL(req.originalUrl, 'http://local').searchParams,
    );
    const livePage = livePages.find((live) => live.matches(location));
    if (livePage) {
      livePage.before(req, res, (error?: unknown) => {
        const limited = error instanceof HttpError && error.status === 429;
        if (error !== undefined && !limited) {
          next(error);
          return;
        }
        if (limited) res.statusCode = 429;
        void (limited ? Promise.resolve(livePage.refused(error.message)) : livePage.data(location))
          .then((live) => pages.livePageBytes(location, live))
          .then((page) => sendPageBytes(req, res, page), next);
      });
      return;
    }
    sendPageBytes(req, res, await pages.pageBytes(location));
  };
  router.get('/sitemap.xml', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/xml').send(siteMap.sitemapXml(publicUrl));
  });
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/plain').send(siteMap.robotsTxt(publicUrl));
  });
  router.get(/.*/, (req, res, next) => {
    const query = req.originalUrl.slice(req.path.length);
    if (req.path.length > 1 && req.path.endsWith('/')) {
      res.redirect(301, sitePath(withoutTrailingSlashes(req.path)) + query);
      return;
    }
    const kind = siteMap.kindOf(req.path);
    if (kind === 'redirect') {
      res.redirect(301, siteMap.redirectOf(req.path) ?? '/');
      return;
    }
    if (kind !== 'public') res.set('X-Robots-Tag', 'noindex');
    // A path no page has gets the not-found page, and the status tells crawlers and tools the truth.
    if (kind === 'unknown') res.status(404);
    if (siteMap.page(req.path)?.embeddable) {
      // The app-wide helmet already forbade framing; this page replaces that policy.
      res.removeHeader('X-Frame-Options');
      return allowFraming(req, res, () => sendPage(req, res, next));
    }
    return sendPage(req, res, next);
  });
  return { fastPath: pageFastPath(pages, pageHeaders, siteMap), routes: router };
}

/**
 * The public pages, answered before the app's middleware: a page needs nothing it gives (no session, no body,
 * no rate limit, no compression of its own) and pages are most of the site's requests. Only a GET or HEAD of a
 * page's own path without a query; everything else goes on to the app, and so does every request before the
 * app is built.
 */
export interface PageFastPath {
  answers(req: IncomingMessage): boolean;
  /** The page with its security headers; when it cannot be had, `otherwise` answers instead. */
  serve(req: IncomingMessage, res: ServerResponse, otherwise: () => void): void;
}

function pageFastPath(pages: WebPages, pageHeaders: PageHeaders, siteMap: SiteMap): PageFastPath {
  // Every public page but an embeddable one, which has a policy of its own.
  const fastPaths: ReadonlySet<string> = new Set(
    siteMap.publicPaths.filter((path) => !siteMap.page(path)?.embeddable),
  );
  return {
    answers: (req) =>
      (req.method === 'GET' || req.method === 'HEAD') && fastPaths.has(req.url ?? '') && pages.built,
    serve: (req, res, otherwise) => {
      pageHeaders(req, res, () => {
        pages.pageBytes(req.url ?? '').then((page) => sendPageBytes(req, res, page), otherwise);
      });
    },
  };
}
