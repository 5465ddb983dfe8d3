import { join } from 'node:path';
import { Container } from 'inversify';
import { MemoryStore } from 'express-rate-limit';
import { answerInShoppersWords } from '../core/shared/shopper-messages.js';
import type { Clock } from '../core/shared/clock.js';
import type { Ids } from '../core/shared/ids.js';
import type { TransactionalPorts, UnitOfWork } from '../core/shared/unit-of-work.ports.js';
import type { Token } from '../core/shared/token.js';
import { TOKENS } from '../core/shared/tokens.js';
import { type CallPacer, processPacer } from './memory/call-pacer.js';
import { type CallBudget, processBudget } from './memory/call-budget.js';
import type { AreaContext } from './area-module.js';
import { AREAS, KNEX_REPOSITORIES, MEMORY_REPOSITORIES, MIGRATIONS } from './all-areas.js';
import { BackgroundWork } from './background-work.js';
import type { Config } from './config.js';
import type { RateLimitStores } from './http/rate-limits.js';
import { type SessionStorage, knexSessionStorage, memorySessionStorage } from './http/sessions.js';
import { type Logger, createLogger } from './logger.js';
import { LocalOutboxMailTransport, type MailTransport, SmtpMailTransport } from './mail/mail-transport.js';
import type { OutboxQueue } from './mail/outbox-queue.js';
import { DEFAULT_OUTBOX_WORKER_OPTIONS, OutboxWorker } from './mail/outbox-worker.js';
import { InMemoryStore } from './memory/in-memory-store.js';
import { NO_CHANGE_NOTICES, type ChangeNotices, PostgresChangeNotices } from './postgres/change-notices.js';
import { migrateToLatest, openDatabase } from './postgres/database.js';
import { KnexOutboxQueue } from './mail/knex-mail-outbox.js';
import { type SiteAddressStore, knexSiteAddress, memorySiteAddress } from './mail/site-address.js';
import { KnexUnitOfWork } from './postgres/knex-unit-of-work.js';
import { PostgresCallBudget } from './postgres/postgres-call-budget.js';
import { PostgresCallPacer } from './postgres/postgres-call-pacer.js';
import { postgresRateLimitStores } from './postgres/postgres-rate-limit-store.js';
import { keepOwnerOnly } from './security/owner-only-files.js';
import { persistedSessionSecret, randomSecret } from './security/session-secret.js';
import { ADAPTER_TOKENS, type AppContainer, type ContainerOverrides, type ReadinessCheck } from './wiring.js';

const systemClock: Clock = { now: () => new Date() };
const randomIds: Ids = { next: () => crypto.randomUUID() };
const READY_TIMEOUT_MS = 2_000;

interface Storage {
  unitOfWork: UnitOfWork<TransactionalPorts>;
  /** The same repositories outside any transaction. */
  reads: TransactionalPorts;
  outboxQueue: OutboxQueue;
  sessions: SessionStorage;
  rateLimitStores: RateLimitStores;
  /** Turns for calls to a rate-limited API, shared by every instance on the same database. */
  callPacer: (api: string, intervalMs: number) => CallPacer;
  callBudget: (api: string, perDay: number) => CallBudget;
  readiness: ReadinessCheck;
  /** Word that another instance on the same database changed something this one keeps a copy of. */
  changeNotices: ChangeNotices;
  memoryStore: InMemoryStore | undefined;
  siteAddress: SiteAddressStore;
  close(): Promise<void>;
}

async function openStorage(
  config: Config,
  {
    storage: override,
    queryTimeoutMs,
    besideServer,
  }: Pick<ContainerOverrides, 'storage' | 'queryTimeoutMs' | 'besideServer'>,
  logger: Logger,
): Promise<Storage> {
  if (override === 'memory') {
    const store = new InMemoryStore(MEMORY_REPOSITORIES);
    return {
      unitOfWork: store,
      reads: store.ports,
      outboxQueue: store.outboxQueue,
      sessions: memorySessionStorage(config.sessionSecret ?? randomSecret()),
      rateLimitStores: () => new MemoryStore(),
      callPacer: (_api, intervalMs) => processPacer(intervalMs),
      callBudget: (_api, perDay) => processBudget(perDay),
      readiness: () => Promise.resolve(),
      changeNotices: NO_CHANGE_NOTICES,
      memoryStore: store,
      siteAddress: memorySiteAddress(),
      close: () => Promise.resolve(),
    };
  }
  const owned = override === undefined;
  // The server's start, not a command's (DATA_DIR is the server's; a command may keep its files beside it).
  if (owned && !besideServer) {
    const tightened = keepOwnerOnly(config.dataDir);
    if (tightened > 0)
      logger.warn(
        { dataDir: config.dataDir, tightened },
        'DATA_DIR was open to other local users: it and everything in it are now owner-only (0700, 0600)',
      );
  }
  const database =
    override ??
    (await openDatabase(
      config.database.url
        ? { kind: 'server', url: config.database.url, poolMax: config.database.poolMax, queryTimeoutMs }
        : { kind: 'embedded', dataDir: config.dataDir, besideServer },
      logger,
    ));
  if (owned && config.database.migrateOnStart) {
    const [, applied] = await migrateToLatest(database, MIGRATIONS);
    if (applied.length > 0) logger.info({ applied }, 'database migrated');
  }
  // Only a server database is shared by several instances; the embedded one has a single owner.
  const changeNotices =
    database.kind === 'server' ? new PostgresChangeNotices(database.knex, logger) : NO_CHANGE_NOTICES;
  const unitOfWork = new KnexUnitOfWork(
    database.knex,
    KNEX_REPOSITORIES,
    database.kind === 'server' ? 'copy' : 'insert',
  );
  return {
    unitOfWork,
    reads: unitOfWork.ports,
    outboxQueue: new KnexOutboxQueue(database.knex),
    sessions: knexSessionStorage(
      database.knex,
      // A database the caller owns (tests) lives no longer than this process; neither need its sessions.
      config.sessionSecret ?? (owned ? persistedSessionSecret(config.dataDir) : randomSecret()),
      logger,
    ),
    rateLimitStores: postgresRateLimitStores(database.knex, logger),
    callPacer: (api, intervalMs) => new PostgresCallPacer(database.knex, api, intervalMs, logger),
    callBudget: (api, perDay) => new PostgresCallBudget(database.knex, api, perDay, logger),
    readiness: async () => {
      await database.knex.raw('select 1').timeout(READY_TIMEOUT_MS, { cancel: false });
    },
    changeNotices,
    memoryStore: undefined,
    siteAddress: knexSiteAddress(database.knex),
    close: async () => {
      await changeNotices.close();
      if (owned) await database.close();
    },
  };
}

function mailTransportFor(config: Config, logger: Logger): MailTransport {
  return config.mail.smtpUrl
    ? new SmtpMailTransport(config.mail.smtpUrl, config.mail.from)
    : new LocalOutboxMailTransport(join(config.dataDir, 'mail'), config.mail.from, logger);
}

/**
 * The server records the address it is configured with; a CLI run without PUBLIC_URL takes the recorded one, so
 * the links of the mail it writes lead to the site, not to a localhost guess. Failing that, the config stands.
 */
async function settleSiteAddress(
  config: Config,
  store: SiteAddressStore,
  use: ContainerOverrides['siteAddress'],
  clock: Clock,
  logger: Logger,
): Promise<Config> {
  try {
    if (use === 'record') await store.record(config.publicUrl, clock.now());
    if (use !== 'adopt' || config.publicUrlConfigured) return config;
    const recorded = await store.recorded();
    return recorded === undefined ? config : { ...config, publicUrl: recorded };
  } catch (error) {
    // A CLI run says itself what is wrong with its database (unreachable, not migrated yet): only the server's
    // record is worth a warning of its own.
    if (use === 'record')
      logger.warn({ err: error }, 'the site address could not be recorded in the database');
    return config;
  }
}

/** The composition root: the only place that decides which adapter serves which port. */
export async function buildContainer(
  configured: Config,
  overrides: ContainerOverrides = {},
): Promise<AppContainer> {
  answerInShoppersWords();
  const logger = overrides.logger ?? createLogger(configured.logLevel);
  const clock = overrides.clock ?? systemClock;
  const storage = await openStorage(configured, overrides, logger);
  const config = await settleSiteAddress(
    configured,
    storage.siteAddress,
    overrides.siteAddress,
    clock,
    logger,
  );
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ADAPTER_TOKENS.Config).toConstantValue(config);
  container.bind(ADAPTER_TOKENS.Logger).toConstantValue(logger);
  container.bind(ADAPTER_TOKENS.Background).toConstantValue(new BackgroundWork(logger));
  container.bind(ADAPTER_TOKENS.ChangeNotices).toConstantValue(storage.changeNotices);
  container.bind(ADAPTER_TOKENS.Readiness).toConstantValue(storage.readiness);
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.Ids).toConstantValue(overrides.ids ?? randomIds);
  container.bind(ADAPTER_TOKENS.Sessions).toConstantValue(storage.sessions);
  container.bind(ADAPTER_TOKENS.RateLimitStores).toConstantValue(storage.rateLimitStores);
  container.bind(ADAPTER_TOKENS.OutboxQueue).toConstantValue(storage.outboxQueue);
  container.bind(TOKENS.UnitOfWork).toConstantValue(storage.unitOfWork);
  const releases: (() => void | Promise<void>)[] = [];
  const context: AreaContext = {
    config,
    logger,
    clock,
    reads: storage.reads,
    sessions: storage.sessions,
    callPacer: storage.callPacer,
    callBudget: storage.callBudget,
    changeNotices: storage.changeNotices,
    overrides,
    onClose: (release) => releases.push(release),
  };
  for (const area of AREAS) area.bind?.(container, context);
  const composers = new Map(AREAS.flatMap((area) => Object.entries(area.mailComposers?.(context) ?? {})));
  container.bind(ADAPTER_TOKENS.OutboxWorker).toDynamicValue(
    () =>
      new OutboxWorker(
        storage.outboxQueue,
        overrides.mailTransport ?? mailTransportFor(config, logger),
        clock,
        logger,
        {
          ...DEFAULT_OUTBOX_WORKER_OPTIONS,
          ...overrides.outboxWorker,
        },
        composers,
      ),
  );
  return {
    get: <T>(token: Token<T>): T => container.get<T>(token),
    memoryStore: storage.memoryStore,
    close: async () => {
      // What the areas opened goes first, each even when another fails; the database last.
      const released = await Promise.allSettled(releases.map(async (release) => release()));
      await storage.close();
      for (const result of released) if (result.status === 'rejected') throw result.reason;
    },
  };
}
