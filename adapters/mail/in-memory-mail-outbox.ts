import type { MailOutbox, MailToCompose, OutgoingMail } from '../../core/mail/mail.ports.js';
import type { OutboxCounts } from '../../core/mail/api/mail.endpoints.js';
import { type ClaimedMail, NEVER, type OutboxQueue } from './outbox-queue.js';
import { type Sequences, type Tables, clone } from '../memory/in-memory-tables.js';

export interface OutboxEntry {
  id: number;
  mail: OutgoingMail;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  queuedAt: Date;
  /** The claim holding the mail, if any. */
  claim: string | null;
  /** Present when the mail is written at send time: `mail` then holds its recipient only. */
  compose?: MailToCompose;
  /** A visitor's request caused it: the per-recipient limit counts it. */
  visitorCaused?: boolean;
}

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    outbox: OutboxEntry[];
  }
}

const addEntry = (
  tables: Tables,
  sequences: Sequences,
  mail: OutgoingMail,
  queuedAt: Date,
  compose?: MailToCompose,
  visitorCaused = false,
) => {
  tables.outbox.push({
    id: sequences.next('outbox'),
    mail: clone(mail),
    attempts: 0,
    nextAttemptAt: new Date(0),
    lastError: null,
    sentAt: null,
    queuedAt,
    claim: null,
    ...(compose && { compose: { ...compose } }),
    visitorCaused,
  });
};

/** The queueing side, inside a transaction. */
export function inMemoryMailOutbox(tables: Tables, sequences: Sequences): MailOutbox {
  const add = (mail: OutgoingMail, queuedAt: Date) => addEntry(tables, sequences, mail, queuedAt);
  return {
    enqueue: (mail, queuedAt) => {
      add(mail, queuedAt);
      return Promise.resolve();
    },
    enqueueForVisitor: (mail, queuedAt) => {
      addEntry(tables, sequences, mail, queuedAt, undefined, true);
      return Promise.resolve();
    },
    enqueueAll: (mails, queuedAt) => {
      for (const mail of mails) add(mail, queuedAt);
      return Promise.resolve();
    },
    enqueueToCompose: (mails, queuedAt) => {
      for (const { to, kind, key } of mails)
        addEntry(tables, sequences, { to, subject: '', text: '', html: '' }, queuedAt, { kind, key });
      return Promise.resolve();
    },
    countVisitorMailTo: (address, since) =>
      Promise.resolve(
        tables.outbox.filter(
          (e) =>
            e.visitorCaused === true &&
            e.mail.to.toLowerCase() === address.toLowerCase() &&
            e.queuedAt >= since,
        ).length,
      ),
    listTo: (address, limit) =>
      Promise.resolve(
        tables.outbox
          .filter((e) => e.mail.to.toLowerCase() === address.toLowerCase())
          .sort((a, b) => b.queuedAt.getTime() - a.queuedAt.getTime() || b.id - a.id)
          .slice(0, limit)
          .map((e) => ({
            id: String(e.id),
            to: e.mail.to,
            kind: e.compose?.kind ?? null,
            subject: e.mail.subject,
            state: e.sentAt !== null ? 'sent' : e.nextAttemptAt >= NEVER ? 'failed' : 'queued',
            error: e.lastError,
            attempts: e.attempts,
            queuedAt: e.queuedAt,
            sentAt: e.sentAt,
          })),
      ),
  };
}

/** As the database adapter does once no retry needs a mail's words (they may hold a link with a token). */
const forgetWords = (entry: OutboxEntry): void => {
  entry.mail = { ...entry.mail, text: '', html: '' };
};

/** The delivery side, on the committed tables. */
export function inMemoryOutboxQueue(tables: Tables): OutboxQueue {
  /** Changes the entry only while this claim still holds it, as the database adapter does. */
  const updateHeld = (mail: ClaimedMail, change: (entry: OutboxEntry) => void): Promise<boolean> => {
    const entry = tables.outbox.find((e) => String(e.id) === mail.id);
    if (!entry || entry.claim !== mail.claim || entry.sentAt !== null) return Promise.resolve(false);
    change(entry);
    entry.claim = null;
    return Promise.resolve(true);
  };
  return {
    claimDue: (now, limit, leaseMs) => {
      const due = tables.outbox
        .filter((e) => e.sentAt === null && e.nextAttemptAt <= now)
        .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
        .slice(0, limit)
        .sort((a, b) => a.id - b.id);
      const claim = crypto.randomUUID();
      for (const entry of due) {
        entry.attempts += 1;
        entry.nextAttemptAt = new Date(now.getTime() + leaseMs);
        entry.claim = claim;
      }
      return Promise.resolve(
        due.map((e) => ({
          id: String(e.id),
          attempts: e.attempts,
          mail: clone(e.mail),
          ...(e.compose && { compose: { ...e.compose } }),
          claim,
          leaseEndsAt: e.nextAttemptAt,
        })),
      );
    },
    markSent: (mail, at) =>
      updateHeld(mail, (entry) => {
        entry.sentAt = at;
        entry.lastError = null;
        forgetWords(entry);
      }),
    markFailed: (mail, error, retryAt) =>
      updateHeld(mail, (entry) => {
        entry.lastError = error;
        entry.nextAttemptAt = retryAt ?? NEVER;
        if (retryAt === null) forgetWords(entry);
      }),
    release: (mail, at) =>
      updateHeld(mail, (entry) => {
        entry.attempts -= 1;
        entry.nextAttemptAt = at;
      }),
    counts: (): Promise<OutboxCounts> => {
      const unsent = tables.outbox.filter((e) => e.sentAt === null);
      return Promise.resolve({
        pending: unsent.filter((e) => e.nextAttemptAt < NEVER).length,
        sent: tables.outbox.length - unsent.length,
        givenUp: unsent.filter((e) => e.nextAttemptAt >= NEVER).length,
      });
    },
  };
}
