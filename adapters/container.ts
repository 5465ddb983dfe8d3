import { answerInShoppersWords } from '../core/shared/shopper-messages.js';
import { ClearCustomersUseCase } from '../core/customers/clear-customers.use-case.js';
import { ImportCustomersUseCase } from '../core/customers/import-customers.use-case.js';
import { LookUpCustomerUseCase } from '../core/customers/look-up-customer.use-case.js';
import { join } from 'node:path';
import { Container } from 'inversify';
import type { AccountMailContext } from '../core/accounts/account-mails.js';
import type { PasswordHasher } from '../core/accounts/accounts.ports.js';
import { LogInUseCase } from '../core/accounts/log-in.use-case.js';
import { RegisterUserUseCase } from '../core/accounts/register-user.use-case.js';
import { RequestPasswordResetUseCase } from '../core/accounts/request-password-reset.use-case.js';
import { ResendVerificationUseCase } from '../core/accounts/resend-verification.use-case.js';
import { ResetPasswordUseCase } from '../core/accounts/reset-password.use-case.js';
import { SetAdminRoleUseCase } from '../core/accounts/set-admin-role.use-case.js';
import { VerifyEmailUseCase } from '../core/accounts/verify-email.use-case.js';
import { SendContactMessageUseCase } from '../core/contact/send-contact-message.use-case.js';
import { ImportRateCardsUseCase } from '../core/competitors/import-rate-cards.use-case.js';
import { RateCardBook } from '../core/competitors/rate-card-book.js';
import { SHIPPED_RATE_CARDS_DOCUMENT } from '../core/competitors/rate-cards.js';
import { AddFeaturedProductUseCase } from '../core/products/add-featured-product.use-case.js';
import { LookUpProductUseCase } from '../core/products/look-up-product.use-case.js';
import type { ProductCatalog, ShortLinkResolver } from '../core/products/products.ports.js';
import { RefreshFeaturedProductsUseCase } from '../core/products/refresh-featured-products.use-case.js';
import { RemoveFeaturedProductUseCase } from '../core/products/remove-featured-product.use-case.js';
import { SubmitQuoteRequestUseCase } from '../core/quotes/submit-quote-request.use-case.js';
import { DeploySectionUseCase } from '../core/sections/deploy-section.use-case.js';
import type { LiveSection } from '../core/sections/homepage-sections.js';
import { Reread } from '../core/shared/reread.js';
import type { Clock } from '../core/shared/clock.js';
import type { TransactionalPorts, UnitOfWork } from '../core/unit-of-work.ports.js';
import { TOKENS, type Token } from '../core/tokens.js';
import { AmznShortLinkResolver } from './amazon/amzn-short-link-resolver.js';
import { type CallPacer, processPacer } from './amazon/call-pacer.js';
import { CreatorsApiProductCatalog, callIntervalMs } from './amazon/creators-api-product-catalog.js';
import { OfflineProductCatalog } from './amazon/offline-product-catalog.js';
import { BackgroundWork } from './background-work.js';
import type { Config } from './config.js';
import { MemoryStore } from 'express-rate-limit';
import type { RateLimitStores } from './http/rate-limits.js';
import { type SessionStorage, knexSessionStorage, memorySessionStorage } from './http/sessions.js';
import { type Logger, createLogger } from './logger.js';
import { LocalOutboxMailTransport, type MailTransport, SmtpMailTransport } from './mail/mail-transport.js';
import type { OutboxQueue } from './mail/outbox-queue.js';
import {
  DEFAULT_OUTBOX_WORKER_OPTIONS,
  type OutboxWorkerOptions,
  OutboxWorker,
} from './mail/outbox-worker.js';
import { InMemoryStore } from './memory/in-memory-store.js';
import { type Database, migrateToLatest, openDatabase } from './postgres/database.js';
import { KnexOutboxQueue } from './postgres/knex-mail-outbox.js';
import { KnexUnitOfWork } from './postgres/knex-unit-of-work.js';
import { PostgresCallPacer } from './postgres/postgres-call-pacer.js';
import { postgresRateLimitStores } from './postgres/postgres-rate-limit-store.js';
import { Argon2PasswordHasher } from './security/argon2-password-hasher.js';
import { persistedSessionSecret, randomSessionSecret } from './security/session-secret.js';

/** Answers whether the process can serve traffic: resolves when ready, rejects with the reason when not. */
export type ReadinessCheck = () => Promise<void>;

const CONFIG: Token<Config> = Symbol.for('kango.Config');
const LOGGER: Token<Logger> = Symbol.for('kango.Logger');
const OUTBOX_WORKER: Token<OutboxWorker> = Symbol.for('kango.OutboxWorker');
const READINESS: Token<ReadinessCheck> = Symbol.for('kango.Readiness');
const SESSIONS: Token<SessionStorage> = Symbol.for('kango.Sessions');
const OUTBOX_QUEUE: Token<OutboxQueue> = Symbol.for('kango.OutboxQueue');
const BACKGROUND: Token<BackgroundWork> = Symbol.for('kango.Background');
const RATE_LIMIT_STORES: Token<RateLimitStores> = Symbol.for('kango.RateLimitStores');
export const ADAPTER_TOKENS = {
  Config: CONFIG,
  Logger: LOGGER,
  OutboxWorker: OUTBOX_WORKER,
  Readiness: READINESS,
  Sessions: SESSIONS,
  OutboxQueue: OUTBOX_QUEUE,
  Background: BACKGROUND,
  RateLimitStores: RATE_LIMIT_STORES,
} as const;

/** What a test or the CLI may replace; everything else is always the real thing. */
export interface ContainerOverrides {
  clock?: Clock;
  logger?: Logger;
  /**
   * 'memory': the in-memory adapters (no infrastructure; also for commands that store nothing, so they never
   * take the embedded database's lock). A Database: an open one the caller owns. Default: from the config.
   */
  storage?: 'memory' | Database;
  mailTransport?: MailTransport;
  outboxWorker?: Partial<OutboxWorkerOptions>;
  passwordHasher?: PasswordHasher;
  productCatalog?: ProductCatalog;
  shortLinkResolver?: ShortLinkResolver;
}

export interface AppContainer {
  get<T>(token: Token<T>): T;
  /** The in-memory store when storage is 'memory', for tests that inspect it. */
  memoryStore: InMemoryStore | undefined;
  /** Releases what the container opened (the database it opened itself). */
  close(): Promise<void>;
}

const systemClock: Clock = { now: () => new Date() };
const READY_TIMEOUT_MS = 2_000;

/** The values behind a list of tokens, in order. */
type Resolved<D extends readonly Token<unknown>[]> = {
  [K in keyof D]: D[K] extends Token<infer T> ? T : never;
};

/**
 * Binds `token` to what `make` builds from the values behind `deps`. The factory's parameters are typed from the
 * tokens, so passing two dependencies in the wrong order fails to compile (a bare Inversify `toResolvedValue`
 * takes any token list).
 */
export function bindFactory<T, const D extends readonly Token<unknown>[]>(
  container: Container,
  token: Token<T>,
  deps: D,
  make: (...args: Resolved<D>) => T,
): void {
  container.bind(token).toResolvedValue((...args: unknown[]) => make(...(args as Resolved<D>)), [...deps]);
}

interface Storage {
  unitOfWork: UnitOfWork;
  /** The same repositories outside any transaction. */
  reads: TransactionalPorts;
  outboxQueue: OutboxQueue;
  sessions: SessionStorage;
  rateLimitStores: RateLimitStores;
  /** Turns for calls to a rate-limited API, shared by every instance on the same database. */
  callPacer(api: string, intervalMs: number): CallPacer;
  readiness: ReadinessCheck;
  memoryStore: InMemoryStore | undefined;
  close(): Promise<void>;
}

async function openStorage(
  config: Config,
  override: ContainerOverrides['storage'],
  logger: Logger,
): Promise<Storage> {
  if (override === 'memory') {
    const store = new InMemoryStore();
    return {
      unitOfWork: store,
      reads: store.ports,
      outboxQueue: store.outboxQueue,
      sessions: memorySessionStorage(config.sessionSecret ?? randomSessionSecret()),
      rateLimitStores: () => new MemoryStore(),
      callPacer: (_api, intervalMs) => processPacer(intervalMs),
      readiness: () => Promise.resolve(),
      memoryStore: store,
      close: () => Promise.resolve(),
    };
  }
  const owned = override === undefined;
  const database =
    override ??
    (await openDatabase(
      config.database.url
        ? { kind: 'server', url: config.database.url, poolMax: config.database.poolMax }
        : { kind: 'embedded', dataDir: config.dataDir },
      logger,
    ));
  if (owned && config.database.migrateOnStart) {
    const [, applied] = await migrateToLatest(database);
    if (applied.length > 0) logger.info({ applied }, 'database migrated');
  }
  const unitOfWork = new KnexUnitOfWork(database.knex, database.kind === 'server' ? 'copy' : 'insert');
  return {
    unitOfWork,
    reads: unitOfWork.ports,
    outboxQueue: new KnexOutboxQueue(database.knex),
    sessions: knexSessionStorage(
      database.knex,
      // A database the caller owns (tests) lives no longer than this process; neither need its sessions.
      config.sessionSecret ?? (owned ? persistedSessionSecret(config.dataDir) : randomSessionSecret()),
      logger,
    ),
    rateLimitStores: postgresRateLimitStores(database.knex, logger),
    callPacer: (api, intervalMs) => new PostgresCallPacer(database.knex, api, intervalMs, logger),
    readiness: async () => {
      await database.knex.raw('select 1').timeout(READY_TIMEOUT_MS, { cancel: false });
    },
    memoryStore: undefined,
    close: () => (owned ? database.close() : Promise.resolve()),
  };
}

function mailTransportFor(config: Config, logger: Logger): MailTransport {
  return config.mail.smtpUrl
    ? new SmtpMailTransport(config.mail.smtpUrl, config.mail.from)
    : new LocalOutboxMailTransport(join(config.dataDir, 'mail'), config.mail.from, logger);
}

function bindAccountUseCases(container: Container, mail: AccountMailContext): void {
  const {
    UnitOfWork: uow,
    Clock: clock,
    PasswordHasher: hasher,
    Users: users,
    SessionRevoker: revoker,
  } = TOKENS;
  bindFactory(
    container,
    TOKENS.RegisterUser,
    [uow, hasher, clock],
    (u, h, c) => new RegisterUserUseCase(u, h, c, mail),
  );
  bindFactory(container, TOKENS.LogIn, [users, hasher, clock], (r, h, c) => new LogInUseCase(r, h, c));
  bindFactory(container, TOKENS.VerifyEmail, [uow, clock], (u, c) => new VerifyEmailUseCase(u, c));
  bindFactory(
    container,
    TOKENS.ResendVerification,
    [uow, clock],
    (u, c) => new ResendVerificationUseCase(u, c, mail),
  );
  bindFactory(
    container,
    TOKENS.RequestPasswordReset,
    [uow, clock],
    (u, c) => new RequestPasswordResetUseCase(u, c, mail),
  );
  bindFactory(
    container,
    TOKENS.ResetPassword,
    [uow, hasher, revoker, clock],
    (u, h, r, c) => new ResetPasswordUseCase(u, h, r, c),
  );
  bindFactory(container, TOKENS.SetAdminRole, [users, clock], (r, c) => new SetAdminRoleUseCase(r, c));
}

/** The Creators API when its credentials are configured, paced at the account's rate by every instance together; else the offline catalog. */
const productCatalogFor = ({ amazon }: Config, storage: Storage): ProductCatalog =>
  amazon
    ? new CreatorsApiProductCatalog(
        amazon,
        storage.callPacer('creators-api', callIntervalMs(amazon.callsPerSecond)),
      )
    : new OfflineProductCatalog();

function bindProductUseCases(container: Container): void {
  const { ProductCatalog: catalog, FeaturedProducts: featured, Clock: clock } = TOKENS;
  bindFactory(
    container,
    TOKENS.LookUpProduct,
    [catalog, TOKENS.ShortLinkResolver, TOKENS.AssociateTag],
    (c, s, tag) => new LookUpProductUseCase(c, s, tag),
  );
  bindFactory(
    container,
    TOKENS.AddFeaturedProduct,
    [catalog, featured, clock],
    (c, f, k) => new AddFeaturedProductUseCase(c, f, k),
  );
  bindFactory(
    container,
    TOKENS.RemoveFeaturedProduct,
    [featured],
    (f) => new RemoveFeaturedProductUseCase(f),
  );
  bindFactory(
    container,
    TOKENS.RefreshFeaturedProducts,
    [catalog, featured, clock],
    (c, f, k) => new RefreshFeaturedProductsUseCase(c, f, k),
  );
}

/** How often a process reads again what staff change for every visitor (live sections; rate cards keep their own). */
const LIVE_SECTIONS_REREAD_MS = 5_000;

/** What staff change for every visitor from any process: the rate cards in force and the live homepage sections. */
function bindSharedPageState(
  container: Container,
  reads: TransactionalPorts,
  clock: Clock,
  logger: Logger,
): void {
  const book = new RateCardBook(reads.rateCards, clock, SHIPPED_RATE_CARDS_DOCUMENT, {
    onProblem: (problem, cause) => logger.error({ err: cause }, problem),
  });
  container.bind(TOKENS.RateCardBook).toConstantValue(book);
  container
    .bind(TOKENS.ImportRateCards)
    .toConstantValue(new ImportRateCardsUseCase(reads.rateCards, book, clock));
  const liveNow = new Reread<LiveSection[]>(
    () => reads.liveSections.list(),
    clock,
    LIVE_SECTIONS_REREAD_MS,
    [],
    (error) => logger.error({ err: error }, 'the live homepage sections could not be read'),
  );
  container.bind(TOKENS.LiveSectionsNow).toConstantValue(liveNow);
  container
    .bind(TOKENS.DeploySection)
    .toConstantValue(new DeploySectionUseCase(reads.liveSections, clock, liveNow));
}

/** The composition root: the only place that decides which adapter serves which port. */
export async function buildContainer(
  config: Config,
  overrides: ContainerOverrides = {},
): Promise<AppContainer> {
  answerInShoppersWords();
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const clock = overrides.clock ?? systemClock;
  const storage = await openStorage(config, overrides.storage, logger);
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ADAPTER_TOKENS.Config).toConstantValue(config);
  container.bind(ADAPTER_TOKENS.Logger).toConstantValue(logger);
  container.bind(ADAPTER_TOKENS.Background).toConstantValue(new BackgroundWork(logger));
  container.bind(ADAPTER_TOKENS.Readiness).toConstantValue(storage.readiness);
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(ADAPTER_TOKENS.Sessions).toConstantValue(storage.sessions);
  container.bind(ADAPTER_TOKENS.RateLimitStores).toConstantValue(storage.rateLimitStores);
  container.bind(ADAPTER_TOKENS.OutboxQueue).toConstantValue(storage.outboxQueue);
  container.bind(TOKENS.UnitOfWork).toConstantValue(storage.unitOfWork);
  container.bind(TOKENS.Users).toConstantValue(storage.reads.users);
  container.bind(TOKENS.SessionRevoker).toConstantValue(storage.sessions.revoker);
  container
    .bind(TOKENS.PasswordHasher)
    .toConstantValue(overrides.passwordHasher ?? new Argon2PasswordHasher());
  bindAccountUseCases(container, { brandName: config.identity.brandName, siteUrl: config.publicUrl });
  bindFactory(
    container,
    TOKENS.SendContactMessage,
    [TOKENS.UnitOfWork, TOKENS.Clock],
    (uow, c) => new SendContactMessageUseCase(uow, c, config.identity.supportEmail),
  );
  bindFactory(
    container,
    TOKENS.SubmitQuoteRequest,
    [TOKENS.UnitOfWork, TOKENS.Clock],
    (uow, c) => new SubmitQuoteRequestUseCase(uow, c, config.identity),
  );
  container.bind(TOKENS.Customers).toConstantValue(storage.reads.customers);
  bindFactory(
    container,
    TOKENS.ImportCustomers,
    [TOKENS.UnitOfWork],
    (uow) => new ImportCustomersUseCase(uow),
  );
  bindFactory(container, TOKENS.ClearCustomers, [TOKENS.UnitOfWork], (uow) => new ClearCustomersUseCase(uow));
  bindFactory(container, TOKENS.LookUpCustomer, [TOKENS.Customers], (d) => new LookUpCustomerUseCase(d));
  container.bind(TOKENS.AssociateTag).toConstantValue(config.identity.amazonAssociateTag);
  container
    .bind(TOKENS.ProductCatalog)
    .toConstantValue(overrides.productCatalog ?? productCatalogFor(config, storage));
  container
    .bind(TOKENS.ShortLinkResolver)
    .toConstantValue(overrides.shortLinkResolver ?? new AmznShortLinkResolver());
  container.bind(TOKENS.FeaturedProducts).toConstantValue(storage.reads.featuredProducts);
  bindProductUseCases(container);
  bindSharedPageState(container, storage.reads, clock, logger);
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
      ),
  );
  return {
    get: <T>(token: Token<T>): T => container.get<T>(token),
    memoryStore: storage.memoryStore,
    close: () => storage.close(),
  };
}
