import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMail } from '../../core/mail/mail.ports.js';
import type { Logger } from '../logger.js';

/** Hands one message to the next hop; throws when it could not. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
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

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(toNodemailer(this.from, mail));
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

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail(toNodemailer(this.from, mail));
    mkdirSync(this.directory, { recursive: true });
    const file = join(
      this.directory,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`,
    );
    writeFileSync(file, info.message as Buffer);
    this.logger.info({ file, subject: mail.subject }, 'mail written to the local outbox');
  }

  close(): void {
    this.transporter.close();
  }
}
