import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import helmet from 'helmet';
import type { BusinessIdentity } from '../../core/site/business-identity.js';
import { REDIRECTS, kindOfPath, robotsTxt, sitemapXml } from '../../core/site/site-map.js';

export const WEB_DIST = new URL('../../web/dist/', import.meta.url).pathname;

/** Pages other sites may frame: the embeddable calculator. */
const EMBEDDABLE_PATHS = new Set(['/calculator-embed']);

/** JSON inside a <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Reads the built index.html once and writes the business identity into its JSON data block. */
function renderIndex(distDir: string, identity: BusinessIdentity): string | undefined {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  return readFileSync(indexPath, 'utf8').replace(
    /(<script id="business-identity" type="application\/json">)[^<]*(<\/script>)/,
    `$1${scriptSafeJson(identity)}$2`,
  );
}

const allowFraming = helmet({
  contentSecurityPolicy: { directives: { frameAncestors: ['*'] } },
  xFrameOptions: false,
});

export interface SpaOptions {
  distDir?: string;
  /** Source maps show the whole source: served only outside production. */
  sourceMaps: boolean;
  /** The site's public address, for the sitemap and robots.txt. */
  publicUrl: string;
}

/**
 * Serves the built single-page app: hashed assets for a year, every page path index.html with the status the
 * site map gives it (404 for a path no page has, 301 for a moved one; account and staff pages not indexed),
 * and the sitemap and robots.txt made from the same site map.
 */
export function spaRoutes(
  identity: BusinessIdentity,
  { distDir = WEB_DIST, sourceMaps, publicUrl }: SpaOptions,
): Router {
  const router = Router();
  const index = renderIndex(distDir, identity);
  if (!sourceMaps) {
    router.get(/\.map$/, (_req, res) => {
      res.status(404).type('text').send('Not found');
    });
  }
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  // index.html is the template (placeholders in it): a page is asked for by its path.
  router.get('/index.html', (_req, res) => {
    res.redirect(301, '/');
  });
  router.use(express.static(distDir, { index: false }));
  const sendIndex: RequestHandler = (_req, res) => {
    if (!index) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.set('Cache-Control', 'no-cache').type('html').send(index);
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
      res.redirect(301, req.path.replace(/\/+$/, '') + query);
      return;
    }
    const kind = kindOfPath(req.path);
    if (kind === 'redirect') {
      res.redirect(301, REDIRECTS[req.path] ?? '/');
      return;
    }
    if (kind !== 'public') res.set('X-Robots-Tag', 'noindex');
    // The app renders its not-found page; the status tells crawlers and tools the truth.
    if (kind === 'unknown') res.status(404);
    if (EMBEDDABLE_PATHS.has(req.path)) {
      // The app-wide helmet already forbade framing; this page replaces that policy.
      res.removeHeader('X-Frame-Options');
      return allowFraming(req, res, () => sendIndex(req, res, next));
    }
    sendIndex(req, res, next);
  });
  return router;
}
