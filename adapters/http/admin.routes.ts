import { type RequestHandler, Router } from 'express';
import { TOKENS } from '../../core/tokens.js';
import { ADAPTER_TOKENS, type AppContainer } from '../container.js';
import { requireAdmin } from './auth.js';
import { customerAdminRoutes } from './customer-admin.routes.js';
import { productAdminRoutes } from './product-admin.routes.js';
import { rateCardAdminRoutes } from './rate-card-admin.routes.js';
import { sectionAdminRoutes } from './sections.routes.js';

/**
 * Every staff-only endpoint, in one router behind one guard (401 without a session, 403 without the role).
 * Mounted at /api before any body parser, so that nobody's body is read before the guard admits them; the
 * access test walks this router's routes.
 */
export function adminRoutes(container: AppContainer, sessions: RequestHandler): Router {
  const outbox = container.get(ADAPTER_TOKENS.OutboxQueue);
  const router = Router();
  const staffOnly = [sessions, requireAdmin(container.get(TOKENS.Users))];

  router.use(
    customerAdminRoutes(container, staffOnly, container.get(ADAPTER_TOKENS.Config).customerSampleFile),
  );

  router.use(productAdminRoutes(container, staffOnly));
  router.use(sectionAdminRoutes(container, staffOnly));
  router.use(rateCardAdminRoutes(container, staffOnly));

  router.get('/admin/mail-outbox', ...staffOnly, async (_req, res) => {
    res.json(await outbox.counts());
  });

  return router;
}
