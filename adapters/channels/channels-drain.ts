import type { ChannelMessages } from '../../core/channels/channels.ports.js';
import {
  type SendChannelMessageUseCase,
  drainChannelMessages,
} from '../../core/channels/send-channel-message.use-case.js';
import type { Clock } from '../../core/shared/clock.js';
import { token } from '../../core/shared/token.js';
import type { AreaWorker } from '../area-module.js';
import type { Logger } from '../logger.js';

const POLL_MS = 1_000;
const BATCH = 20;

/**
 * Sends the queued SMS and WhatsApp messages on a timer beside the server, a batch a round (the next at once when
 * a batch was full). Until the job queue sends each message as a job of its own, this is what sends them.
 */
export class ChannelsDrain implements AreaWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly messages: ChannelMessages,
    private readonly send: SendChannelMessageUseCase,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** One round: how many were sent. */
  drain(): Promise<number> {
    return drainChannelMessages(this.messages, this.send, this.clock, BATCH);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then((sent) => this.schedule(sent === BATCH ? 0 : POLL_MS))
        .catch((error: unknown) => {
          // The database may be down: try again later rather than crash the server.
          this.logger.warn({ err: error }, 'channel messages round failed');
          this.schedule(POLL_MS * 5);
        });
    }, delayMs);
    this.timer.unref();
  }
}

export const CHANNELS_DRAIN = token<ChannelsDrain>('ChannelsDrain');
