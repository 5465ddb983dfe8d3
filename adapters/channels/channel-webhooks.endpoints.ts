import * as z from 'zod/mini';
import { CHANNELS_REFUSALS } from '../../core/channels/api/channels.refusals.js';
import { fileResponseSchema } from '../../core/shared/api/api-responses.schema.js';
import { type ApiTag, endpoint } from '../../core/shared/endpoint.js';
import { refusalsFrom } from '../../core/shared/refusals.js';

/**
 * The addresses only Africa's Talking and Meta call (webhooks), declared beside the shapes they read: no browser
 * calls them, so the core's contracts do not name them.
 */
const refusing = refusalsFrom(CHANNELS_REFUSALS);

export const NOTICES_WEBHOOKS_TAG: ApiTag = {
  name: 'notices-webhooks',
  description:
    'What Africa’s Talking (SMS) and Meta (WhatsApp) post to us, in their shapes. Africa’s Talking signs nothing: its addresses hold the configured secret (`NOTICES_CALLBACK_SECRET`), and any other answers 404. Meta signs each post with the app secret (`X-Hub-Signature-256`).',
};

const secretParams = z.object({ secret: z.string() });
const WEBHOOK_BODY_BYTES = 64 * 1024;
const FORM = ['application/x-www-form-urlencoded'] as const;
const acknowledged = z.object({ ok: z.literal(true) });
const meanings = {
  404: 'Not a callback address: the secret is not ours.',
  503: 'The database cannot be reached; nothing was recorded.',
} as const;
const text = z.optional(z.string());

export const smsDeliveryReportEndpoint = endpoint({
  operationId: 'smsDeliveryReport',
  method: 'POST',
  path: '/api/notices/sms/delivery/{secret}',
  tag: NOTICES_WEBHOOKS_TAG,
  summary: 'A delivery report of an SMS (Africa’s Talking)',
  description:
    'Moves the SMS whose provider id is `id` forward: Success is delivered; Sent, Submitted and Buffered are sent; Rejected, Failed, AbsentSubscriber and Expired fail it with `failureReason`. A report for no SMS of ours, a repeat or a late one is acknowledged and changes nothing.',
  who: 'anyone',
  params: secretParams,
  body: {
    type: 'text',
    mediaTypes: FORM,
    accepts: FORM,
    note: 'A form, as Africa’s Talking posts it.',
    maxBytes: WEBHOOK_BODY_BYTES,
    describedAs: z.object({
      id: z.string(),
      status: z.string(),
      phoneNumber: text,
      networkCode: text,
      failureReason: text,
    }),
  },
  ok: { status: 200, meaning: 'Read.', schema: acknowledged },
  refuses: refusing('CHANNELS.NO_SUCH_CALLBACK', 'UNAVAILABLE'),
  meanings,
});

export const smsIncomingEndpoint = endpoint({
  operationId: 'smsIncoming',
  method: 'POST',
  path: '/api/notices/sms/incoming/{secret}',
  tag: NOTICES_WEBHOOKS_TAG,
  summary: 'An SMS a customer sent the platform’s number (Africa’s Talking)',
  description: 'Kept once by its `id` for the staff inbox, however often it is told.',
  who: 'anyone',
  params: secretParams,
  body: {
    type: 'text',
    mediaTypes: FORM,
    accepts: FORM,
    note: 'A form, as Africa’s Talking posts it.',
    maxBytes: WEBHOOK_BODY_BYTES,
    describedAs: z.object({
      from: z.string(),
      to: z.string(),
      text: z.string(),
      date: text,
      id: z.string(),
      linkId: text,
      networkCode: text,
    }),
  },
  ok: { status: 200, meaning: 'Kept.', schema: acknowledged },
  refuses: refusing('CHANNELS.NO_SUCH_CALLBACK', 'UNAVAILABLE'),
  meanings,
});

export const whatsappVerificationEndpoint = endpoint({
  operationId: 'whatsappWebhookVerification',
  method: 'GET',
  path: '/api/notices/whatsapp/webhook',
  tag: NOTICES_WEBHOOKS_TAG,
  summary: 'Meta’s verification of the WhatsApp webhook',
  description:
    'With `hub.mode=subscribe` and `hub.verify_token` equal to `WHATSAPP_VERIFY_TOKEN`, answers `hub.challenge` as it came; otherwise 403.',
  who: 'anyone',
  query: z.object({
    'hub.mode': z.optional(z.string().check(z.maxLength(100))),
    'hub.verify_token': z.optional(z.string().check(z.maxLength(500))),
    'hub.challenge': z.optional(z.string().check(z.maxLength(500))),
  }),
  ok: {
    status: 200,
    meaning: 'The challenge, as plain text.',
    schema: fileResponseSchema,
    file: { mediaTypes: ['text/plain'] },
  },
  refuses: refusing('CHANNELS.VERIFICATION_REFUSED'),
  meanings: { 403: 'Not a subscription, or not our verify token.' },
});

export const whatsappWebhookEndpoint = endpoint({
  operationId: 'whatsappWebhook',
  method: 'POST',
  path: '/api/notices/whatsapp/webhook',
  tag: NOTICES_WEBHOOKS_TAG,
  summary: 'Statuses of our WhatsApp messages and customers’ messages (Meta)',
  description:
    'Read only when `X-Hub-Signature-256` is `sha256=` and the HMAC-SHA256 of the body as sent, with the app secret (else 401, nothing recorded). `entry[].changes[].value.statuses[]` move our messages forward (sent, delivered, read, failed with its error); `messages[]` are kept for the staff inbox.',
  who: 'anyone',
  body: {
    type: 'text',
    mediaTypes: ['application/json'],
    accepts: ['application/json'],
    note: 'Meta’s webhook post, signed as sent: it is read as bytes, never re-serialised.',
    maxBytes: 512 * 1024,
    describedAs: z.object({ object: z.string(), entry: z.array(z.object({ id: z.string() })) }),
  },
  ok: { status: 200, meaning: 'Read.', schema: acknowledged },
  refuses: refusing('CHANNELS.BAD_SIGNATURE', 'UNAVAILABLE'),
  meanings: { 401: 'Not signed with our app secret: nothing was recorded.' },
});
