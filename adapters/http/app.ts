import compression from 'compression';
import express, { type Express, type Router } from 'express';
import { NEXT_DEPARTURE_PATH } from '../../core/site/site-config.js';
import { RATE_CARDS_PATH } from '../../core/competitors/rate-card.schema.js';
import { LIVE_SECTIONS_PATH, liveSectionsAnswer } from '../../core/sections/section.schema.js';
import { departureAnswerCache } from '../../core/schedule/departure-answers.schema.js';
import { sharedQuoteData } from '../../core/pricing/quote-form.js';
import { TOKENS } from '../../core/tokens.js';
import { ADAPTER_TOKENS, type AppContainer } from '../container.js';
import { HttpError, apiNotFound, errorHandler } from './errors.js';
import { accountRoutes } from './account.routes.js';
import { OPENAPI_PATH, apiDescription } from './api-description.js';
import { adminRoutes } from './admin.routes.js';
import { customerLookupRoutes } from './customer-lookup.routes.js';
import { formRoutes } from './forms.routes.js';
import { originCheck } from './origin-check.js';
import { requestLog } from './request-log.js';
import { apiSecurityHeaders, pageSecurityHeaders } from './security-headers.js';
import { productRoutes } from './products.routes.js';
import { LOGIN_SLOW_DOWN, RATE_LIMITS, type RateLimits, rateLimiting } from './rate-limits.js';
import { sessionMiddleware } from './sessions.js';
import { apiRoute, shippingRoutes } from './shipping.routes.js';
import { sectionRoutes } from './sections.routes.js';
import { spaRoutes } from './spa.js';

export const JSON_BODY_LIMIT = '100kb';

export interface AppOptions {
  /** Where the built web app and its server renderer live; tests point them at fixtures. */
  webDist?: string;
  webRenderer?: string;
  /** The server renders every public page at once, so that no visitor waits for a first rendering. */
  renderPagesAtStart?: boolean;
  /** Tests lower or raise single limits. */
  rateLimits?: Partial<RateLimits>;
  /** True once the process is stopping: /readyz then answers 503 and every answer closes its connection. */
  shuttingDown?: () => boolean;
  /** bench:api puts an empty route behind the API's own middleware, to measure what that middleware costs. */
  benchmarkRoutes?: Router;
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

  app.use(requestLog(app, logger));
  const { shuttingDown } = options;
  if (shuttingDown) {
    // While a balancer lets go of this instance, keep-alive clients are sent to open their next connection elsewhere.
    app.use((_req, res, next) => {
      if (shuttingDown()) res.setHeader('Connection', 'close');
      next();
    });
  }
  // Shoppers are mostly on mobile data: brotli or gzip for every answer worth compressing (over 1 kB).
  app.use(compression());

  const apiHeaders = apiSecurityHeaders(config.nodeEnv === 'production');
  app.get('/healthz', apiHeaders, (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', apiHeaders, async (_req, res) => {
    if (shuttingDown?.()) throw new HttpError('UNAVAILABLE', 'The server is shutting down');
    try {
      await readiness();
    } catch (error) {
      throw new HttpError('UNAVAILABLE', 'The database is unreachable', undefined, { cause: error });
    }
    res.json({ status: 'ready' });
  });

  const limits: RateLimits = { ...RATE_LIMITS, loginSlowDown: LOGIN_SLOW_DOWN, ...options.rateLimits };
  const limiting = rateLimiting(limits, container.get(ADAPTER_TOKENS.RateLimitStores));
  // Only the routes that know who is asking look sessions up; the calculators never pay for it.
  const sessionStorage = container.get(ADAPTER_TOKENS.Sessions);
  const sessions = sessionMiddleware(
    sessionStorage.store,
    sessionStorage.secret,
    config.nodeEnv === 'production',
  );
  const api = express.Router();
  api.use(apiHeaders);
  // An answer may be someone's own (a session, an account): no cache keeps it unless a route says otherwise.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(originCheck(config.publicUrl));
  api.use(adminRoutes(container, sessions));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  if (options.benchmarkRoutes) api.use(options.benchmarkRoutes);
  api.use(shippingRoutes(container));
  api.use(formRoutes(container, limiting));
  api.use(accountRoutes(container, sessions, limiting));
  api.use(customerLookupRoutes(container, limiting));
  api.use(productRoutes(container, limiting));
  api.use(sectionRoutes(container));
  const description = JSON.stringify(apiDescription(config.publicUrl));
  api.get(apiRoute(OPENAPI_PATH), (_req, res) => {
    res.type('json').send(description);
  });
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(pageSecurityHeaders(config.nodeEnv === 'production'));
  const departureAt = departureAnswerCache();
  app.use(
    spaRoutes(
      {
        identity: config.identity,
        claims: config.claims,
        publicUrl: config.publicUrl,
        exchangeRate: config.exchangeRate,
      },
      {
        ...(options.webDist !== undefined && { distDir: options.webDist }),
        ...(options.webRenderer !== undefined && { rendererPath: options.webRenderer }),
        sourceMaps: config.nodeEnv !== 'production',
        renderAtStart: options.renderPagesAtStart ?? false,
        pageData: async (now, location) => {
          const cards = await rateCards.inForce();
          return {
            [NEXT_DEPARTURE_PATH]: departureAt(now),
            [RATE_CARDS_PATH]: cards.document,
            [LIVE_SECTIONS_PATH]: liveSectionsAnswer(await liveSections.get()),
            ...sharedQuoteData(new URL(location, 'http://page').searchParams, cards.set),
          };
        },
        now: () => clock.now().getTime(),
        logger,
      },
    ),
  );
  app.use(errorHandler);
  return app;
}
