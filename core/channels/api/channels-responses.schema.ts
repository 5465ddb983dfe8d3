import * as z from 'zod/mini';
import { CHANNELS, MESSAGE_STATES, NOTICE_LANGUAGES, renderedText } from '../channel-message.js';
import { whatsappBody } from '../notice-templates.js';
import type { AccountNotices } from '../view-account-notices.use-case.js';

const messageSchema = z.object({
  id: z.string(),
  channel: z.enum(CHANNELS),
  to: z.string(),
  kind: z.string(),
  language: z.enum(NOTICE_LANGUAGES),
  /** What the customer reads: a template with its parameters in place. */
  text: z.string(),
  template: z.nullable(z.string()),
  state: z.enum(MESSAGE_STATES),
  providerStatus: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  attempts: z.number(),
  queuedAt: z.string(),
  sentAt: z.nullable(z.string()),
  updatedAt: z.string(),
});

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.nullable(z.string()),
  subject: z.string(),
  state: z.enum(['queued', 'sent', 'failed']),
  error: z.nullable(z.string()),
  attempts: z.number(),
  queuedAt: z.string(),
  sentAt: z.nullable(z.string()),
});

export const accountNoticesResponseSchema = z.object({
  accountId: z.string(),
  /** Set when the account's last three or more SMS all failed: staff should check the phone. */
  smsFailing: z.nullable(z.object({ failures: z.number(), reason: z.string(), phone: z.string() })),
  messages: z.array(messageSchema),
  mails: z.array(mailSchema),
});

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const accountNoticesResponse = (
  notices: AccountNotices,
): z.input<typeof accountNoticesResponseSchema> => ({
  accountId: notices.accountId,
  smsFailing: notices.smsFailing,
  messages: notices.messages.map((m) => ({
    id: m.id,
    channel: m.channel,
    to: m.to,
    kind: m.kind,
    language: m.language,
    text: renderedText(m.content, whatsappBody(m.language)),
    template: m.content.type === 'template' ? m.content.name : null,
    state: m.state,
    providerStatus: m.providerStatus,
    failureReason: m.failureReason,
    attempts: m.attempts,
    queuedAt: m.queuedAt.toISOString(),
    sentAt: iso(m.sentAt),
    updatedAt: m.updatedAt.toISOString(),
  })),
  mails: notices.mails.map((m) => ({ ...m, queuedAt: m.queuedAt.toISOString(), sentAt: iso(m.sentAt) })),
});
