import { token } from '../shared/token.js';
import type { ChannelMessages, IncomingMessages } from './channels.ports.js';
import type { RecordProviderStatusUseCase } from './record-provider-status.use-case.js';
import type { SendChannelMessageUseCase } from './send-channel-message.use-case.js';
import type { ViewAccountNoticesUseCase } from './view-account-notices.use-case.js';

export const CHANNELS_TOKENS = {
  ChannelMessages: token<ChannelMessages>('ChannelsChannelMessages'),
  IncomingMessages: token<IncomingMessages>('ChannelsIncomingMessages'),
  SendChannelMessage: token<SendChannelMessageUseCase>('ChannelsSendChannelMessage'),
  RecordProviderStatus: token<RecordProviderStatusUseCase>('ChannelsRecordProviderStatus'),
  ViewAccountNotices: token<ViewAccountNoticesUseCase>('ChannelsViewAccountNotices'),
} as const;
