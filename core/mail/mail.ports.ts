/** A message ready to send: both a plain-text and an HTML body. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** Mail is queued in the same transaction as the change that causes it, and delivered later. */
export interface MailOutbox {
  enqueue(mail: OutgoingMail, queuedAt: Date): Promise<void>;
  /** Many at once (a file's worth of notices): one round trip per few hundred. */
  enqueueAll(mails: readonly OutgoingMail[], queuedAt: Date): Promise<void>;
  /** How many mails were queued to this address (in any case) since then: the per-recipient limit's count. */
  countQueuedTo(address: string, since: Date): Promise<number>;
}

declare module '../unit-of-work.ports.js' {
  interface TransactionalPorts {
    outbox: MailOutbox;
  }
}
