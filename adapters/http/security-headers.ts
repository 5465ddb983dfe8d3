import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { AMAZON_MARKETPLACES } from '../../core/products/amazon-shop.js';

/**
 * The headers of a JSON answer: nothing in it may run, be framed or be sniffed into another type. A browser
 * never renders these answers, so the page policy's other headers would be work without a reader.
 */
export const apiSecurityHeaders = (production: boolean): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: production,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

/** Helmet's middleware works on plain Node.js requests too: the pages' fast path uses it before Express. */
export type PageHeaders = ReturnType<typeof helmet>;

/** The headers of the pages and their assets: helmet's set, with the policy the site's pages need. */
export const pageSecurityHeaders = (production: boolean): PageHeaders =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        // The shop's search form posts to the chosen Amazon marketplace when the app has not loaded yet.
        'form-action': ["'self'", ...AMAZON_MARKETPLACES.map((m) => `https://www.${m.domain}`)],
        // The contact page embeds a map of the warehouse.
        'frame-src': ["'self'", 'https://www.google.com'],
        // Browsers would upgrade http://localhost asset requests too; only production serves https.
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production,
  });
