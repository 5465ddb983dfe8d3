/** The channels a notice travels on beside e-mail. */
export const CHANNELS = ['sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The languages every notice is written in; English is the default. */
export const NOTICE_LANGUAGES = ['en', 'sw'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/**
 * Where a message stands. It only moves forward: queued, sent, delivered, read; failed ends it. A provider's late
 * or repeated report never moves it back (a 'sent' after 'delivered' changes nothing).
 */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** How far along each state is: a move is only to a state further along. Failed ends it, and is after 'sent'. */
const RANK: Record<MessageState, number> = { queued: 0, sent: 1, delivered: 2, failed: 2, read: 3 };

/** Whether a message in `from` may move to `to`. */
export const movesForward = (from: MessageState, to: MessageState): boolean =>
  from !== 'failed' && RANK[to] > RANK[from];

/** The states a message may be in to move to `to`: a move is recorded only from one of these (atomically). */
export const statesBefore = (to: MessageState): MessageState[] =>
  MESSAGE_STATES.filter((from) => movesForward(from, to));

/** What a message says: plain text (every SMS; a WhatsApp reply from staff) or a WhatsApp template. */
export type MessageContent =
  { type: 'text'; text: string } | { type: 'template'; name: string; parameters: string[] };

/** One message to one phone on one channel, with what its provider told of it. */
export interface ChannelMessage {
  id: string;
  /** The account it is about; null for a message to a phone no account holds. */
  accountId: string | null;
  channel: Channel;
  /** E.164: + and the country code, then the number. */
  to: string;
  /** What it is about, as the notices name it (a template's name, 'reply' …). */
  kind: string;
  language: NoticeLanguage;
  content: MessageContent;
  state: MessageState;
  providerMessageId: string | null;
  /** The provider's own word for the last status it gave ('Success', 'delivered', '403 InvalidPhoneNumber'). */
  providerStatus: string | null;
  /** What it cost, as the provider writes it ('KES 0.8000'): Africa's Talking tells it. */
  providerCost: string | null;
  failureReason: string | null;
  /** Sends tried (a provider down counts one each). */
  attempts: number;
  queuedAt: Date;
  sentAt: Date | null;
  updatedAt: Date;
}

/** What a notice gives to queue a message; the rest starts as the outbox sets it. */
export type NewChannelMessage = Pick<
  ChannelMessage,
  'id' | 'accountId' | 'channel' | 'to' | 'kind' | 'language' | 'content'
>;

/** A message as a person reads it on the phone: a template with its parameters in place. */
export function renderedText(content: MessageContent, body: (name: string) => string | undefined): string {
  if (content.type === 'text') return content.text;
  const template = body(content.name);
  if (template === undefined) return `[${content.name}] ${content.parameters.join(' | ')}`;
  return fillParameters(template, content.parameters);
}

/** `{{1}}`, `{{2}}` … replaced by the parameters, as WhatsApp fills a template's body. */
export const fillParameters = (body: string, parameters: readonly string[]): string =>
  body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);

/** A customer's message to the platform's number, whichever channel it came by. */
export interface IncomingMessage {
  channel: Channel;
  /** The customer's phone, E.164 as the provider gives it (with + added where it leaves it out). */
  from: string;
  /** The platform's number or short code it was sent to. */
  to: string;
  text: string;
  /** The provider's id of it: a message told twice is kept once. */
  providerMessageId: string;
  /** When the provider says it was received (its own clock), else when we were told. */
  receivedAt: Date;
}
