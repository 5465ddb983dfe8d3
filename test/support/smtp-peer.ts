import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started on one port. */
export class SmtpPeer {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  /** The newest received mail that matches, waiting up to `timeoutMs` for the sender's outbox worker. */
  async waitForMail(matches: (mail: ParsedMail) => boolean, timeoutMs = 60_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.findLast(matches);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error('no matching mail reached the SMTP peer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits up to `timeoutMs` until at least `count` mails have arrived (the caller asserts the exact number). */
  async waitForCount(count: number, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
