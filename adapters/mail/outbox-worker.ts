import type { Clock } from '../../core/shared/clock.js';
import type { Logger } from '../logger.js';
import type { MailTransport } from './mail-transport.js';
import type { OutboxQueue } from './outbox-queue.js';

export interface OutboxWorkerOptions {
  pollMs: number;
  batchSize: number;
  /** How long a claimed mail is reserved for this worker; longer than any send may take. */
  leaseMs: number;
  maxAttempts: number;
  /** First retry delay; each further failure doubles it, up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_OUTBOX_WORKER_OPTIONS: OutboxWorkerOptions = {
  pollMs: 1_000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  maxAttempts: 12,
  baseBackoffMs: 5_000,
  maxBackoffMs: 60 * 60_000,
};

export const backoffMs = (attempts: number, options: OutboxWorkerOptions): number =>
  Math.min(options.baseBackoffMs * 2 ** (attempts - 1), options.maxBackoffMs);

/** Delivers queued mail in the background, with retries and exponential backoff. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly queue: OutboxQueue,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: OutboxWorkerOptions = DEFAULT_OUTBOX_WORKER_OPTIONS,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Waits for the batch in progress, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** One pass over due mail; returns how many were sent. */
  async deliverDue(): Promise<number> {
    const claimed = await this.queue.claimDue(this.clock.now(), this.options.batchSize, this.options.leaseMs);
    let sent = 0;
    for (const { id, attempts, mail } of claimed) {
      try {
        await this.transport.send(mail);
        await this.queue.markSent(id, this.clock.now());
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= this.options.maxAttempts;
        const retryAt = giveUp
          ? null
          : new Date(this.clock.now().getTime() + backoffMs(attempts, this.options));
        await this.queue.markFailed(id, message, retryAt);
        this.logger[giveUp ? 'error' : 'warn'](
          { outboxId: id, attempts, retryAt, err: message },
          giveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
        );
      }
    }
    return sent;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverDue()
        .then((sent) => this.schedule(sent === this.options.batchSize ? 0 : this.options.pollMs))
        .catch((error: unknown) => {
          // The database may be down; try again later rather than crash the server.
          this.logger.warn({ err: error }, 'outbox poll failed');
          this.schedule(this.options.pollMs * 5);
        });
    }, delayMs);
    this.timer.unref();
  }
}
