import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The headers of a JSON response: nothing in it may run, be framed or be sniffed into another type. A browser
 * never renders these responses, so the page policy's other headers would be work without a reader.
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
/** `formActions`: the other sites a page's form may send its visitor to (an area's, before the app loads). */
export const pageSecurityHeaders = (production: boolean, formActions: readonly string[] = []): PageHeaders =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        // blob: the desk previews a photo staff chose before it is sent.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'", ...formActions],
        // The contact page embeds a map of the warehouse.
        'frame-src': ["'self'", 'https://www.google.com'],
        // Browsers would upgrade http://localhost asset requests too; only production serves https.
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production,
  });
