import { randomUUID } from 'node:crypto';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { AMAZON_MARKETPLACES } from '../../core/products/amazon-shop.js';
import { NEXT_DEPARTURE_PATH } from '../../core/site/site-config.js';
import { RATE_CARDS_PATH } from '../../core/competitors/rate-card.schema.js';
import { LIVE_SECTIONS_PATH, liveSectionsAnswer } from '../../core/sections/section.schema.js';
import { TOKENS } from '../../core/tokens.js';
import { ADAPTER_TOKENS, type AppContainer } from '../container.js';
import { HttpError, apiNotFound, errorHandler } from './errors.js';
import { accountRoutes } from './account.routes.js';
import { adminRoutes } from './admin.routes.js';
import { customerLookupRoutes } from './customer-lookup.routes.js';
import { formRoutes } from './forms.routes.js';
import { originCheck } from './origin-check.js';
import { productRoutes } from './products.routes.js';
import { LOGIN_SLOW_DOWN, RATE_LIMITS, type RateLimits } from './rate-limits.js';
import { sessionMiddleware } from './sessions.js';
import { nextDepartureAnswer, shippingRoutes } from './shipping.routes.js';
import { sectionRoutes } from './sections.routes.js';
import { spaRoutes } from './spa.js';

export const JSON_BODY_LIMIT = '100kb';
const REQUEST_ID = /^[\w-]{1,64}$/;

/** Tokens travel in some URLs (verification links); they must not reach the logs. */
export const redactUrl = (url: string): string =>
  url.replace(/(\/verify-email\/)[^/?#]+/g, '$1[redacted]').replace(/([?&]token=)[^&#]*/g, '$1[redacted]');

export interface AppOptions {
  /** Where the built web app and its server renderer live; tests point them at fixtures. */
  webDist?: string;
  webRenderer?: string;
  /** The server renders every public page at once, so that no visitor waits for a first rendering. */
  renderPagesAtStart?: boolean;
  /** Tests lower or raise single limits. */
  rateLimits?: Partial<RateLimits>;
}

export function createApp(container: AppContainer, options: AppOptions = {}): Express {
  const config = container.get(ADAPTER_TOKENS.Config);
  const logger = container.get(ADAPTER_TOKENS.Logger);
  const readiness = container.get(ADAPTER_TOKENS.Readiness);
  const clock = container.get(TOKENS.Clock);
  const rateCards = container.get(TOKENS.RateCardBook);
  const liveSections = container.get(TOKENS.LiveSectionsNow);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request: bodies and headers may carry personal data.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
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
          'upgrade-insecure-requests': config.nodeEnv === 'production' ? [] : null,
        },
      },
      strictTransportSecurity: config.nodeEnv === 'production',
    }),
  );

  // Shoppers are mostly on mobile data: brotli or gzip for every answer worth compressing (over 1 kB).
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await readiness();
    } catch (error) {
      throw new HttpError('UNAVAILABLE', 'The database is unreachable', undefined, { cause: error });
    }
    res.json({ status: 'ready' });
  });

  const limits: RateLimits = { ...RATE_LIMITS, loginSlowDown: LOGIN_SLOW_DOWN, ...options.rateLimits };
  // Only the routes that know who is asking look sessions up; the calculators never pay for it.
  const sessionStorage = container.get(ADAPTER_TOKENS.Sessions);
  const sessions = sessionMiddleware(
    sessionStorage.store,
    sessionStorage.secret,
    config.nodeEnv === 'production',
  );
  const api = express.Router();
  api.use(originCheck(config.publicUrl));
  api.use(adminRoutes(container, sessions));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(shippingRoutes(container));
  api.use(formRoutes(container, limits.forms));
  api.use(accountRoutes(container, sessions, limits));
  api.use(customerLookupRoutes(container, limits.customerLookup));
  api.use(productRoutes(container, limits.productLookup));
  api.use(sectionRoutes(container));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(
    spaRoutes(
      { identity: config.identity, publicUrl: config.publicUrl, exchangeRate: config.exchangeRate },
      {
        ...(options.webDist !== undefined && { distDir: options.webDist }),
        ...(options.webRenderer !== undefined && { rendererPath: options.webRenderer }),
        sourceMaps: config.nodeEnv !== 'production',
        renderAtStart: options.renderPagesAtStart ?? false,
        pageData: async (now) => ({
          [NEXT_DEPARTURE_PATH]: nextDepartureAnswer(now),
          [RATE_CARDS_PATH]: (await rateCards.inForce()).document,
          [LIVE_SECTIONS_PATH]: liveSectionsAnswer(await liveSections.get()),
        }),
        now: () => clock.now().getTime(),
        logger,
      },
    ),
  );
  app.use(errorHandler);
  return app;
}
