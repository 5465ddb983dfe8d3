import type { Clock } from '../shared/clock.js';
import type { Channel } from './channel-message.js';
import type { ChannelMessages, ChannelSender, SendOutcome } from './channels.ports.js';

export interface SendOptions {
  /** How long a message taken for a send is held from other senders: far longer than one provider call. */
  holdMs: number;
  /** The first wait after a provider was unavailable; each further attempt doubles it, up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** After this many attempts a message the provider never took is failed. */
  maxAttempts: number;
}

export const DEFAULT_SEND_OPTIONS: SendOptions = {
  holdMs: 2 * 60_000,
  baseBackoffMs: 5_000,
  maxBackoffMs: 30 * 60_000,
  maxAttempts: 12,
};

/** What one call did with the message. */
export type SendResult = 'sent' | 'failed' | 'retry' | 'not-due';

/**
 * Sends one queued message by its id and records what the provider said. Idempotent: a message already sent (or
 * delivered, read, failed), or held by another sender, is left alone; so the job queue may run it twice.
 */
export class SendChannelMessageUseCase {
  constructor(
    private readonly messages: ChannelMessages,
    private readonly senders: Readonly<Record<Channel, ChannelSender>>,
    private readonly clock: Clock,
    private readonly options: SendOptions = DEFAULT_SEND_OPTIONS,
  ) {}

  async execute(id: string): Promise<SendResult> {
    const now = this.clock.now();
    const message = await this.messages.take(id, now, new Date(now.getTime() + this.options.holdMs));
    if (message === undefined) return 'not-due';
    const outcome = await this.send(message.channel, message);
    const at = this.clock.now();
    if (outcome.kind === 'accepted') {
      const { providerMessageId, providerStatus, providerCost } = outcome;
      await this.messages.markSent(id, { providerMessageId, providerStatus, providerCost }, at);
      return 'sent';
    }
    if (outcome.kind === 'rejected' || message.attempts >= this.options.maxAttempts) {
      const report =
        outcome.kind === 'rejected'
          ? { providerStatus: outcome.providerStatus, failureReason: outcome.reason }
          : {
              providerStatus: 'unavailable',
              failureReason: `not sent after ${String(message.attempts)} attempts: ${outcome.reason}`,
            };
      await this.messages.move(id, ['queued'], 'failed', report, at);
      return 'failed';
    }
    const wait = Math.min(
      this.options.baseBackoffMs * 2 ** (message.attempts - 1),
      this.options.maxBackoffMs,
    );
    await this.messages.retryLater(id, outcome.reason, new Date(at.getTime() + wait), at);
    return 'retry';
  }

  /** A sender that throws is a provider not reached: the message waits for the next attempt. */
  private async send(channel: Channel, message: Parameters<ChannelSender['send']>[0]): Promise<SendOutcome> {
    try {
      return await this.senders[channel].send(message);
    } catch (error) {
      return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}

/**
 * One round over the queued messages that are due: each sent by the use case above, one after the other. The
 * server runs it on a timer (adapters/channels); the job queue will run the use case per message instead.
 */
export async function drainChannelMessages(
  messages: ChannelMessages,
  send: SendChannelMessageUseCase,
  clock: Clock,
  limit: number,
): Promise<number> {
  let sent = 0;
  for (const id of await messages.due(clock.now(), limit)) if ((await send.execute(id)) === 'sent') sent += 1;
  return sent;
}
