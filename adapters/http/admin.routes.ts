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

  // Each group under its own prefix: any other request passes the staff routes with three path checks.
  router.use(
    '/customers',
    customerAdminRoutes(container, staffOnly, container.get(ADAPTER_TOKENS.Config).customerSampleFile),
  );
  router.use('/products', productAdminRoutes(container, staffOnly));
  const admin = Router();
  admin.use(sectionAdminRoutes(container, staffOnly));
  admin.use(rateCardAdminRoutes(container, staffOnly));
  admin.get('/mail-outbox', ...staffOnly, async (_req, res) => {
    res.json(await outbox.counts());
  });
  router.use('/admin', admin);

  return router;
}
