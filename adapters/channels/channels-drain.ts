import type { ChannelMessages } from '../../core/channels/channels.ports.js';
import {
  type SendChannelMessageUseCase,
  drainChannelMessages,
} from '../../core/channels/send-channel-message.use-case.js';
import type { Clock } from '../../core/shared/clock.js';
import { token } from '../../core/shared/token.js';
import type { Logger } from '../logger.js';
import { RepeatingWorker } from '../repeating-worker.js';

const POLL_MS = 1_000;
const BATCH = 20;

/**
 * Sends the queued SMS and WhatsApp messages on a timer beside the server, a batch a round (the next at once when
 * a batch was full). Until the job queue sends each message as a job of its own, this is what sends them.
 */
export class ChannelsDrain extends RepeatingWorker {
  constructor(
    private readonly messages: ChannelMessages,
    private readonly send: SendChannelMessageUseCase,
    private readonly clock: Clock,
    logger: Logger,
  ) {
    super(
      async () => ((await this.drain()) === BATCH ? 0 : POLL_MS),
      // The database may be down: try again later rather than crash the server.
      (error) => logger.warn({ err: error }, 'channel messages round failed'),
      POLL_MS * 5,
    );
  }

  /** One round: how many were sent. */
  drain(): Promise<number> {
    return drainChannelMessages(this.messages, this.send, this.clock, BATCH);
  }
}

export const CHANNELS_DRAIN = token<ChannelsDrain>('ChannelsDrain');
