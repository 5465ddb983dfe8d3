import { once } from 'node:events';
import { TOKENS } from '../../core/tokens.js';
import { OfflineProductCatalog } from '../amazon/offline-product-catalog.js';
import { ConfigError, loadConfig } from '../config.js';
import { ADAPTER_TOKENS, type AppContainer, buildContainer } from '../container.js';
import { EmbeddedDatabaseInUseError } from '../postgres/embedded-postgres.js';
import { createApp } from './app.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** On the offline catalog, a shop with no featured products yet starts with the catalog's own picks. */
async function featureOfflinePicks(container: AppContainer): Promise<number> {
  const catalog = container.get(TOKENS.ProductCatalog);
  const featured = container.get(TOKENS.FeaturedProducts);
  if (!(catalog instanceof OfflineProductCatalog) || (await featured.count()).total > 0) return 0;
  const add = container.get(TOKENS.AddFeaturedProduct);
  for (const pick of catalog.starterSelection()) await add.execute(pick);
  return (await featured.count()).total;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const container = await buildContainer(config);
  const logger = container.get(ADAPTER_TOKENS.Logger);
  const worker = container.get(ADAPTER_TOKENS.OutboxWorker);
  // Beside start-up, not before it: a database that is down at start must not keep the server from answering.
  container.get(ADAPTER_TOKENS.Background).run('feature offline picks', async () => {
    const picks = await featureOfflinePicks(container);
    if (picks > 0) logger.info({ featured: picks }, "featured the offline catalog's products");
  });
  const server = createApp(container, { renderPagesAtStart: true }).listen(config.port, config.host);
  await once(server, 'listening');
  worker.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, mail: config.mail.smtpUrl ? 'smtp' : 'local outbox' },
    `listening on http://localhost:${port}`,
  );

  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down: finishing in-flight requests');
    // Stop accepting, let requests in flight finish, drop idle keep-alive sockets; then the worker and the pool.
    server.close(() => {
      container
        .get(ADAPTER_TOKENS.Background)
        .idle()
        .then(() => worker.stop())
        .then(() => container.close())
        .catch((error: unknown) => logger.error({ err: error }, 'shutdown was not clean'))
        .finally(() => {
          logger.info('stopped');
          logger.flush();
          process.exit();
        });
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing them');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // A backstop, not a fix: a failure no request handled is a bug; log it, finish what is in flight, stop.
  const fatal = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, kind);
    process.exitCode = 1;
    shutdown(kind);
  };
  process.once('unhandledRejection', fatal('unhandledRejection'));
  process.once('uncaughtException', fatal('uncaughtException'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
