import { z } from 'zod';
import { projectPath } from './project-root.js';
import {
  type BusinessIdentity,
  PLACEHOLDER_IDENTITY,
  jubaOfficePhone,
} from '../core/shared/business-identity.js';
import { businessIdentitySchema } from '../core/shared/business-identity.schema.js';
import { type BusinessClaims, SPECIFICATION_CLAIMS } from '../core/shared/business-claims.js';
import { DEFAULT_STORAGE_TERMS, type StorageTerms } from '../core/shared/storage-terms.js';
import { DEFAULT_REFERRAL_TERMS, type ReferralTerms } from '../core/shared/referral-terms.js';
import { type ExchangeRate, PLACEHOLDER_EXCHANGE_RATE } from '../core/shared/exchange-rate.js';
import {
  JUBA_OFFICE_ID,
  PLACEHOLDER_JUBA_OFFICE_HOURS,
  PLACEHOLDER_PICKUP_POINTS,
  type PickupPoints,
  pickupPointSchema,
} from '../core/shared/pickup-points.js';

/** The Amazon Creators API as the process is told about it (its adapter, adapters/products/amazon, uses it). */
export interface CreatorsApiCredentials {
  credentialId: string;
  credentialSecret: string;
  credentialVersion: string;
  tokenUrl: string;
}

export interface CreatorsApiSettings extends CreatorsApiCredentials {
  partnerTag: string;
  /** The marketplace's host, e.g. www.amazon.com. */
  marketplace: string;
  /** The operations' base address; each operation is a path under it. */
  apiUrl: string;
  /** The account's limit: calls started per second, for every caller the pacer serves together. */
  callsPerSecond: number;
  /** The account's daily quota of calls, for every caller the budget serves together. */
  callsPerDay: number;
  timeoutMs: number;
  /** Retries of a call given 429 or 5xx, or not answered in time. */
  maxRetries: number;
  /** The first retry's wait; each later one doubles it, with jitter. */
  backoffMs: number;
}

/**
 * Token endpoints by credential version, as Associates Central issues them: 2.x are Cognito user pools (form
 * body, Version in the Authorization header), 3.x Login with Amazon (JSON body).
 */
export const TOKEN_URLS: Readonly<Record<string, string>> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

/** The documented ceiling of an account's rate: ten calls a second however much it sells. */
export const MAX_CALLS_PER_SECOND = 10;

/** Daraja, Safaricom's M-Pesa API, as the process is told about it (its adapter is in adapters/payments). */
export interface DarajaSettings {
  consumerKey: string;
  consumerSecret: string;
  /** The paybill's business short code: STK pushes are paid to it, and its C2B URLs are registered. */
  shortcode: string;
  /** The Lipa na M-Pesa Online passkey: the STK password is base64(shortcode + passkey + timestamp). */
  passkey: string;
  /** Safaricom's sandbox or production address; the operations are paths under it. */
  apiUrl: string;
  timeoutMs: number;
}

interface MpesaSettings {
  /** Daraja when its credentials are set; otherwise the offline M-Pesa answers, and no money moves. */
  daraja: DarajaSettings | undefined;
  /** The secret in the callback paths; unset outside production: the composition root makes one. */
  callbackSecret: string | undefined;
  /** The paybill number customers are told to pay. */
  paybill: string;
}

/** Safaricom's sandbox: the default address, so that no configuration ever reaches production by mistake. */
const DARAJA_SANDBOX_URL = 'https://sandbox.safaricom.co.ke';
/** The sandbox's own test paybill: what the offline M-Pesa shows when no short code is set. */
const SANDBOX_PAYBILL = '174379';
const SHORTCODE = /^\d{5,7}$/;

/** The development sender: a placeholder like the identity's. */
const PLACEHOLDER_MAIL_FROM = 'Kango Express <no-reply@example.com>';

const optional = z
  .string()
  .transform((value) => value.trim())
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Hops of reverse proxies to trust for the client address (0 when the app faces clients). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** After SIGTERM, how long the server keeps serving (with /readyz at 503) so a balancer stops sending to it. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** A PostgreSQL server; without it the embedded database under DATA_DIR is used. */
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** smtp://user:pass@host:port or smtps://...; without it mail goes to DATA_DIR/mail as .eml files. */
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default(PLACEHOLDER_MAIL_FROM),
  /** The site's public address, for links in mail and the Origin check. Default: http://localhost:PORT. */
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Signs session cookies; at least 32 characters. Required in production. */
  SESSION_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** The file the admin page's Load ALL button loads. Default: the fictional sample shipped in the repo. */
  CUSTOMER_SAMPLE_FILE: z.string().min(1).default(projectPath('adapters/seed/sample-customers.csv')),
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
  /** When parcels are collected at the Juba office. */
  JUBA_OFFICE_HOURS: optional,
  /** The Juba office's phone; default: SUPPORT_PHONE. */
  JUBA_OFFICE_PHONE: optional,
  /** Kenya's pickup points, a JSON array of { id, name, address, hours }; default: the FAQ's four cities. */
  PICKUP_POINTS: optional,
  SUPPORT_HOURS_PHONE: optional,
  SUPPORT_HOURS_WHATSAPP: optional,
  SUPPORT_HOURS_CHAT: optional,
  AMAZON_ASSOCIATE_TAG: optional,
  /** The counts and rating the pages claim; the landing page's figures by default. */
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
  /** Shillings per dollar for the "≈ KES" beside shoppers' totals, and the day it was taken. */
  USD_KES_RATE: z.coerce.number().positive().max(100_000).default(PLACEHOLDER_EXCHANGE_RATE.kesPerUsd),
  USD_KES_RATE_DATE: z.iso.date().default(PLACEHOLDER_EXCHANGE_RATE.asOf),
  /** Days a parcel waits at the warehouse free, and the fee per parcel for each day after (US cents). */
  FREE_STORAGE_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_STORAGE_TERMS.freeDays),
  STORAGE_FEE_CENTS_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(DEFAULT_STORAGE_TERMS.feeCentsPerDay),
  /** What the referred friend's own payments must reach before their referrer is credited (US cents). */
  REFERRAL_FRIEND_MIN_PAYMENT_CENTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(DEFAULT_REFERRAL_TERMS.friendMinimumPaymentCents),
  /** The Creators API credentials from Associates Central; without them the offline catalog answers. */
  AMAZON_CREDENTIAL_ID: optional,
  AMAZON_CREDENTIAL_SECRET: optional,
  AMAZON_CREDENTIAL_VERSION: optional,
  /** The tag the API calls carry; default: AMAZON_ASSOCIATE_TAG. */
  AMAZON_PARTNER_TAG: optional,
  AMAZON_MARKETPLACE: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name such as www.amazon.com')
    .default('www.amazon.com'),
  /** Default: the token endpoint of the credential version. */
  AMAZON_TOKEN_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AMAZON_API_URL: z.url({ protocol: /^https?$/ }).default('https://creatorsapi.amazon/catalog/v1'),
  /** The account's rate; Amazon allows at most 10 a second, however much an account sells. */
  AMAZON_CALLS_PER_SECOND: z.coerce
    .number()
    .positive()
    .max(
      MAX_CALLS_PER_SECOND,
      `must be at most ${MAX_CALLS_PER_SECOND}, the most calls a second Amazon allows an account`,
    )
    .default(1),
  /** The account's daily quota (a new account has 8,640: one call a second for a day). */
  AMAZON_CALLS_PER_DAY: z.coerce.number().int().positive().default(8_640),
  /** Visitors' lookups' share of it; default: half. */
  AMAZON_VISITOR_CALLS_PER_DAY: z.coerce.number().int().positive().optional(),
  AMAZON_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Daraja's app credentials, the paybill's short code and passkey; without them the offline M-Pesa answers. */
  MPESA_CONSUMER_KEY: optional,
  MPESA_CONSUMER_SECRET: optional,
  MPESA_SHORTCODE: optional.pipe(
    z.string().regex(SHORTCODE, 'must be the short code: 5 to 7 digits').optional(),
  ),
  MPESA_PASSKEY: optional,
  /** The secret path segment of M-Pesa's callbacks: Daraja signs nothing, so the address is the proof. */
  MPESA_CALLBACK_SECRET: optional.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters')
      .regex(/^[\w-]+$/, 'may hold only letters, digits, - and _ (it is part of an address)')
      .optional(),
  ),
  MPESA_API_URL: z.url({ protocol: /^https?$/ }).default(DARAJA_SANDBOX_URL),
  /** The paybill customers pay; default: the short code. */
  MPESA_PAYBILL: optional.pipe(
    z.string().regex(SHORTCODE, 'must be a paybill number: 5 to 7 digits').optional(),
  ),
  MPESA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Where parcel photos are kept: files under DATA_DIR/photos, or an S3-compatible bucket. */
  PHOTO_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optional.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, . and -',
      )
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** An S3-compatible server (MinIO, R2, …); unset: AWS's own for the region. */
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Unset: the AWS SDK's default credentials (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** The bucket in the path rather than the host name; most S3-compatible servers want it. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  trustProxyHops: number;
  shutdownDrainMs: number;
  database: { url: string | undefined; poolMax: number; migrateOnStart: boolean };
  dataDir: string;
  mail: { smtpUrl: string | undefined; from: string };
  publicUrl: string;
  /** False when PUBLIC_URL is unset and publicUrl is only this process's guess (http://localhost:PORT). */
  publicUrlConfigured: boolean;
  /** Unset outside production: the composition root makes one (see session-secret.ts). */
  sessionSecret: string | undefined;
  customerSampleFile: string;
  identity: BusinessIdentity;
  claims: BusinessClaims;
  exchangeRate: ExchangeRate;
  storage: StorageTerms;
  referral: ReferralTerms;
  /** The Creators API, when its credentials are set; otherwise the offline catalog serves. */
  amazon:
    | (CreatorsApiSettings & { /** Visitors' lookups' share of callsPerDay. */ visitorCallsPerDay: number })
    | undefined;
  mpesa: MpesaSettings;
  /** Where parcel photos are kept. */
  photos: PhotoStoreSettings;
  /** Kenya's pickup points and the Juba office. */
  pickupPoints: PickupPoints;
}

/** Files under DATA_DIR/photos, or an S3-compatible bucket (adapters/parcels/photos). */
type PhotoStoreSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

const IDENTITY_VARIABLES: Record<keyof BusinessIdentity, keyof z.infer<typeof envSchema>> = {
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
 * development placeholder, so no shopper is shown a number, address or tag that reaches nobody.
 */
const REQUIRED_IN_PRODUCTION = [
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
] as const;

/** The development values production refuses; a city, state or ZIP that could be real only has to be set. */
const PLACEHOLDER_VALUES: Partial<Record<(typeof REQUIRED_IN_PRODUCTION)[number], string>> = {
  SUPPORT_PHONE: PLACEHOLDER_IDENTITY.supportPhone,
  WHATSAPP_NUMBER: PLACEHOLDER_IDENTITY.whatsappNumber,
  SUPPORT_EMAIL: PLACEHOLDER_IDENTITY.supportEmail,
  WAREHOUSE_STREET: PLACEHOLDER_IDENTITY.warehouseStreet,
  WAREHOUSE_PHONE: PLACEHOLDER_IDENTITY.warehousePhone,
  JUBA_OFFICE_ADDRESS: PLACEHOLDER_IDENTITY.jubaOfficeAddress,
  AMAZON_ASSOCIATE_TAG: PLACEHOLDER_IDENTITY.amazonAssociateTag,
  MAIL_FROM: PLACEHOLDER_MAIL_FROM,
};

/** What production needs to take M-Pesa payments: Daraja (not the offline M-Pesa, which moves no money). */
const MPESA_REQUIRED_IN_PRODUCTION = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_SECRET',
] as const;

/** Production refuses placeholders and the offline M-Pesa, naming every variable at once. */
function refuseWhatProductionCannotRunOn(env: NodeJS.ProcessEnv): void {
  const unset = REQUIRED_IN_PRODUCTION.filter((name) => {
    const value = env[name]?.trim();
    return !value || value === PLACEHOLDER_VALUES[name];
  });
  const noMpesa = MPESA_REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
  const problems = [
    ...(unset.length > 0
      ? [
          `production needs the business's own ${unset.join(', ')} (each is unset or still the development placeholder)`,
        ]
      : []),
    ...(noMpesa.length > 0
      ? [
          `production takes M-Pesa through Daraja and needs ${noMpesa.join(', ')} (without them the offline M-Pesa would answer, and no money would move)`,
        ]
      : []),
  ];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

const describeIssues = (issues: z.core.$ZodIssue[], name: (path: PropertyKey[]) => string) =>
  issues.map((issue) => `${name(issue.path)}: ${issue.message}`).join('; ');

const CREDENTIAL_VARIABLES = [
  'AMAZON_CREDENTIAL_ID',
  'AMAZON_CREDENTIAL_SECRET',
  'AMAZON_CREDENTIAL_VERSION',
] as const;

/** Visitors' share of the day's calls: half unless set, never more than the whole, so that staff keep the rest. */
function visitorCallsPerDay(vars: z.infer<typeof envSchema>): number {
  const { AMAZON_CALLS_PER_DAY: whole, AMAZON_VISITOR_CALLS_PER_DAY: share } = vars;
  if (share !== undefined && share > whole) {
    throw new ConfigError(
      `Invalid configuration: AMAZON_VISITOR_CALLS_PER_DAY: must be at most AMAZON_CALLS_PER_DAY (${whole})`,
    );
  }
  return share ?? Math.max(1, Math.floor(whole / 2));
}

const DARAJA_VARIABLES = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
] as const;

/** The four Daraja settings or none (the offline M-Pesa): half a set is a mistake worth stopping for. */
function mpesaSettings(vars: z.infer<typeof envSchema>): MpesaSettings {
  const [consumerKey, consumerSecret, shortcode, passkey] = DARAJA_VARIABLES.map((name) => vars[name]);
  const missing = DARAJA_VARIABLES.filter((name) => !vars[name]);
  if (missing.length > 0 && missing.length < DARAJA_VARIABLES.length) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')}: required with the other Daraja settings`,
    );
  }
  const daraja =
    consumerKey && consumerSecret && shortcode && passkey
      ? {
          consumerKey,
          consumerSecret,
          shortcode,
          passkey,
          apiUrl: vars.MPESA_API_URL.replace(/\/$/, ''),
          timeoutMs: vars.MPESA_TIMEOUT_MS,
        }
      : undefined;
  return {
    daraja,
    callbackSecret: vars.MPESA_CALLBACK_SECRET,
    paybill: vars.MPESA_PAYBILL ?? shortcode ?? SANDBOX_PAYBILL,
  };
}

/** All three credentials or none: half a set is a mistake worth stopping for. */
function creatorsApiSettings(vars: z.infer<typeof envSchema>, associateTag: string): Config['amazon'] {
  const visitorShare = visitorCallsPerDay(vars);
  const [credentialId, credentialSecret, credentialVersion] = CREDENTIAL_VARIABLES.map((name) => vars[name]);
  if (!credentialId && !credentialSecret && !credentialVersion) return undefined;
  const missing = CREDENTIAL_VARIABLES.filter((name) => !vars[name]);
  if (missing.length > 0 || !credentialId || !credentialSecret || !credentialVersion) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')}: required with the other Creators API credentials`,
    );
  }
  const tokenUrl = vars.AMAZON_TOKEN_URL ?? TOKEN_URLS[credentialVersion];
  if (!tokenUrl) {
    throw new ConfigError(
      `Invalid configuration: AMAZON_CREDENTIAL_VERSION: ${credentialVersion} is not one of ${Object.keys(TOKEN_URLS).join(', ')} (or set AMAZON_TOKEN_URL)`,
    );
  }
  return {
    credentialId,
    credentialSecret,
    credentialVersion,
    tokenUrl,
    partnerTag: vars.AMAZON_PARTNER_TAG ?? associateTag,
    marketplace: vars.AMAZON_MARKETPLACE,
    apiUrl: vars.AMAZON_API_URL.replace(/\/$/, ''),
    callsPerSecond: vars.AMAZON_CALLS_PER_SECOND,
    callsPerDay: vars.AMAZON_CALLS_PER_DAY,
    visitorCallsPerDay: visitorShare,
    timeoutMs: vars.AMAZON_TIMEOUT_MS,
    maxRetries: 3,
    backoffMs: 500,
  };
}

/** The S3 settings only count with PHOTO_STORE=s3, which needs a bucket; the two keys come together or not at all. */
function photoStoreSettings(vars: z.infer<typeof envSchema>): PhotoStoreSettings {
  if (vars.PHOTO_STORE === 'local') return { kind: 'local' };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  if (!bucket) throw new ConfigError('Invalid configuration: S3_BUCKET: required when PHOTO_STORE is s3');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds the credentials)',
    );
  }
  return {
    kind: 's3',
    bucket,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // A server of one's own usually serves buckets by path; AWS by host name.
    forcePathStyle: (vars.S3_FORCE_PATH_STYLE ?? (vars.S3_ENDPOINT ? 'true' : 'false')) === 'true',
  };
}

/** Kenya's points as PICKUP_POINTS lists them (ids unique, at least one), and the Juba office by the identity. */
function pickupPoints(vars: z.infer<typeof envSchema>, identity: BusinessIdentity): PickupPoints {
  const juba = {
    id: JUBA_OFFICE_ID,
    name: 'Juba office',
    address: identity.jubaOfficeAddress,
    hours: vars.JUBA_OFFICE_HOURS ?? PLACEHOLDER_JUBA_OFFICE_HOURS,
    phone: jubaOfficePhone(identity),
  };
  if (vars.PICKUP_POINTS === undefined) return { kenya: PLACEHOLDER_PICKUP_POINTS, juba };
  const refuse = (why: string) => new ConfigError(`Invalid configuration: PICKUP_POINTS: ${why}`);
  let json: unknown;
  try {
    json = JSON.parse(vars.PICKUP_POINTS);
  } catch {
    throw refuse('must be JSON: an array of { "id", "name", "address", "hours" }');
  }
  const parsed = z.array(pickupPointSchema).min(1, 'must list at least one point').safeParse(json);
  if (!parsed.success) {
    const where = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.');
    throw refuse(
      parsed.error.issues.map((i) => (where(i) ? `${where(i)}: ${i.message}` : i.message)).join('; '),
    );
  }
  const ids = parsed.data.map((point) => point.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i || id === JUBA_OFFICE_ID);
  if (twice !== undefined)
    throw refuse(`the id ${twice} is taken (each point's own, and not ${JUBA_OFFICE_ID})`);
  return { kenya: parsed.data, juba };
}

/** Reads the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration: ${describeIssues(parsed.error.issues, (p) => String(p[0]))}`,
    );
  }
  const vars = parsed.data;
  if (vars.NODE_ENV === 'production' && !vars.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET: required when NODE_ENV is production');
  }
  if (vars.NODE_ENV === 'production') refuseWhatProductionCannotRunOn(env);
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
    amazon: creatorsApiSettings(vars, identity.data.amazonAssociateTag),
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
    customerSampleFile: vars.CUSTOMER_SAMPLE_FILE,
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
    storage: { freeDays: vars.FREE_STORAGE_DAYS, feeCentsPerDay: vars.STORAGE_FEE_CENTS_PER_DAY },
    referral: { friendMinimumPaymentCents: vars.REFERRAL_FRIEND_MIN_PAYMENT_CENTS },
    mpesa: mpesaSettings(vars),
    photos: photoStoreSettings(vars),
    pickupPoints: pickupPoints(vars, identity.data),
  };
}
