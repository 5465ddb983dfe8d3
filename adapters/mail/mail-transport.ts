import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMail } from '../../core/mail/mail.ports.js';
import type { Logger } from '../logger.js';
import { OWNER_ONLY_DIRECTORY, OWNER_ONLY_FILE } from '../security/owner-only-files.js';

/** Hands one message to the next hop; throws when it could not, or when `signal` aborts first. */
export interface MailTransport {
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
}

/** The work, or a rejection as soon as the signal aborts (the work itself may run on until its own timeouts). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const toNodemailer = (from: string, mail: OutgoingMail) => ({
  from,
  to: mail.to,
  ...(mail.replyTo && { replyTo: mail.replyTo }),
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
});

export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts: a stuck server must not hold a claimed mail past its lease.
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  /**
   * SMTP cannot take a message back: once the server has accepted it, an abort only stops the wait. The
   * timeouts above keep a send far shorter than the outbox's lease.
   */
  async send(mail: OutgoingMail, signal: AbortSignal): Promise<void> {
    await untilAborted(this.transporter.sendMail(toNodemailer(this.from, mail)), signal);
  }

  close(): void {
    this.transporter.close();
  }
}

/** Development default: each message becomes an .eml file (open it in any mail program) and a log line. */
export class LocalOutboxMailTransport implements MailTransport {
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(mail: OutgoingMail, signal: AbortSignal): Promise<void> {
    const info = await untilAborted(this.transporter.sendMail(toNodemailer(this.from, mail)), signal);
    mkdirSync(this.directory, { recursive: true, mode: OWNER_ONLY_DIRECTORY });
    const file = join(
      this.directory,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`,
    );
    // Owner-only: a mail holds sign-in and reset links.
    writeFileSync(file, info.message as Buffer, { mode: OWNER_ONLY_FILE });
    this.logger.info({ file, subject: mail.subject }, 'mail written to the local outbox');
  }

  close(): void {
    this.transporter.close();
  }
}
