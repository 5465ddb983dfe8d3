import type { Container } from 'inversify';
import type { MailComposer } from '../core/mail/mail.ports.js';
import type { Clock } from '../core/shared/clock.js';
import type { SiteConfig } from '../core/shared/site-config.js';
import type { AreaPages } from '../core/shared/site-map.js';
import type { TransactionalPorts } from '../core/shared/unit-of-work.ports.js';
import type { CallBudget } from './memory/call-budget.js';
import type { CallPacer } from './memory/call-pacer.js';
import type { Config } from './config.js';
import type { AreaSettings } from './settings.js';
import type { EndpointRouter } from './http/endpoint-router.js';
import type { LivePage } from './http/spa.js';
import type { PageDataSource } from './http/web-pages.js';
import type { RateLimitRule, RateLimiting } from './http/rate-limits.js';
import type { SessionStorage } from './http/sessions.js';
import type { Logger } from './logger.js';
import type { Sequences, Tables } from './memory/in-memory-tables.js';
import type { ChangeNotices } from './postgres/change-notices.js';
import type { Migration } from './postgres/migrations/index.js';
import type { KnexRepositories } from './postgres/knex-unit-of-work.js';
import type { AppContainer, ContainerOverrides } from './wiring.js';

/** What an area's bindings may use: the process's settings and the storage the container opened. */
export interface AreaContext {
  config: Config;
  logger: Logger;
  clock: Clock;
  /** Every repository outside any transaction, for reads and single changes. */
  reads: TransactionalPorts;
  sessions: SessionStorage;
  /** Turns for calls to a rate-limited API, shared by every instance on the same database. */
  callPacer: (api: string, intervalMs: number) => CallPacer;
  /** A day's budget of calls to an API, shared by every instance on the same database. */
  callBudget: (api: string, perDay: number) => CallBudget;
  /** Word that another instance changed shared data: listen to read it again at once. */
  changeNotices: Pick<ChangeNotices, 'on'>;
  overrides: ContainerOverrides;
  /** Registers a release of what the area opened (a client's sockets): run when the container closes. */
  onClose: (release: () => void | Promise<void>) => void;
}

/** What an area's routes may use beside the container. */
interface RouteContext {
  config: Config;
  limiting: RateLimiting;
}

/** A port of the unit of work, over PostgreSQL and in memory. */
interface RepositoryPair<P extends keyof TransactionalPorts> {
  knex: KnexRepositories[P];
  memory: (tables: Tables, sequences: Sequences) => TransactionalPorts[P];
}

/** Work an area runs beside a listening server (a poll of the database), as the outbox's worker runs. */
export interface AreaWorker {
  start(): void;
  /** Lets the round in progress finish, then stops. */
  stop(): Promise<void>;
}

/**
 * One area of the application, everything the server needs from it in one place: `adapters/all-areas.ts` lists
 * the modules, and the container, the app, the migrations and both storages take what they need from the list.
 * Its pages are declared in core/<area>/<area>.pages.ts and found by their file names (web/routes.tsx); its CLI commands
 * are registered in cli/program.ts (adapters never import the CLI).
 */
export interface AreaModule<P extends keyof TransactionalPorts, T extends keyof Tables> {
  name: string;
  /** Each port the area adds to the unit of work (`declare module` in its `core/<area>/*.ports.ts`). */
  repositories?: { [K in P]: RepositoryPair<K> };
  /** Each in-memory table its repositories add (`declare module` in their files), empty. */
  memoryTables?: { [K in T]: () => Tables[K] };
  /** Its own migrations, named `<yyyymmdd>-<nnn>-<what>`; they run in name order with everyone's. */
  migrations?: Record<string, Migration>;
  /** Its own settings: their variables, defaults, production refusals and rows of adapters/CONFIGURATION.md. */
  settings?: AreaSettings<unknown>;
  /** What it adds to the settings every page is rendered with (the house gives the rest). */
  siteConfig?(config: Config): Partial<SiteConfig>;
  /** Its own rate-limit rules, by the name its endpoints' `rateLimit.rule` gives. */
  rateLimits?: Record<string, RateLimitRule>;
  bind?(container: Container, context: AreaContext): void;
  /** The composers of the mail kinds it queues to be written when sent (MailToCompose), by kind. */
  mailComposers?(context: AreaContext): Record<string, MailComposer>;
  routes?(container: AppContainer, api: EndpointRouter, context: RouteContext): void;
  /** Its pages and the addresses it moved (`core/<area>/<area>.pages.ts`): the site map is made of them. */
  pages?: AreaPages;
  /** What its public pages show from the database, read as its API answers are (pages render with it). */
  pageData?(container: AppContainer): PageDataSource;
  /** Other sites its pages' forms send visitors to (the page's Content-Security-Policy allows them). */
  formActions?: readonly string[];
  /** What it does before the server listens (bounded in time by the server; a failure is logged, not fatal). */
  beforeListening?(container: AppContainer, logger: Logger): Promise<void>;
  /**
   * Its work beside the server: started once the server listens, stopped at shutdown before the database closes.
   * Only the server runs it; commands and tests start it themselves when they mean to.
   */
  workers?(container: AppContainer): AreaWorker[];
  /** Its public pages whose address asks for a read of the moment (rendered per request). */
  livePages?(container: AppContainer, context: RouteContext): LivePage[];
}

/** Declares an area module, keeping the names of its ports and tables (all-areas.ts checks none is missing). */
export const areaModule = <
  const P extends keyof TransactionalPorts = never,
  const T extends keyof Tables = never,
>(
  module: AreaModule<P, T>,
): AreaModule<P, T> => module;
