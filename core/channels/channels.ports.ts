import type {
  Channel,
  ChannelMessage,
  IncomingMessage,
  MessageState,
  NewChannelMessage,
} from './channel-message.js';

/** Messages are queued in the same transaction as the change that causes them, and sent later. */
export interface ChannelOutbox {
  enqueue(message: NewChannelMessage, queuedAt: Date): Promise<void>;
}

/** What a provider said of a message, to record with a move of its state. */
export interface ProviderReport {
  providerStatus: string;
  failureReason?: string | null;
}

/** The messages and their states, as the sender and the providers' reports change them. */
export interface ChannelMessages {
  find(id: string): Promise<ChannelMessage | undefined>;
  findByProviderId(channel: Channel, providerMessageId: string): Promise<ChannelMessage | undefined>;
  /** Queued messages due to be tried at `now`, longest waiting first. */
  due(now: Date, limit: number): Promise<string[]>;
  /**
   * Takes a queued, due message for one send: counts the attempt and holds it until `holdUntil`, so that no
   * other sender (another instance) takes it meanwhile. Undefined when it is not queued or not due.
   */
  take(id: string, now: Date, holdUntil: Date): Promise<ChannelMessage | undefined>;
  /** Accepted by the provider: queued to sent, with its id and cost. False when it was no longer queued. */
  markSent(
    id: string,
    sent: { providerMessageId: string; providerStatus: string; providerCost: string | null },
    at: Date,
  ): Promise<boolean>;
  /** Not sent this time (the provider down): stays queued, tried again from `retryAt`. */
  retryLater(id: string, reason: string, retryAt: Date, at: Date): Promise<void>;
  /**
   * Moves the message to `to` only while it is in one of `from` (checked in the same statement), with the
   * provider's report. False when it was not (a late or repeated report).
   */
  move(
    id: string,
    from: readonly MessageState[],
    to: MessageState,
    report: ProviderReport,
    at: Date,
  ): Promise<boolean>;
  /** Every message about the account, newest first. */
  ofAccount(accountId: string, limit: number): Promise<ChannelMessage[]>;
}

/** Customers' messages to the platform's numbers, kept as they came (the staff inbox reads them). */
export interface IncomingMessages {
  /** Keeps it once by its provider id: false when it was already kept (told again). */
  received(message: IncomingMessage): Promise<boolean>;
}

/** What the provider did with a message handed to it. */
export type SendOutcome =
  | { kind: 'accepted'; providerMessageId: string; providerStatus: string; providerCost: string | null }
  /** Refused for good (an invalid number, a template Meta does not know): sending it again would not help. */
  | { kind: 'rejected'; providerStatus: string; reason: string }
  /** Not reached, or answered with an error of its own (5xx, a limit, a timeout): try again later. */
  | { kind: 'unavailable'; reason: string };

/** One channel's provider (Africa's Talking, the WhatsApp Cloud API, or the files written offline). */
export interface ChannelSender {
  /** Whether messages reach phones (false: they are written as files). */
  readonly live: boolean;
  send(message: ChannelMessage): Promise<SendOutcome>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    channelOutbox: ChannelOutbox;
    channelMessages: ChannelMessages;
    incomingMessages: IncomingMessages;
  }
}
