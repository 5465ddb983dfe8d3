import { z } from 'zod';
import { ConfigError, areaSettings, optional } from '../settings.js';

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

const schema = z.object({
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
  MPESA_PAYBILL: optional.pipe(
    z.string().regex(SHORTCODE, 'must be a paybill number: 5 to 7 digits').optional(),
  ),
  MPESA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

const DARAJA_VARIABLES = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
] as const;

/** M-Pesa through Daraja: the four Daraja settings or none (the offline M-Pesa, which production refuses). */
export const PAYMENTS_SETTINGS = areaSettings({
  owner: 'payments',
  schema,
  docs: {
    MPESA_CONSUMER_KEY: {
      default: 'unset',
      description:
        "the Daraja app's key; the four Daraja settings go together; unset: the offline M-Pesa, which production refuses",
    },
    MPESA_CONSUMER_SECRET: { default: 'unset', description: "the Daraja app's secret" },
    MPESA_SHORTCODE: {
      default: 'unset',
      description:
        "the paybill's business short code: STK pushes are paid to it, and its C2B addresses registered",
    },
    MPESA_PASSKEY: {
      default: 'unset',
      description:
        'the Lipa na M-Pesa Online passkey (the STK password is base64 of short code, passkey and timestamp)',
    },
    MPESA_CALLBACK_SECRET: {
      default: 'random, kept in `DATA_DIR`',
      description: "the secret in M-Pesa's callback addresses, 32 or more letters, digits, `-` or `_`",
    },
    MPESA_API_URL: {
      default: `\`${DARAJA_SANDBOX_URL}\``,
      description:
        "Daraja's address: Safaricom's sandbox by default; production's is `https://api.safaricom.co.ke`",
    },
    MPESA_PAYBILL: {
      default: '`MPESA_SHORTCODE`',
      description: `the paybill number customers are told to pay (on the offline M-Pesa: the sandbox's \`${SANDBOX_PAYBILL}\`)`,
    },
    MPESA_TIMEOUT_MS: {
      default: '`10000`',
      description:
        'time limit of each Daraja call; a call not answered in time means M-Pesa is unavailable (503); a push is never repeated',
    },
  },
  production: {
    names: [...DARAJA_VARIABLES, 'MPESA_CALLBACK_SECRET'],
    problem: (missing) =>
      `production takes M-Pesa through Daraja and needs ${missing} (without them the offline M-Pesa would answer, and no money would move)`,
  },
  read(vars): MpesaSettings {
    const [consumerKey, consumerSecret, shortcode, passkey] = DARAJA_VARIABLES.map((name) => vars[name]);
    const missing = DARAJA_VARIABLES.filter((name) => !vars[name]);
    // Half a set is a mistake worth stopping for.
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
  },
});
