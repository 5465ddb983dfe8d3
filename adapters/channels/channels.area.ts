import { join } from 'node:path';
import type { Channel } from '../../core/channels/channel-message.js';
import type { ChannelSender } from '../../core/channels/channels.ports.js';
import { CHANNELS_TOKENS } from '../../core/channels/channels.tokens.js';
import { RecordProviderStatusUseCase } from '../../core/channels/record-provider-status.use-case.js';
import { SendChannelMessageUseCase } from '../../core/channels/send-channel-message.use-case.js';
import { ViewAccountNoticesUseCase } from '../../core/channels/view-account-notices.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { type AreaContext, areaModule } from '../area-module.js';
import { persistedSecret, randomSecret } from '../security/session-secret.js';
import { ADAPTER_TOKENS, bindFactory } from '../wiring.js';
import { AfricasTalkingSms } from './africas-talking/at-sms.js';
import { CHANNEL_ADDRESSES, ChannelAddresses } from './channel-addresses.js';
import { CHANNELS_SETTINGS } from './channels.config.js';
import { CHANNELS_DRAIN, ChannelsDrain } from './channels-drain.js';
import { channelsRoutes } from './channels.routes.js';
import {
  inMemoryChannelMessages,
  inMemoryChannelOutbox,
  inMemoryIncomingMessages,
} from './in-memory-channel-messages.js';
import { KnexChannelMessages, KnexChannelOutbox, KnexIncomingMessages } from './knex-channel-messages.js';
import * as channelMessages from './migrations/20261205-240-channel-messages.js';
import { OfflineChannelFiles } from './offline-channel-files.js';
import { WhatsAppCloudApi } from './whatsapp/cloud-api.js';

/** The secret of Africa's Talking's callback addresses: as M-Pesa's is (adapters/payments/payments.area.ts). */
function callbackSecret({ config, overrides }: AreaContext): string {
  const configured = CHANNELS_SETTINGS.of(config).callbackSecret;
  if (configured !== undefined) return configured;
  return overrides.storage === undefined
    ? persistedSecret(config.dataDir, 'notices-callback-secret')
    : randomSecret();
}

/** Each channel's provider when configured; otherwise files under DATA_DIR (production refuses to start so). */
function sendersFor({ config, logger }: AreaContext): Record<Channel, ChannelSender> {
  const { africasTalking, whatsapp } = CHANNELS_SETTINGS.of(config);
  return {
    sms: africasTalking
      ? new AfricasTalkingSms(africasTalking)
      : new OfflineChannelFiles('sms', join(config.dataDir, 'sms'), logger),
    whatsapp: whatsapp
      ? new WhatsAppCloudApi(whatsapp)
      : new OfflineChannelFiles('whatsapp', join(config.dataDir, 'whatsapp'), logger),
  };
}

/** The transport of SMS and WhatsApp messages: their outbox and states, the providers and their webhooks. */
export const channelsArea = areaModule({
  name: 'channels',
  settings: CHANNELS_SETTINGS,
  repositories: {
    channelOutbox: { knex: (db) => new KnexChannelOutbox(db), memory: inMemoryChannelOutbox },
    channelMessages: { knex: (db) => new KnexChannelMessages(db), memory: inMemoryChannelMessages },
    incomingMessages: { knex: (db) => new KnexIncomingMessages(db), memory: inMemoryIncomingMessages },
  },
  memoryTables: { channelMessages: () => [], channelIncoming: () => [] },
  migrations: { '20261205-240-channel-messages': channelMessages },
  bind(container, context) {
    const { config, reads } = context;
    container
      .bind(CHANNEL_ADDRESSES)
      .toConstantValue(new ChannelAddresses(config.publicUrl, callbackSecret(context)));
    container.bind(CHANNELS_TOKENS.ChannelMessages).toConstantValue(reads.channelMessages);
    container.bind(CHANNELS_TOKENS.IncomingMessages).toConstantValue(reads.incomingMessages);
    const senders = sendersFor(context);
    bindFactory(
      container,
      CHANNELS_TOKENS.SendChannelMessage,
      [TOKENS.Clock],
      (clock) => new SendChannelMessageUseCase(reads.channelMessages, senders, clock),
    );
    bindFactory(
      container,
      CHANNELS_TOKENS.RecordProviderStatus,
      [TOKENS.Clock],
      (clock) => new RecordProviderStatusUseCase(reads.channelMessages, clock),
    );
    container.bind(CHANNELS_TOKENS.ViewAccountNotices).toConstantValue(new ViewAccountNoticesUseCase(reads));
    bindFactory(
      container,
      CHANNELS_DRAIN,
      [CHANNELS_TOKENS.SendChannelMessage, TOKENS.Clock, ADAPTER_TOKENS.Logger],
      (send, clock, logger) => new ChannelsDrain(reads.channelMessages, send, clock, logger),
    );
  },
  routes: channelsRoutes,
  workers: (container) => [container.get(CHANNELS_DRAIN)],
});
