import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import helmet from 'helmet';
import type { BusinessIdentity } from '../../core/site/business-identity.js';

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

/**
 * Serves the built single-page app: hashed assets for a year, every other GET gets index.html. Source maps
 * (which show the whole source) only outside production.
 */
export function spaRoutes(
  identity: BusinessIdentity,
  { distDir = WEB_DIST, sourceMaps }: { distDir?: string; sourceMaps: boolean },
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
  router.use(express.static(distDir, { index: false }));
  const sendIndex: RequestHandler = (_req, res) => {
    if (!index) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.set('Cache-Control', 'no-cache').type('html').send(index);
  };
  router.get(/.*/, (req, res, next) => {
    if (EMBEDDABLE_PATHS.has(req.path)) {
      // The app-wide helmet already forbade framing; this page replaces that policy.
      res.removeHeader('X-Frame-Options');
      return allowFraming(req, res, () => sendIndex(req, res, next));
    }
    sendIndex(req, res, next);
  });
  return router;
}
