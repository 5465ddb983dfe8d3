import { z } from 'zod';
import { ConfigError, areaSettings, optional } from '../settings.js';

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
  /** Retries of a call answered 429 or 5xx, or not answered in time. */
  maxRetries: number;
  /** The first retry's wait; each later one doubles it, with jitter. */
  backoffMs: number;
}

/** The Creators API, when its credentials are set; otherwise (undefined) the offline catalog serves. */
type ProductsSettings =
  | (CreatorsApiSettings & { /** Visitors' lookups' share of callsPerDay. */ visitorCallsPerDay: number })
  | undefined;

/**
 * Token endpoints by credential version, as Associates Central issues them: 2.x are Cognito user pools (form
 * body, Version in the Authorization header), 3.x Login with Amazon (JSON body).
 */
const TOKEN_URLS: Readonly<Record<string, string>> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

/** The documented ceiling of an account's rate: ten calls a second however much it sells. */
const MAX_CALLS_PER_SECOND = 10;

const schema = z.object({
  AMAZON_CREDENTIAL_ID: optional,
  AMAZON_CREDENTIAL_SECRET: optional,
  AMAZON_CREDENTIAL_VERSION: optional,
  AMAZON_PARTNER_TAG: optional,
  AMAZON_MARKETPLACE: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name such as www.amazon.com')
    .default('www.amazon.com'),
  AMAZON_TOKEN_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AMAZON_API_URL: z.url({ protocol: /^https?$/ }).default('https://creatorsapi.amazon/catalog/v1'),
  AMAZON_CALLS_PER_SECOND: z.coerce
    .number()
    .positive()
    .max(
      MAX_CALLS_PER_SECOND,
      `must be at most ${MAX_CALLS_PER_SECOND}, the most calls a second Amazon allows an account`,
    )
    .default(1),
  /** A new account has 8,640: one call a second for a day. */
  AMAZON_CALLS_PER_DAY: z.coerce.number().int().positive().default(8_640),
  AMAZON_VISITOR_CALLS_PER_DAY: z.coerce.number().int().positive().optional(),
  AMAZON_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});

const CREDENTIAL_VARIABLES = [
  'AMAZON_CREDENTIAL_ID',
  'AMAZON_CREDENTIAL_SECRET',
  'AMAZON_CREDENTIAL_VERSION',
] as const;

/** Visitors' share of the day's calls: half unless set, never more than the whole, so that staff keep the rest. */
function visitorCallsPerDay(vars: z.infer<typeof schema>): number {
  const { AMAZON_CALLS_PER_DAY: whole, AMAZON_VISITOR_CALLS_PER_DAY: share } = vars;
  if (share !== undefined && share > whole) {
    throw new ConfigError(
      `Invalid configuration: AMAZON_VISITOR_CALLS_PER_DAY: must be at most AMAZON_CALLS_PER_DAY (${whole})`,
    );
  }
  return share ?? Math.max(1, Math.floor(whole / 2));
}

/** The Amazon Creators API: all three credentials or none (the offline catalog). */
export const PRODUCTS_SETTINGS = areaSettings({
  owner: 'products',
  schema,
  docs: {
    AMAZON_CREDENTIAL_ID: {
      default: 'unset',
      description: 'Creators API credential (Associates Central); unset: the offline catalog',
    },
    AMAZON_CREDENTIAL_SECRET: {
      default: 'unset',
      description: 'its secret; the three credentials go together',
    },
    AMAZON_CREDENTIAL_VERSION: {
      default: 'unset',
      description: '2.1, 2.2, 2.3 (Cognito) or 3.1, 3.2, 3.3 (Login with Amazon)',
    },
    AMAZON_PARTNER_TAG: { default: '`AMAZON_ASSOCIATE_TAG`', description: 'the tag API calls carry' },
    AMAZON_MARKETPLACE: { default: '`www.amazon.com`', description: 'marketplace of every call' },
    AMAZON_TOKEN_URL: { default: "the credential version's", description: 'OAuth 2.0 token endpoint' },
    AMAZON_API_URL: {
      default: '`https://creatorsapi.amazon/catalog/v1`',
      description: 'base address of the operations (`/getItems`, `/getVariations`)',
    },
    AMAZON_CALLS_PER_SECOND: {
      default: '`1`',
      description: `the account's rate, shared by every instance on the database; above ${MAX_CALLS_PER_SECOND}, Amazon's ceiling, refused at start`,
    },
    AMAZON_CALLS_PER_DAY: {
      default: '`8640`',
      description:
        "the account's daily quota (UTC days), shared the same way; a refresh stops before it and leaves the rest for later",
    },
    AMAZON_VISITOR_CALLS_PER_DAY: {
      default: 'half of it',
      description:
        "visitors' lookups' share of that quota (staff and the refresh keep the rest); over it a lookup gets 503; above the quota, refused",
    },
    AMAZON_TIMEOUT_MS: {
      default: '`5000`',
      description: 'time limit of each call; 429, 5xx and timeouts are retried 3 times',
    },
  },
  read(vars, house): ProductsSettings {
    const visitorShare = visitorCallsPerDay(vars);
    const [credentialId, credentialSecret, credentialVersion] = CREDENTIAL_VARIABLES.map(
      (name) => vars[name],
    );
    if (!credentialId && !credentialSecret && !credentialVersion) return undefined;
    const missing = CREDENTIAL_VARIABLES.filter((name) => !vars[name]);
    // Half a set is a mistake worth stopping for.
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
      partnerTag: vars.AMAZON_PARTNER_TAG ?? house.identity.amazonAssociateTag,
      marketplace: vars.AMAZON_MARKETPLACE,
      apiUrl: vars.AMAZON_API_URL.replace(/\/$/, ''),
      callsPerSecond: vars.AMAZON_CALLS_PER_SECOND,
      callsPerDay: vars.AMAZON_CALLS_PER_DAY,
      visitorCallsPerDay: visitorShare,
      timeoutMs: vars.AMAZON_TIMEOUT_MS,
      maxRetries: 3,
      backoffMs: 500,
    };
  },
});
