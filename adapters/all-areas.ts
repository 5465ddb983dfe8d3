import type { SiteConfig } from '../core/shared/site-config.js';
import { type SiteMap, siteMap } from '../core/shared/site-map.js';
import type { Knex } from 'knex';
import type { Config } from './config.js';
import type { RateLimitRule } from './http/rate-limits.js';
import type { MemoryRepositories } from './memory/in-memory-store.js';
import type { Tables } from './memory/in-memory-tables.js';
import type { KnexRepositories } from './postgres/knex-unit-of-work.js';
import type { AreaSettings } from './settings.js';
import { FOUNDATION_MIGRATIONS, migrationSource } from './postgres/migrations/index.js';
import { accountsArea } from './accounts/accounts.area.js';
import { auditArea } from './audit/audit.area.js';
import { affiliatesArea } from './affiliates/affiliates.area.js';
import { channelsArea } from './channels/channels.area.js';
import { competitorsArea } from './competitors/competitors.area.js';
import { contactArea } from './contact/contact.area.js';
import { customersArea } from './customers/customers.area.js';
import { customsArea } from './customs/customs.area.js';
import { dashboardArea } from './dashboard/dashboard.area.js';
import { deliveryArea } from './delivery/delivery.area.js';
import { flightsArea } from './flights/flights.area.js';
import { mailArea } from './mail/mail.area.js';
import { ledgerArea } from './ledger/ledger.area.js';
import { marketingArea } from './marketing/marketing.area.js';
import { parcelsArea } from './parcels/parcels.area.js';
import { paymentsArea } from './payments/payments.area.js';
import { productsArea } from './products/products.area.js';
import { quotesArea } from './quotes/quotes.area.js';
import { referralsArea } from './referrals/referrals.area.js';
import { scansArea } from './scans/scans.area.js';
import { dispatchArea } from './dispatch/dispatch.area.js';
import { sectionsArea } from './sections/sections.area.js';
import { shippingArea } from './shipping/shipping.area.js';
import { siteArea } from './site/site.area.js';
import { staffArea } from './staff/staff.area.js';

/** Every area of the application: a new area adds its module here, and nowhere else in adapters/. */
export const AREAS = [
  siteArea,
  shippingArea,
  marketingArea,
  customsArea,
  affiliatesArea,
  referralsArea,
  accountsArea,
  contactArea,
  quotesArea,
  mailArea,
  channelsArea,
  auditArea,
  customersArea,
  productsArea,
  competitorsArea,
  sectionsArea,
  ledgerArea,
  paymentsArea,
  deliveryArea,
  parcelsArea,
  flightsArea,
  scansArea,
  dispatchArea,
  dashboardArea,
  staffArea,
] as const;

type Area = (typeof AREAS)[number];
/** The names of the ports (or tables) the modules give. */
type Given<M, F extends 'repositories' | 'memoryTables'> = M extends { [K in F]?: infer R } ? keyof R : never;
type PortsGiven = Given<Area, 'repositories'>;

/** Every module's entries of one kind, by name; a name two modules give is a mistake. */
function merged(part: (area: Area) => object | undefined, what: string): Map<string, unknown> {
  const all = new Map<string, unknown>();
  for (const area of AREAS) {
    for (const [name, value] of Object.entries(part(area) ?? {})) {
      if (all.has(name)) throw new Error(`two areas give the ${what} ${name}`);
      all.set(name, value);
    }
  }
  return all;
}

const pairs = [...merged((area) => area.repositories, 'port')] as [
  string,
  { knex: unknown; memory: unknown },
][];
const side = (which: 'knex' | 'memory') =>
  Object.fromEntries(pairs.map(([port, pair]) => [port, pair[which]]));
const tableMakers = [...merged((area) => area.memoryTables, 'table')] as [string, () => unknown][];

// Each is typed with the names the modules give: a port added to the unit of work (or a table to the in-memory
// store) that no module gives fails to compile here, naming what is missing.
const knexGiven = side('knex') as Pick<KnexRepositories, PortsGiven>;
const memoryGiven = side('memory') as Pick<MemoryRepositories['ports'], PortsGiven>;
const emptyTables = () =>
  Object.fromEntries(tableMakers.map(([name, make]) => [name, make()])) as Pick<
    Tables,
    Given<Area, 'memoryTables'>
  >;

export const KNEX_REPOSITORIES: KnexRepositories = knexGiven;
export const MEMORY_REPOSITORIES: MemoryRepositories = { ports: memoryGiven, emptyTables };

/** The shared first migrations and every area's, in name order. */
export const MIGRATIONS: Knex.MigrationSource<string> = migrationSource(
  FOUNDATION_MIGRATIONS,
  ...AREAS.map((area) => area.migrations),
);

/** Every page the areas declare, and the addresses they moved. */
export const SITE_MAP: SiteMap = siteMap(AREAS.flatMap((area) => (area.pages ? [area.pages] : [])));

/** The rate-limit rules the areas add to the shared code's (adapters/http/rate-limits.ts). */
export const AREA_RATE_LIMITS = Object.fromEntries(
  merged((area) => area.rateLimits, 'rate-limit rule'),
) as Record<string, RateLimitRule>;

/** Every area's own settings, which loadConfig reads beside the house's. */
export const AREA_SETTINGS: readonly AreaSettings<unknown>[] = AREAS.flatMap((area) => area.settings ?? []);

/** What the pages are told beside the house's settings; an area gives each part. */
type AreaSiteConfig = Omit<SiteConfig, 'identity' | 'claims' | 'publicUrl' | 'exchangeRate'>;

/** The areas' parts of the settings every page is rendered with; a part no area gives is a mistake. */
export function areaSiteConfig(config: Config): AreaSiteConfig {
  const parts: Partial<SiteConfig> = {};
  for (const area of AREAS) Object.assign(parts, area.siteConfig?.(config));
  const { paybill, storage } = parts;
  if (paybill === undefined || storage === undefined) {
    throw new Error('no area gives the paybill or the storage terms the pages state');
  }
  return { paybill, storage };
}
