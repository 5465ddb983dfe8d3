import type { MailComposer, OutgoingMail } from '../../core/mail/mail.ports.js';
import type { Clock } from '../../core/shared/clock.js';
import type { Logger } from '../logger.js';
import type { MailTransport } from './mail-transport.js';
import type { ClaimedMail, OutboxQueue } from './outbox-queue.js';

export interface OutboxWorkerOptions {
  pollMs: number;
  batchSize: number;
  /** How long a claimed mail is reserved for this worker; several sends long. */
  leaseMs: number;
  /** The longest one send may take; a mail is sent only while this much of its lease remains. */
  sendTimeoutMs: number;
  /** How long stop() lets the batch in progress run before cutting its send short. */
  stopGraceMs: number;
  maxAttempts: number;
  /** First retry delay; each further failure doubles it, up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_OUTBOX_WORKER_OPTIONS: OutboxWorkerOptions = {
  pollMs: 1_000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  sendTimeoutMs: 60_000,
  stopGraceMs: 10_000,
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
  private stopping = new AbortController();

  constructor(
    private readonly queue: OutboxQueue,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: OutboxWorkerOptions = DEFAULT_OUTBOX_WORKER_OPTIONS,
    private readonly composers: ReadonlyMap<string, MailComposer> = new Map(),
  ) {}

  start(): void {
    this.stopped = false;
    this.stopping = new AbortController();
    this.schedule(0);
  }

  /** Lets the batch in progress finish within the grace time, cuts its send short after it, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const grace = setTimeout(() => this.stopping.abort(), this.options.stopGraceMs);
    await this.running;
    clearTimeout(grace);
    this.transport.close();
  }

  /** One pass over due mail; returns how many were sent. */
  async deliverDue(): Promise<number> {
    const claimed = await this.queue.claimDue(this.clock.now(), this.options.batchSize, this.options.leaseMs);
    let sent = 0;
    for (const item of claimed) {
      // A send that could outlast the lease might meet another worker's send of the same mail: give it back.
      const leaseLeft = item.leaseEndsAt.getTime() - this.clock.now().getTime();
      if (this.stopRequested() || leaseLeft < this.options.sendTimeoutMs) {
        await this.queue.release(item, this.clock.now());
        continue;
      }
      try {
        const mail = await this.written(item);
        if (mail === undefined) {
          await this.queue.markFailed(item, 'nothing to send: what the mail was about is gone', null);
          continue;
        }
        const deadline = AbortSignal.timeout(this.options.sendTimeoutMs);
        await this.transport.send(mail, AbortSignal.any([deadline, this.stopping.signal]));
        if (await this.queue.markSent(item, this.clock.now())) sent += 1;
        else this.logger.error({ outboxId: item.id }, 'mail sent after its claim was lost');
      } catch (error) {
        if (this.stopRequested()) await this.queue.release(item, this.clock.now());
        else await this.recordFailure(item, error);
      }
    }
    return sent;
  }

  /** The mail as queued, or written now by its kind's composer. */
  private async written(item: ClaimedMail): Promise<OutgoingMail | undefined> {
    if (item.compose === undefined) return item.mail;
    const composer = this.composers.get(item.compose.kind);
    if (composer === undefined) throw new Error(`no composer for mail of kind ${item.compose.kind}`);
    return composer(item.compose.key);
  }

  /** A call, not a field, so that it is read afresh after each await: stop() may come at any time. */
  private stopRequested(): boolean {
    return this.stopping.signal.aborted;
  }

  private async recordFailure(item: ClaimedMail, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = item.attempts >= this.options.maxAttempts;
    const retryAt = giveUp
      ? null
      : new Date(this.clock.now().getTime() + backoffMs(item.attempts, this.options));
    await this.queue.markFailed(item, message, retryAt);
    this.logger[giveUp ? 'error' : 'warn'](
      { outboxId: item.id, attempts: item.attempts, retryAt, err: message },
      giveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
    );
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
