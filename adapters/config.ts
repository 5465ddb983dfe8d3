import { z } from 'zod';
import { type BusinessIdentity, PLACEHOLDER_IDENTITY } from '../core/shared/business-identity.js';
import { businessIdentitySchema } from '../core/shared/business-identity.schema.js';
import { type BusinessClaims, SPECIFICATION_CLAIMS } from '../core/shared/business-claims.js';
import { type ExchangeRate, PLACEHOLDER_EXCHANGE_RATE } from '../core/shared/exchange-rate.js';
import { AREA_SETTINGS } from './all-areas.js';
import {
  type AreaSettings,
  AreaValues,
  ConfigError,
  type ProductionRefusal,
  type SettingDoc,
  missingInProduction,
  optional,
} from './settings.js';

/** The development sender: a placeholder like the identity's. */
const PLACEHOLDER_MAIL_FROM = 'Kango Express <no-reply@example.com>';

const houseSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default(PLACEHOLDER_MAIL_FROM),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SESSION_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  BRAND_NAME: optional,
  SUPPORT_PHONE: optional,
  WHATSAPP_NUMBER: optional,
  SUPPORT_EMAIL: optional,
  CUSTOMER_PORTAL_URL: optional,
  WAREHOUSE_STREET: optional,
  WAREHOUSE_CITY: optional,
  WAREHOUSE_STATE: optional,
  WAREHOUSE_ZIP: optional,
  WAREHOUSE_PHONE: optional,
  JUBA_OFFICE_ADDRESS: optional,
  JUBA_OFFICE_PHONE: optional,
  SUPPORT_HOURS_PHONE: optional,
  SUPPORT_HOURS_WHATSAPP: optional,
  SUPPORT_HOURS_CHAT: optional,
  AMAZON_ASSOCIATE_TAG: optional,
  CLAIM_CUSTOMERS: z.coerce.number().int().positive().default(SPECIFICATION_CLAIMS.customers),
  CLAIM_US_STORES: z.coerce.number().int().positive().default(SPECIFICATION_CLAIMS.usStores),
  CLAIM_RATING: z.coerce.number().positive().max(5).default(SPECIFICATION_CLAIMS.rating),
  CLAIM_REVIEWS: z.coerce.number().int().positive().default(SPECIFICATION_CLAIMS.reviews),
  CLAIM_SAVINGS_PERCENT: z.coerce
    .number()
    .int()
    .positive()
    .max(100)
    .default(SPECIFICATION_CLAIMS.savingsPercent),
  CLAIM_PACKAGES_DELIVERED: z.coerce
    .number()
    .int()
    .positive()
    .default(SPECIFICATION_CLAIMS.packagesDelivered),
  CLAIM_COUNTIES_SERVED: z.coerce
    .number()
    .int()
    .positive()
    .max(47)
    .default(SPECIFICATION_CLAIMS.countiesServed),
  USD_KES_RATE: z.coerce.number().positive().max(100_000).default(PLACEHOLDER_EXCHANGE_RATE.kesPerUsd),
  USD_KES_RATE_DATE: z.iso.date().default(PLACEHOLDER_EXCHANGE_RATE.asOf),
});

type HouseVariable = keyof z.infer<typeof houseSchema>;

const placeholder = 'placeholder';
const claimDoc = (what: string, value: number): SettingDoc => ({
  default: `the specification's \`${String(value)}\``,
  description: `${what}, as every page claims it (\`core/shared/business-claims.ts\`)`,
});

/** The house's rows of the configuration document (adapters/CONFIGURATION.md). */
const HOUSE_DOCS: Readonly<Record<HouseVariable, SettingDoc>> = {
  NODE_ENV: {
    default: '`development`',
    description:
      '`production` turns on HTTPS-only headers and refuses to start without what is required in production',
  },
  PORT: { default: '`3000`', description: 'HTTP port' },
  HOST: { default: '`0.0.0.0`', description: 'interface to listen on' },
  LOG_LEVEL: { default: '`info`', description: 'pino level (`silent` to mute)' },
  TRUST_PROXY_HOPS: {
    default: '`0`',
    description: 'reverse proxies in front of the app, for client addresses',
  },
  SHUTDOWN_DRAIN_MS: {
    default: '`2000`',
    description:
      'after SIGTERM, how long the server keeps serving (with `/readyz` at 503, each response closing its connection) before it stops accepting; a second SIGTERM or SIGINT ends it at once',
  },
  DATABASE_URL: {
    default: 'embedded',
    description: 'a `postgres://…` server; unset: the embedded PGlite under `DATA_DIR`',
  },
  DATABASE_POOL_MAX: { default: '`10`', description: 'connections to a PostgreSQL server' },
  DATA_DIR: { default: '`./data`', description: 'the embedded database and the local mail outbox' },
  MIGRATE_ON_START: { default: '`true`', description: 'apply pending migrations when the server starts' },
  SMTP_URL: {
    default: 'local outbox',
    description: '`smtp://user:pass@host:587` or `smtps://…`; unset: `.eml` files under `DATA_DIR/mail`',
  },
  MAIL_FROM: { default: placeholder, description: 'sender of every mail' },
  PUBLIC_URL: {
    default: '`http://localhost:PORT`',
    description:
      "the site's address: links in mail (a CLI run without it uses the one the server recorded), the Origin allowed to change state",
  },
  SESSION_SECRET: {
    default: 'random, kept in `DATA_DIR`',
    description: 'signs session cookies, at least 32 characters',
  },
  BRAND_NAME: {
    default: `\`${PLACEHOLDER_IDENTITY.brandName}\``,
    description: 'business name shown on every page',
  },
  SUPPORT_PHONE: { default: placeholder, description: 'phone number for Call links' },
  WHATSAPP_NUMBER: { default: placeholder, description: 'digits with country code, for WhatsApp links' },
  SUPPORT_EMAIL: { default: placeholder, description: 'support address' },
  CUSTOMER_PORTAL_URL: {
    default: 'unset',
    description:
      "an external customer portal for Log In, Sign Up and Pre-Alert links (with utm tags); unset, they go to this site's `/auth` and `/dashboard`",
  },
  WAREHOUSE_STREET: {
    default: placeholder,
    description:
      "the US warehouse's street: each customer's address is the warehouse's with `Suite KX…` below it",
  },
  WAREHOUSE_CITY: {
    default: `\`${PLACEHOLDER_IDENTITY.warehouseCity}\``,
    description: "the US warehouse's city",
  },
  WAREHOUSE_STATE: {
    default: `\`${PLACEHOLDER_IDENTITY.warehouseState}\``,
    description: "the US warehouse's state",
  },
  WAREHOUSE_ZIP: {
    default: `\`${PLACEHOLDER_IDENTITY.warehouseZip}\``,
    description: "the US warehouse's ZIP code",
  },
  WAREHOUSE_PHONE: { default: placeholder, description: 'the phone a US checkout asks for with the address' },
  JUBA_OFFICE_ADDRESS: { default: placeholder, description: 'the Juba pickup office' },
  JUBA_OFFICE_PHONE: {
    default: '`SUPPORT_PHONE`',
    description:
      "the Juba office's own phone: South Sudan customers pay and collect there (dashboard's payments, mail)",
  },
  SUPPORT_HOURS_PHONE: {
    default: `\`${PLACEHOLDER_IDENTITY.phoneHours}\``,
    description:
      'when the phone is answered, East Africa Time, as days and times (`Mon-Fri 09:00-18:00, Sat 10:00-16:00`)',
  },
  SUPPORT_HOURS_WHATSAPP: {
    default: `\`${PLACEHOLDER_IDENTITY.whatsappHours}\``,
    description: 'when WhatsApp is answered, in the same form',
  },
  SUPPORT_HOURS_CHAT: {
    default: 'unset',
    description:
      "a chat service's hours (`Mon-Sun 00:00-24:00`: around the clock); unset, no chat block is shown",
  },
  AMAZON_ASSOCIATE_TAG: { default: placeholder, description: 'Amazon associate tag' },
  CLAIM_CUSTOMERS: claimDoc('customers served', SPECIFICATION_CLAIMS.customers),
  CLAIM_US_STORES: claimDoc('US stores shipped from', SPECIFICATION_CLAIMS.usStores),
  CLAIM_RATING: claimDoc('the rating, at most 5', SPECIFICATION_CLAIMS.rating),
  CLAIM_REVIEWS: claimDoc('reviews behind the rating', SPECIFICATION_CLAIMS.reviews),
  CLAIM_SAVINGS_PERCENT: claimDoc('the savings, in per cent', SPECIFICATION_CLAIMS.savingsPercent),
  CLAIM_PACKAGES_DELIVERED: claimDoc('packages delivered', SPECIFICATION_CLAIMS.packagesDelivered),
  CLAIM_COUNTIES_SERVED: claimDoc("Kenya's counties served, at most 47", SPECIFICATION_CLAIMS.countiesServed),
  USD_KES_RATE: {
    default: `placeholder \`${String(PLACEHOLDER_EXCHANGE_RATE.kesPerUsd)}\``,
    description:
      'shillings per dollar for the "≈ KES" beside every total shoppers see (dollars stay the price)',
  },
  USD_KES_RATE_DATE: {
    default: `placeholder \`${PLACEHOLDER_EXCHANGE_RATE.asOf}\``,
    description: 'the day that rate was taken, shown in small print beside it',
  },
};

/** The house's own settings; each area's are its module's (AreaModule.settings). */
export interface HouseConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** Hops of reverse proxies to trust for the client address (0 when the app faces clients). */
  trustProxyHops: number;
  /** After SIGTERM, how long the server keeps serving (with /readyz at 503) so a balancer stops sending to it. */
  shutdownDrainMs: number;
  /** Without a url, the embedded database under DATA_DIR. */
  database: { url: string | undefined; poolMax: number; migrateOnStart: boolean };
  dataDir: string;
  /** Without smtpUrl, mail goes to DATA_DIR/mail as .eml files. */
  mail: { smtpUrl: string | undefined; from: string };
  /** The site's public address, for links in mail and the Origin check. */
  publicUrl: string;
  /** False when PUBLIC_URL is unset and publicUrl is only this process's guess (http://localhost:PORT). */
  publicUrlConfigured: boolean;
  /** Unset outside production: the composition root makes one (see session-secret.ts). */
  sessionSecret: string | undefined;
  identity: BusinessIdentity;
  /** The counts and rating the pages claim. */
  claims: BusinessClaims;
  /** Shillings per dollar for the "≈ KES" beside shoppers' totals, and the day it was taken. */
  exchangeRate: ExchangeRate;
}

export interface Config extends HouseConfig {
  /** Each area's own settings: an area reads its slice with its settings' `of(config)`. */
  areas: AreaValues;
}

export { ConfigError };

const IDENTITY_VARIABLES: Record<keyof BusinessIdentity, HouseVariable> = {
  brandName: 'BRAND_NAME',
  supportPhone: 'SUPPORT_PHONE',
  whatsappNumber: 'WHATSAPP_NUMBER',
  supportEmail: 'SUPPORT_EMAIL',
  customerPortalUrl: 'CUSTOMER_PORTAL_URL',
  warehouseStreet: 'WAREHOUSE_STREET',
  warehouseCity: 'WAREHOUSE_CITY',
  warehouseState: 'WAREHOUSE_STATE',
  warehouseZip: 'WAREHOUSE_ZIP',
  warehousePhone: 'WAREHOUSE_PHONE',
  jubaOfficeAddress: 'JUBA_OFFICE_ADDRESS',
  jubaOfficePhone: 'JUBA_OFFICE_PHONE',
  phoneHours: 'SUPPORT_HOURS_PHONE',
  whatsappHours: 'SUPPORT_HOURS_WHATSAPP',
  chatHours: 'SUPPORT_HOURS_CHAT',
  amazonAssociateTag: 'AMAZON_ASSOCIATE_TAG',
};

/**
 * What a real deployment must set: production refuses to start while any of these is unset or still holds its
 * development placeholder, so no shopper is shown a number, address or tag that reaches nobody. A city, state or
 * ZIP that could be real only has to be set.
 */
const HOUSE_PRODUCTION_REFUSAL: ProductionRefusal = {
  names: [
    'SUPPORT_PHONE',
    'WHATSAPP_NUMBER',
    'SUPPORT_EMAIL',
    'WAREHOUSE_STREET',
    'WAREHOUSE_CITY',
    'WAREHOUSE_STATE',
    'WAREHOUSE_ZIP',
    'WAREHOUSE_PHONE',
    'JUBA_OFFICE_ADDRESS',
    'AMAZON_ASSOCIATE_TAG',
    'MAIL_FROM',
  ] satisfies HouseVariable[],
  placeholders: {
    SUPPORT_PHONE: PLACEHOLDER_IDENTITY.supportPhone,
    WHATSAPP_NUMBER: PLACEHOLDER_IDENTITY.whatsappNumber,
    SUPPORT_EMAIL: PLACEHOLDER_IDENTITY.supportEmail,
    WAREHOUSE_STREET: PLACEHOLDER_IDENTITY.warehouseStreet,
    WAREHOUSE_PHONE: PLACEHOLDER_IDENTITY.warehousePhone,
    JUBA_OFFICE_ADDRESS: PLACEHOLDER_IDENTITY.jubaOfficeAddress,
    AMAZON_ASSOCIATE_TAG: PLACEHOLDER_IDENTITY.amazonAssociateTag,
    MAIL_FROM: PLACEHOLDER_MAIL_FROM,
  },
  problem: (missing) =>
    `production needs the business's own ${missing} (each is unset or still the development placeholder)`,
};

/** A group of settings as the configuration document shows it. */
export interface DocumentedSettings {
  owner: string;
  docs: Readonly<Record<string, SettingDoc>>;
  /** The variables production refuses to start without. */
  requiredInProduction: readonly string[];
}

/** The house's settings first, then each area's, for the configuration document. */
export function documentedSettings(
  areas: readonly AreaSettings<unknown>[] = AREA_SETTINGS,
): DocumentedSettings[] {
  return [
    {
      owner: 'house',
      docs: HOUSE_DOCS,
      requiredInProduction: ['SESSION_SECRET', ...HOUSE_PRODUCTION_REFUSAL.names],
    },
    ...areas.map((area) => ({
      owner: area.owner,
      docs: area.docs,
      requiredInProduction: area.production?.names ?? [],
    })),
  ];
}

/** Production refuses placeholders and offline stand-ins, naming every variable at once. */
function refuseWhatProductionCannotRunOn(
  env: NodeJS.ProcessEnv,
  areas: readonly AreaSettings<unknown>[],
): void {
  const refusals = [HOUSE_PRODUCTION_REFUSAL, ...areas.flatMap((area) => area.production ?? [])];
  const problems = refusals.flatMap((refusal) => {
    const missing = missingInProduction(refusal, env);
    return missing.length > 0 ? [refusal.problem(missing.join(', '))] : [];
  });
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

const describeIssues = (issues: z.core.$ZodIssue[], name: (path: PropertyKey[]) => string) =>
  issues.map((issue) => `${name(issue.path)}: ${issue.message}`).join('; ');

/** Reads the environment once, the house's settings and every area's; a bad value stops start-up with its name. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  areas: readonly AreaSettings<unknown>[] = AREA_SETTINGS,
): Config {
  // Each group's variables are checked by its own schema, and every bad value is named at once.
  const house = houseSchema.safeParse(env);
  const areaVars = areas.map((area) => area.schema.safeParse(env));
  const issues = [house, ...areaVars].flatMap((result) => (result.success ? [] : result.error.issues));
  if (!house.success || issues.length > 0) {
    throw new ConfigError(`Invalid configuration: ${describeIssues(issues, (p) => String(p[0]))}`);
  }
  const houseSettings = houseConfig(house.data, env, areas);
  const values = new Map(
    areas.map((area, i) => [area, area.read(areaVars[i]?.data ?? {}, houseSettings)] as const),
  );
  return { ...houseSettings, areas: new AreaValues(values) };
}

function houseConfig(
  vars: z.infer<typeof houseSchema>,
  env: NodeJS.ProcessEnv,
  areas: readonly AreaSettings<unknown>[],
): HouseConfig {
  if (vars.NODE_ENV === 'production' && !vars.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET: required when NODE_ENV is production');
  }
  if (vars.NODE_ENV === 'production') refuseWhatProductionCannotRunOn(env, areas);
  const identityInput = Object.fromEntries(
    Object.entries(IDENTITY_VARIABLES).map(([field, variable]) => [
      field,
      vars[variable] ?? PLACEHOLDER_IDENTITY[field as keyof BusinessIdentity],
    ]),
  );
  const identity = businessIdentitySchema.safeParse(identityInput);
  if (!identity.success) {
    const variableOf = (p: PropertyKey[]) => IDENTITY_VARIABLES[p[0] as keyof BusinessIdentity];
    throw new ConfigError(`Invalid configuration: ${describeIssues(identity.error.issues, variableOf)}`);
  }
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    logLevel: vars.LOG_LEVEL,
    trustProxyHops: vars.TRUST_PROXY_HOPS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    database: {
      url: vars.DATABASE_URL,
      poolMax: vars.DATABASE_POOL_MAX,
      migrateOnStart: vars.MIGRATE_ON_START === 'true',
    },
    dataDir: vars.DATA_DIR,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    publicUrlConfigured: vars.PUBLIC_URL !== undefined,
    sessionSecret: vars.SESSION_SECRET,
    identity: identity.data,
    claims: {
      customers: vars.CLAIM_CUSTOMERS,
      usStores: vars.CLAIM_US_STORES,
      rating: vars.CLAIM_RATING,
      reviews: vars.CLAIM_REVIEWS,
      savingsPercent: vars.CLAIM_SAVINGS_PERCENT,
      packagesDelivered: vars.CLAIM_PACKAGES_DELIVERED,
      countiesServed: vars.CLAIM_COUNTIES_SERVED,
    },
    exchangeRate: { kesPerUsd: vars.USD_KES_RATE, asOf: vars.USD_KES_RATE_DATE },
  };
}
