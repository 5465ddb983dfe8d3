import type { RequestHandler } from 'express';
import { accountNoticesResponse } from '../../core/channels/api/channels-responses.schema.js';
import { accountNoticesEndpoint } from '../../core/channels/api/channels.endpoints.js';
import { CHANNELS_REFUSALS } from '../../core/channels/api/channels.refusals.js';
import { CHANNELS_ERRORS } from '../../core/channels/channels.errors.js';
import { CHANNELS_TOKENS } from '../../core/channels/channels.tokens.js';
import { TOKENS } from '../../core/shared/tokens.js';
import type { Config } from '../config.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import { HttpError, fromDomainError, parseOrThrow } from '../http/errors.js';
import type { AppContainer } from '../wiring.js';
import { CHANNEL_ADDRESSES, sameSecret, signedByMeta } from './channel-addresses.js';
import {
  atDeliveryReportSchema,
  atDeliveryStatus,
  atIncoming,
  atIncomingSchema,
  formFields,
  whatsappEvents,
  whatsappWebhookSchema,
} from './channel-webhooks.schema.js';
import {
  smsDeliveryReportEndpoint,
  smsIncomingEndpoint,
  whatsappVerificationEndpoint,
  whatsappWebhookEndpoint,
} from './channel-webhooks.endpoints.js';
import { CHANNELS_SETTINGS } from './channels.config.js';

const ACKNOWLEDGED = { ok: true } as const;

/** Staff's view of an account's notices, and what Africa's Talking and Meta post to us. */
export function channelsRoutes(
  container: AppContainer,
  api: EndpointRouter,
  { config }: { config: Config },
): void {
  const view = container.get(CHANNELS_TOKENS.ViewAccountNotices);
  const record = container.get(CHANNELS_TOKENS.RecordProviderStatus);
  const incoming = container.get(CHANNELS_TOKENS.IncomingMessages);
  const addresses = container.get(CHANNEL_ADDRESSES);
  const clock = container.get(TOKENS.Clock);
  const { verifyToken, appSecret } = CHANNELS_SETTINGS.of(config);

  /** An address without our secret is answered as one that does not exist. */
  const holdingTheSecret: RequestHandler = (req, _res, next) => {
    const { secret } = req.params;
    if (typeof secret === 'string' && addresses.holdsSecret(secret)) return next();
    next(fromDomainError(CHANNELS_ERRORS.noSuchCallback, CHANNELS_REFUSALS));
  };

  api.on(accountNoticesEndpoint, async ({ query, valueOf }) =>
    accountNoticesResponse(valueOf(await view.execute(query.account))),
  );

  api.on(
    smsDeliveryReportEndpoint,
    async ({ req, body }) => {
      const report = parseOrThrow(atDeliveryReportSchema, formFields(body));
      const status = atDeliveryStatus(report);
      const outcome = status === undefined ? 'not a status of ours' : await record.execute(status);
      req.log.info({ id: report.id, status: report.status, outcome }, "Africa's Talking delivery report");
      return ACKNOWLEDGED;
    },
    { before: [holdingTheSecret] },
  );
  api.on(
    smsIncomingEndpoint,
    async ({ req, body }) => {
      const message = atIncoming(parseOrThrow(atIncomingSchema, formFields(body)), clock.now());
      const kept = await incoming.received(message);
      req.log.info({ id: message.providerMessageId, kept }, 'an SMS from a customer');
      return ACKNOWLEDGED;
    },
    { before: [holdingTheSecret] },
  );

  api.on(whatsappVerificationEndpoint, ({ query, refuse }) => {
    const challenge = query['hub.challenge'];
    const given = query['hub.verify_token'];
    const ours = verifyToken !== undefined && given !== undefined && sameSecret(given, verifyToken);
    if (query['hub.mode'] !== 'subscribe' || !ours || challenge === undefined)
      throw refuse(CHANNELS_ERRORS.verificationRefused);
    return { mediaType: 'text/plain', bytes: new TextEncoder().encode(challenge) };
  });
  api.on(whatsappWebhookEndpoint, async ({ req, body, refuse }) => {
    // The signature is over the bytes as sent: checked before anything reads them.
    if (!signedByMeta(appSecret, body, req.get('x-hub-signature-256')))
      throw refuse(CHANNELS_ERRORS.badSignature);
    let post: unknown;
    try {
      post = JSON.parse(body);
    } catch {
      throw new HttpError('MALFORMED_BODY', 'The request body is not valid JSON');
    }
    const events = whatsappEvents(parseOrThrow(whatsappWebhookSchema, post), clock.now());
    for (const status of events.statuses) {
      const outcome = await record.execute(status);
      req.log.info(
        { id: status.providerMessageId, status: status.providerStatus, outcome },
        'WhatsApp status',
      );
    }
    for (const message of events.incoming) {
      const kept = await incoming.received(message);
      req.log.info({ id: message.providerMessageId, kept }, 'a WhatsApp message from a customer');
    }
    return ACKNOWLEDGED;
  });
}
