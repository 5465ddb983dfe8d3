import { z } from 'zod';
import {
  type BusinessIdentity,
  PLACEHOLDER_IDENTITY,
  businessIdentitySchema,
} from '../core/site/business-identity.js';

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
  BRAND_NAME: optional,
  SUPPORT_PHONE: optional,
  WHATSAPP_NUMBER: optional,
  SUPPORT_EMAIL: optional,
  CUSTOMER_PORTAL_URL: optional,
  WAREHOUSE_ADDRESS: optional,
  JUBA_OFFICE_ADDRESS: optional,
  AMAZON_ASSOCIATE_TAG: optional,
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  trustProxyHops: number;
  identity: BusinessIdentity;
}

export class ConfigError extends Error {}

const IDENTITY_VARIABLES: Record<keyof BusinessIdentity, keyof z.infer<typeof envSchema>> = {
  brandName: 'BRAND_NAME',
  supportPhone: 'SUPPORT_PHONE',
  whatsappNumber: 'WHATSAPP_NUMBER',
  supportEmail: 'SUPPORT_EMAIL',
  customerPortalUrl: 'CUSTOMER_PORTAL_URL',
  warehouseAddress: 'WAREHOUSE_ADDRESS',
  jubaOfficeAddress: 'JUBA_OFFICE_ADDRESS',
  amazonAssociateTag: 'AMAZON_ASSOCIATE_TAG',
};

const describeIssues = (issues: z.core.$ZodIssue[], name: (path: PropertyKey[]) => string) =>
  issues.map((issue) => `${name(issue.path)}: ${issue.message}`).join('; ');

/** Reads the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration: ${describeIssues(parsed.error.issues, (p) => String(p[0]))}`,
    );
  }
  const vars = parsed.data;
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
    identity: identity.data,
  };
}
