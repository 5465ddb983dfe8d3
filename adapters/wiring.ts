import type { ChangeNotices } from './postgres/change-notices.js';
import type { Container } from 'inversify';
import { type Token, token } from '../core/shared/token.js';
import type { Config } from './config.js';
import type { BackgroundWork } from './background-work.js';
import type { RateLimitStores } from './http/rate-limits.js';
import type { SessionStorage } from './http/sessions.js';
import type { Logger } from './logger.js';
import type { OutboxQueue } from './mail/outbox-queue.js';
import type { InMemoryStore } from './memory/in-memory-store.js';
import type { Clock } from '../core/shared/clock.js';
import type { Ids } from '../core/shared/ids.js';
import type { MailTransport } from './mail/mail-transport.js';
import type { OutboxWorker, OutboxWorkerOptions } from './mail/outbox-worker.js';
import type { Database } from './postgres/database.js';

/** Returns whether the process can serve traffic: resolves when ready, rejects with the reason when not. */
export type ReadinessCheck = () => Promise<void>;

/** The adapters' own tokens; each area's are in `core/<area>/<area>.tokens.ts`. */
export const ADAPTER_TOKENS = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  OutboxWorker: token<OutboxWorker>('OutboxWorker'),
  Readiness: token<ReadinessCheck>('Readiness'),
  Sessions: token<SessionStorage>('Sessions'),
  OutboxQueue: token<OutboxQueue>('OutboxQueue'),
  Background: token<BackgroundWork>('Background'),
  RateLimitStores: token<RateLimitStores>('RateLimitStores'),
  ChangeNotices: token<ChangeNotices>('ChangeNotices'),
} as const;

/**
 * What a test or the CLI may replace; everything else is always the real thing. An area adds what it lets them
 * replace (`declare module '../wiring.js'` in its module).
 */
export interface ContainerOverrides {
  clock?: Clock;
  /** The ids new records get (random UUIDs by default): a test may give them in an order it knows. */
  ids?: Ids;
  logger?: Logger;
  /**
   * 'memory': the in-memory adapters (no infrastructure; also for commands that store nothing, so they never
   * take the embedded database's lock). A Database: an open one the caller owns. Default: from the config.
   */
  storage?: 'memory' | Database;
  /**
   * How long one query on a server database may take: the request path's few seconds by default (a silent
   * network must not hold a request), longer for a tool whose statements load a whole file (the CLI).
   */
  queryTimeoutMs?: number;
  /** A CLI command: while a server owns the embedded database, work on it through that server. */
  besideServer?: boolean;
  /**
   * The site's address in the database: 'record' (the server: its configured PUBLIC_URL, for the other processes)
   * or 'adopt' (the CLI: links in the mail it queues use the recorded address unless PUBLIC_URL is set here).
   */
  siteAddress?: 'record' | 'adopt';
  mailTransport?: MailTransport;
  outboxWorker?: Partial<OutboxWorkerOptions>;
}

export interface AppContainer {
  get<T>(token: Token<T>): T;
  /** The in-memory store when storage is 'memory', for tests that inspect it. */
  memoryStore: InMemoryStore | undefined;
  /** Releases what the container opened (the database it opened itself). */
  close(): Promise<void>;
}

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
