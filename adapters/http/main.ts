import { once } from 'node:events';
import pTimeout from 'p-timeout';
import { AREAS } from '../all-areas.js';
import { ConfigError, loadConfig } from '../config.js';
import { buildContainer } from '../container.js';
import type { Logger } from '../logger.js';
import { ADAPTER_TOKENS, type AppContainer } from '../wiring.js';
import { EmbeddedDatabaseInUseError } from '../postgres/embedded-postgres.js';
import { createApp } from './app.js';
import { httpServer } from './http-server.js';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long start-up waits for an area's work before listening: a database that does not answer must not keep the server from answering. */
const BEFORE_LISTENING_LIMIT_MS = 10_000;

/**
 * Each area's work before the server listens (the offline shop's first picks), so that its first responses and the
 * pages rendered at start show it; work that fails or does not finish in time is logged and start-up goes on.
 */
async function areasBeforeListening(container: AppContainer, logger: Logger): Promise<void> {
  for (const area of AREAS) {
    if (!area.beforeListening) continue;
    try {
      await pTimeout(area.beforeListening(container, logger), { milliseconds: BEFORE_LISTENING_LIMIT_MS });
    } catch (error) {
      logger.warn({ err: error, area: area.name }, 'an area did not finish its work before listening');
    }
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const container = await buildContainer(config, { siteAddress: 'record' });
  const logger = container.get(ADAPTER_TOKENS.Logger);
  const worker = container.get(ADAPTER_TOKENS.OutboxWorker);
  const areaWorkers = AREAS.flatMap((area) => area.workers?.(container) ?? []);
  await areasBeforeListening(container, logger);
  let stopping = false;
  const server = httpServer(
    createApp(container, { renderPagesAtStart: true, shuttingDown: () => stopping }),
  ).listen(config.port, config.host);
  await once(server, 'listening');
  worker.start();
  for (const areaWorker of areaWorkers) areaWorker.start();
  container.get(ADAPTER_TOKENS.ChangeNotices).listen();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, mail: config.mail.smtpUrl ? 'smtp' : 'local outbox' },
    `listening on http://localhost:${port}`,
  );

  const close = () => {
    logger.info('shutting down: finishing in-flight requests');
    // Stop accepting, let requests in flight finish, drop idle keep-alive sockets; then the worker and the pool.
    server.close(() => {
      container
        .get(ADAPTER_TOKENS.Background)
        .idle()
        .then(() => Promise.all([worker.stop(), ...areaWorkers.map((areaWorker) => areaWorker.stop())]))
        .then(() => container.close())
        .catch((error: unknown) => logger.error({ err: error }, 'shutdown was not clean'))
        .finally(() => {
          logger.info('stopped');
          // The log is written asynchronously: what is still buffered goes out before the process ends.
          logger.flush(() => process.exit());
        });
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing them');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
  };
  let draining: NodeJS.Timeout | undefined;
  const endDrain = () => {
    clearTimeout(draining);
    draining = undefined;
    close();
  };
  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    // Requests keep being served for a moment: a balancer sees /readyz fail and stops sending here first, so that
    // no request reaches a socket that is about to close.
    logger.info({ reason, drainMs: config.shutdownDrainMs }, 'shutting down: /readyz answers 503');
    draining = setTimeout(endDrain, config.shutdownDrainMs);
  };
  // A second signal during the drain (an operator's second Ctrl-C) ends it at once; requests in flight still finish.
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining === undefined) shutdown(signal);
    else {
      logger.info({ signal }, 'asked again: the drain ends now');
      endDrain();
    }
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
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
