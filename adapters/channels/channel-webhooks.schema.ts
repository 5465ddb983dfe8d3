import { z } from 'zod';
import type { IncomingMessage } from '../../core/channels/channel-message.js';
import type { ProviderStatus } from '../../core/channels/record-provider-status.use-case.js';

/** An id or a word from a provider: one line, no control character or half a character (PostgreSQL refuses NUL). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}\p{Cs}]*$/u, 'holds a control character');
const optionalLine = (max: number) => z.preprocess((v) => (v === '' ? undefined : v), line(max).optional());

/** What a customer wrote, made storable: no NUL or other control but line breaks, no half characters, bounded. */
export const storableText = (text: string): string =>
  text
    .replace(/[^\P{Cc}\t\n\r]/gu, '')
    .replace(/\p{Cs}/gu, '\uFFFD')
    .slice(0, 4096);

/** A phone as a provider gives it, with the + of E.164 (WhatsApp leaves it out). */
const withPlus = (phone: string) => (phone.startsWith('+') ? phone : `+${phone}`);

/** A provider's time (seconds since 1970, or a date text), else now: a time no Date can hold is not believed. */
const when = (text: string | undefined, now: Date): Date => {
  if (text === undefined) return now;
  const at = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text);
  return Number.isFinite(at) && Math.abs(at) < 8.64e15 ? new Date(at) : now;
};

/** A form body (Africa's Talking posts forms) as an object of its fields, each field's first value. */
export const formFields = (body: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  return fields;
};

/** Africa's Talking's delivery report (https://developers.africastalking.com, "SMS delivery reports"). */
export const atDeliveryReportSchema = z.object({
  id: line(200),
  status: line(50),
  phoneNumber: optionalLine(30),
  networkCode: optionalLine(20),
  failureReason: optionalLine(200),
  retryCount: optionalLine(10),
});

/** Its statuses as ours: Success is delivered; Sent, Submitted and Buffered are on their way; the rest failed. */
const AT_STATES: Record<string, ProviderStatus['state']> = {
  Success: 'delivered',
  Sent: 'sent',
  Submitted: 'sent',
  Buffered: 'sent',
  Rejected: 'failed',
  Failed: 'failed',
  AbsentSubscriber: 'failed',
  Expired: 'failed',
};

export function atDeliveryStatus(report: z.infer<typeof atDeliveryReportSchema>): ProviderStatus | undefined {
  const state = AT_STATES[report.status];
  if (state === undefined) return undefined;
  return {
    channel: 'sms',
    providerMessageId: report.id,
    state,
    providerStatus: report.status,
    failureReason: state === 'failed' ? (report.failureReason ?? report.status) : null,
  };
}

/** Africa's Talking's incoming message: an SMS to the platform's number or short code. */
export const atIncomingSchema = z.object({
  from: line(30),
  to: line(30),
  text: z.string().max(10_000).default(''),
  date: optionalLine(40),
  id: line(200),
  linkId: optionalLine(200),
  networkCode: optionalLine(20),
});

export const atIncoming = (form: z.infer<typeof atIncomingSchema>, now: Date): IncomingMessage => ({
  channel: 'sms',
  from: withPlus(form.from),
  to: form.to,
  text: storableText(form.text),
  providerMessageId: form.id,
  receivedAt: when(form.date, now),
});

const whatsappStatus = z.object({
  id: line(200),
  status: line(30),
  timestamp: optionalLine(20),
  recipient_id: optionalLine(30),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() }).loose())
    .optional(),
});
const whatsappMessage = z
  .object({
    from: line(30),
    id: line(200),
    timestamp: optionalLine(20),
    type: line(30),
    text: z.object({ body: z.string().max(10_000) }).optional(),
    button: z.object({ text: z.string().max(1_000) }).optional(),
    interactive: z
      .object({
        button_reply: z.object({ title: z.string().max(1_000) }).optional(),
        list_reply: z.object({ title: z.string().max(1_000) }).optional(),
      })
      .optional(),
  })
  .loose();

/** Meta's webhook post: only the parts read here are checked; the rest passes as Meta may add to it. */
export const whatsappWebhookSchema = z
  .object({
    object: z.string().optional(),
    entry: z
      .array(
        z
          .object({
            changes: z
              .array(
                z
                  .object({
                    value: z
                      .object({
                        metadata: z
                          .object({ display_phone_number: z.string().max(30) })
                          .loose()
                          .optional(),
                        statuses: z.array(whatsappStatus).optional(),
                        messages: z.array(whatsappMessage).optional(),
                      })
                      .loose(),
                  })
                  .loose(),
              )
              .default([]),
          })
          .loose(),
      )
      .default([]),
  })
  .loose();
type WhatsAppWebhook = z.infer<typeof whatsappWebhookSchema>;

const WHATSAPP_STATES: Record<string, ProviderStatus['state']> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

/** What one post tells: the statuses of our messages and the customers' messages, in the order given. */
export function whatsappEvents(
  post: WhatsAppWebhook,
  now: Date,
): { statuses: ProviderStatus[]; incoming: IncomingMessage[] } {
  const values = post.entry.flatMap((entry) => entry.changes.map((change) => change.value));
  const statuses = values.flatMap((value) =>
    (value.statuses ?? []).flatMap((status): ProviderStatus[] => {
      const state = WHATSAPP_STATES[status.status];
      if (state === undefined) return [];
      const error = status.errors?.[0];
      const reason =
        error && `${error.code === undefined ? '' : `${String(error.code)} `}${error.title ?? 'failed'}`;
      return [
        {
          channel: 'whatsapp',
          providerMessageId: status.id,
          state,
          providerStatus: status.status,
          failureReason: state === 'failed' ? (reason ?? 'failed') : null,
        },
      ];
    }),
  );
  const incoming = values.flatMap((value) =>
    (value.messages ?? []).map((message) => ({
      channel: 'whatsapp' as const,
      from: withPlus(message.from),
      to: value.metadata?.display_phone_number ?? '',
      text: storableText(
        message.text?.body ??
          message.button?.text ??
          message.interactive?.button_reply?.title ??
          message.interactive?.list_reply?.title ??
          `[${message.type}]`,
      ),
      providerMessageId: message.id,
      receivedAt: when(message.timestamp, now),
    })),
  );
  return { statuses, incoming };
}
