import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';

/** A message ready to send: both a plain-text and an HTML body. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail queued by its kind and key and written when it is sent: a file's worth of notices queues small rows,
 * and each mail says what is true when it goes. The area that queues a kind gives its composer.
 */
export interface MailToCompose {
  kind: string;
  key: string;
}

/** A mail to compose when sent, and the address it is queued to. */
export interface MailToComposeFor extends MailToCompose {
  to: string;
}

/** Writes the mail a queued key names; undefined when what it was about is gone. */
export type MailComposer = (key: string) => Promise<OutgoingMail | undefined>;

/** A mail of the outbox as staff see it: where it stands, not what it said. */
export interface MailRecord {
  id: string;
  to: string;
  /** The kind it is composed by when sent (a notice), or null for a mail queued written. */
  kind: string | null;
  /** Empty for a mail to compose that was never sent. */
  subject: string;
  /** queued (waiting, or to be tried again), sent, or failed (given up on). */
  state: 'queued' | 'sent' | 'failed';
  /** The last failure, if any. */
  error: string | null;
  attempts: number;
  queuedAt: Date;
  sentAt: Date | null;
}

/** Mail is queued in the same transaction as the change that causes it, and delivered later. */
export interface MailOutbox {
  enqueue(mail: OutgoingMail, queuedAt: Date): Promise<void>;
  /** A mail a visitor's request caused, to an address the visitor typed: the per-recipient limit counts it. */
  enqueueForVisitor(mail: OutgoingMail, queuedAt: Date): Promise<void>;
  /** Many at once (a file's worth of notices): one round trip per few hundred. */
  enqueueAll(mails: readonly OutgoingMail[], queuedAt: Date): Promise<void>;
  /** Mails each written by its kind's composer when sent (MailComposer): a batch a round trip, in order. */
  enqueueToCompose(mails: readonly MailToComposeFor[], queuedAt: Date): Promise<void>;
  /**
   * How many mails visitors' requests queued to this address (in any case) since then: the per-recipient limit's
   * count. Mail staff or the owner's own parcels caused (a notice) is not counted.
   */
  countVisitorMailTo(address: string, since: Date): Promise<number>;
  /** The mails queued to this address (in any case), newest first, up to `limit`: what staff see was sent. */
  listTo(address: string, limit: number): Promise<MailRecord[]>;
}

/** The outbox's part of a unit of work: the house's, which every area that mails uses. */
export type MailPorts = Pick<TransactionalPorts, 'outbox'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    outbox: MailOutbox;
  }
}
