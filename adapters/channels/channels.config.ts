import { z } from 'zod';
import { ConfigError, areaSettings, optional } from '../settings.js';

/** Africa's Talking, as its SMS adapter is told about it. */
export interface AfricasTalkingSettings {
  username: string;
  apiKey: string;
  /** The alphanumeric sender ID or short code messages come from; unset: Africa's Talking's shared one. */
  senderId: string | undefined;
  apiUrl: string;
  timeoutMs: number;
}

/** The WhatsApp Business Cloud API, as its adapter is told about it. */
export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
  apiVersion: string;
  timeoutMs: number;
}

interface ChannelsSettings {
  /** Unset: each SMS is written as a file under DATA_DIR/sms. */
  africasTalking: AfricasTalkingSettings | undefined;
  /** Unset: each WhatsApp message is written as a file under DATA_DIR/whatsapp. */
  whatsapp: WhatsAppSettings | undefined;
  /** The secret in Africa's Talking's callback paths; unset outside production: the area makes one. */
  callbackSecret: string | undefined;
  /** What Meta's webhook verification must echo; unset: every verification is refused. */
  verifyToken: string | undefined;
  /** Signs Meta's webhook posts; unset: every post is refused (nothing can be proved). */
  appSecret: string | undefined;
}

/** The sandbox by default, so that no configuration reaches real phones by mistake. */
const AT_SANDBOX_URL = 'https://api.sandbox.africastalking.com';
const GRAPH_URL = 'https://graph.facebook.com';
const GRAPH_VERSION = 'v23.0';

const schema = z.object({
  AT_USERNAME: optional,
  AT_API_KEY: optional,
  AT_SENDER_ID: optional.pipe(z.string().max(11, 'must be at most 11 characters').optional()),
  AT_API_URL: z.url({ protocol: /^https?$/ }).default(AT_SANDBOX_URL),
  NOTICES_CALLBACK_SECRET: optional.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters')
      .regex(/^[\w-]+$/, 'may hold only letters, digits, - and _ (it is part of an address)')
      .optional(),
  ),
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional.pipe(z.string().regex(/^\d+$/, 'must be digits').optional()),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default(GRAPH_URL),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v23.0')
    .default(GRAPH_VERSION),
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_APP_SECRET: optional,
  CHANNELS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

/** Two settings that go together: both or neither. */
function pair(
  values: readonly [string | undefined, string | undefined],
  names: readonly [string, string],
): [string, string] | undefined {
  const [a, b] = values;
  if (a && b) return [a, b];
  if (a || b) {
    throw new ConfigError(`Invalid configuration: ${names.join(' and ')} go together: set both or neither`);
  }
  return undefined;
}

/** SMS through Africa's Talking and WhatsApp through Meta's Cloud API; either unset is written to files. */
export const CHANNELS_SETTINGS = areaSettings({
  owner: 'channels',
  schema,
  docs: {
    AT_USERNAME: {
      default: 'unset',
      description:
        "the Africa's Talking app's username (`sandbox` in the sandbox), with `AT_API_KEY`; unset: each SMS is a file under `DATA_DIR/sms`",
    },
    AT_API_KEY: {
      default: 'unset',
      description: "the Africa's Talking app's API key (sent as the `apiKey` header)",
    },
    AT_SENDER_ID: {
      default: 'unset',
      description:
        "the registered sender ID (or short code) SMS come from; unset: Africa's Talking's shared one",
    },
    AT_API_URL: {
      default: `\`${AT_SANDBOX_URL}\``,
      description:
        "Africa's Talking's address: the sandbox by default; production's is `https://api.africastalking.com`",
    },
    NOTICES_CALLBACK_SECRET: {
      default: 'random, kept in `DATA_DIR`',
      description:
        "the secret in Africa's Talking's delivery-report and incoming-SMS addresses, 32 or more letters, digits, `-` or `_`",
    },
    WHATSAPP_TOKEN: {
      default: 'unset',
      description:
        'the WhatsApp Cloud API access token (a system user’s), with `WHATSAPP_PHONE_NUMBER_ID`; unset: each message is a file under `DATA_DIR/whatsapp`',
    },
    WHATSAPP_PHONE_NUMBER_ID: {
      default: 'unset',
      description: "the business phone number's id in Meta's WhatsApp Manager",
    },
    WHATSAPP_API_URL: { default: `\`${GRAPH_URL}\``, description: "Meta's Graph API address" },
    WHATSAPP_API_VERSION: {
      default: `\`${GRAPH_VERSION}\``,
      description: 'the Graph API version messages are sent with',
    },
    WHATSAPP_VERIFY_TOKEN: {
      default: 'unset',
      description: "the token Meta's webhook verification must give back; unset: verification is refused",
    },
    WHATSAPP_APP_SECRET: {
      default: 'unset',
      description:
        "the Meta app's secret, which signs the webhook's posts (`X-Hub-Signature-256`); unset: every post is refused",
    },
    CHANNELS_TIMEOUT_MS: {
      default: '`10000`',
      description: 'time limit of each call to a provider; a call not answered in time is tried again later',
    },
  },
  production: {
    names: [
      'AT_USERNAME',
      'AT_API_KEY',
      'NOTICES_CALLBACK_SECRET',
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_VERIFY_TOKEN',
      'WHATSAPP_APP_SECRET',
    ],
    placeholders: { AT_USERNAME: 'sandbox' },
    problem: (missing) =>
      `production sends notices by SMS and WhatsApp and needs ${missing} (without them messages would be written to files, and reach no one)`,
  },
  read(vars): ChannelsSettings {
    const at = pair([vars.AT_USERNAME, vars.AT_API_KEY], ['AT_USERNAME', 'AT_API_KEY']);
    const whatsapp = pair(
      [vars.WHATSAPP_TOKEN, vars.WHATSAPP_PHONE_NUMBER_ID],
      ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
    );
    const timeoutMs = vars.CHANNELS_TIMEOUT_MS;
    return {
      africasTalking: at && {
        username: at[0],
        apiKey: at[1],
        senderId: vars.AT_SENDER_ID,
        apiUrl: vars.AT_API_URL.replace(/\/$/, ''),
        timeoutMs,
      },
      whatsapp: whatsapp && {
        token: whatsapp[0],
        phoneNumberId: whatsapp[1],
        apiUrl: vars.WHATSAPP_API_URL.replace(/\/$/, ''),
        apiVersion: vars.WHATSAPP_API_VERSION,
        timeoutMs,
      },
      callbackSecret: vars.NOTICES_CALLBACK_SECRET,
      verifyToken: vars.WHATSAPP_VERIFY_TOKEN,
      appSecret: vars.WHATSAPP_APP_SECRET,
    };
  },
});
