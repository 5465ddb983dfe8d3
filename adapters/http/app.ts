import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Express, type RequestHandler, type Router } from 'express';
import { TOKENS } from '../../core/shared/tokens.js';
import { AREA_RATE_LIMITS, AREAS, SITE_MAP, areaSiteConfig } from '../all-areas.js';
import type { PageData } from '../../core/shared/site-config.js';
import { ADAPTER_TOKENS, type AppContainer } from '../wiring.js';
import { apiNotFound, errorHandler, refuseLongPaths } from './errors.js';
import { type ApiDescription, apiDescription } from './api-description.js';
import { requireRoles, requireUser } from './auth.js';
import { EndpointRouter, JSON_BODY_LIMIT } from './endpoint-router.js';
import { originCheck } from './origin-check.js';
import { logRequest, requestLog } from './request-log.js';
import { apiSecurityHeaders, pageSecurityHeaders } from './security-headers.js';
import {
  LOGIN_SLOW_DOWN,
  RATE_LIMITS,
  type RateLimiting,
  type RateLimits,
  rateLimiting,
} from './rate-limits.js';
import { operationsRoutes, openApiEndpoint } from './operations.routes.js';
import { sessionMiddleware } from './sessions.js';
import { spaRoutes } from './spa.js';
import type { PageDataSource } from './web-pages.js';

export interface AppOptions {
  /** Where the built web app and its server renderer live; tests point them at fixtures. */
  webDist?: string;
  webRenderer?: string;
  /** The server renders every public page at once, so that no visitor waits for a first rendering. */
  renderPagesAtStart?: boolean;
  /** Tests lower or raise single limits. */
  rateLimits?: Partial<RateLimits>;
  /** True once the process is stopping: /readyz then responds with 503 and every response closes its connection. */
  shuttingDown?: () => boolean;
  /** bench:api puts an empty route behind the API's own middleware, to measure what that middleware costs. */
  benchmarkRoutes?: Router;
}

/** Every API route, behind the API's own headers, its no-store default and the cross-site check. */
function apiRoutes(
  container: AppContainer,
  options: AppOptions,
  apiHeaders: RequestHandler,
  operations: EndpointRouter,
  limiting: RateLimiting,
): { router: Router; description: ApiDescription } {
  const config = container.get(ADAPTER_TOKENS.Config);
  const users = container.get(TOKENS.SignedInUsers);
  // Only the routes that know who is asking look sessions up; the calculators never pay for it.
  const sessionStorage = container.get(ADAPTER_TOKENS.Sessions);
  const sessions = sessionMiddleware(
    sessionStorage.store,
    sessionStorage.secret,
    config.nodeEnv === 'production',
  );
  const endpoints = new EndpointRouter('/api', {
    sessions,
    signedIn: requireUser(users),
    staff: requireRoles(users),
    limiting,
  });
  for (const area of AREAS) area.routes?.(container, endpoints, { config, limiting });
  const description = apiDescription(config.publicUrl, [
    ...operations.mounted,
    openApiEndpoint,
    ...endpoints.mounted,
  ]);
  endpoints.on(openApiEndpoint, () => ({ ...description }));

  const api = express.Router();
  api.use(apiHeaders);
  // A response may be someone's own (a session, an account): no cache keeps it unless a route says otherwise.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(originCheck(config.publicUrl));
  if (options.benchmarkRoutes) api.use(express.json({ limit: JSON_BODY_LIMIT }), options.benchmarkRoutes);
  api.use(endpoints.router);
  api.use(apiNotFound);
  return { router: api, description };
}

/** What the public pages show: each area's part, from the same sources as its API answers. */
function pageSnapshots(container: AppContainer): PageDataSource {
  const sources = AREAS.flatMap((area) => (area.pageData ? [area.pageData(container)] : []));
  return async (now) => {
    const snapshots = await Promise.all(sources.map((source) => source(now)));
    return {
      parts: snapshots.flatMap((snapshot) => snapshot.parts),
      dataFor: (location) =>
        Object.assign({}, ...snapshots.map((snapshot) => snapshot.dataFor(location))) as PageData,
    };
  };
}

/** The server's request listener; `express` is the app behind the pages' fast path. */
export type App = RequestListener & { express: Express; apiDescription: ApiDescription };

export function createApp(container: AppContainer, options: AppOptions = {}): App {
  const config = container.get(ADAPTER_TOKENS.Config);
  const logger = container.get(ADAPTER_TOKENS.Logger);
  const readiness = container.get(ADAPTER_TOKENS.Readiness);
  const clock = container.get(TOKENS.Clock);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxyHops);

  const { shuttingDown } = options;
  // While a balancer lets go of this instance, keep-alive clients are sent to open their next connection elsewhere.
  const closingConnections = (res: ServerResponse) => {
    if (shuttingDown?.()) res.setHeader('Connection', 'close');
  };
  const limits: RateLimits = {
    ...RATE_LIMITS,
    ...AREA_RATE_LIMITS,
    loginSlowDown: LOGIN_SLOW_DOWN,
    ...options.rateLimits,
  };
  const limiting = rateLimiting(limits, container.get(ADAPTER_TOKENS.RateLimitStores));
  const pageHeaders = pageSecurityHeaders(
    config.nodeEnv === 'production',
    AREAS.flatMap((area) => area.formActions ?? []),
  );
  const site = spaRoutes(
    {
      identity: config.identity,
      claims: config.claims,
      publicUrl: config.publicUrl,
      exchangeRate: config.exchangeRate,
      ...areaSiteConfig(config),
    },
    {
      ...(options.webDist !== undefined && { distDir: options.webDist }),
      ...(options.webRenderer !== undefined && { rendererPath: options.webRenderer }),
      renderAtStart: options.renderPagesAtStart ?? false,
      pageHeaders,
      siteMap: SITE_MAP,
      pageData: pageSnapshots(container),
      livePages: AREAS.flatMap((area) => area.livePages?.(container, { config, limiting }) ?? []),
      now: () => clock.now().getTime(),
      logger,
    },
  );
  app.use(requestLog(app, logger));
  app.use(refuseLongPaths);
  app.use((_req, res, next) => {
    closingConnections(res);
    next();
  });
  // Shoppers are mostly on mobile data: brotli or gzip for every response worth compressing (over 1 kB).
  app.use(compression());

  const apiHeaders = apiSecurityHeaders(config.nodeEnv === 'production');
  const operations = operationsRoutes(readiness, shuttingDown, apiHeaders);
  app.use(operations.router);
  const api = apiRoutes(container, options, apiHeaders, operations, limiting);
  app.use('/api', api.router);

  app.use(pageHeaders);
  app.use(site.routes);
  app.use(errorHandler);

  // Pages before Express: most requests are pages, and Express alone, with nothing in it, tripled their p99
  // (bench:pages). They get the log and the shutdown's Connection: close; a page that cannot be had goes to the app.
  const { fastPath } = site;
  return Object.assign(
    (req: IncomingMessage, res: ServerResponse) => {
      if (!fastPath.answers(req)) {
        app(req, res);
        return;
      }
      logRequest(logger, req, res, req.url ?? '');
      closingConnections(res);
      fastPath.serve(req, res, () => {
        app(req, res);
      });
    },
    { express: app, apiDescription: api.description },
  );
}
