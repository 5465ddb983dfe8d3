import type { Clock } from '../shared/clock.js';
import { type Channel, type MessageState, movesForward, statesBefore } from './channel-message.js';
import type { ChannelMessages } from './channels.ports.js';

/** A provider's word on a message it took: a delivery report, a WhatsApp status. */
export interface ProviderStatus {
  channel: Channel;
  providerMessageId: string;
  state: Exclude<MessageState, 'queued'>;
  /** The provider's own word ('Success', 'read', '131026 Message undeliverable'). */
  providerStatus: string;
  failureReason: string | null;
}

/** unknown: no message of ours has the id; moved: its state went forward; unchanged: late or told again. */
export type StatusOutcome = 'unknown' | 'moved' | 'unchanged';

/** Records a provider's status of a message: only forward, however late, often or out of order it comes. */
export class RecordProviderStatusUseCase {
  constructor(
    private readonly messages: ChannelMessages,
    private readonly clock: Clock,
  ) {}

  async execute(status: ProviderStatus): Promise<StatusOutcome> {
    const message = await this.messages.findByProviderId(status.channel, status.providerMessageId);
    if (message === undefined) return 'unknown';
    if (!movesForward(message.state, status.state)) return 'unchanged';
    const moved = await this.messages.move(
      message.id,
      statesBefore(status.state),
      status.state,
      { providerStatus: status.providerStatus, failureReason: status.failureReason },
      this.clock.now(),
    );
    return moved ? 'moved' : 'unchanged';
  }
}
