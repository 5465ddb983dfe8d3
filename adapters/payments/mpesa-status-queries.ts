import type {
  AskAboutPendingPaymentsUseCase,
  AskingRound,
} from '../../core/payments/ask-about-pending-payments.use-case.js';
import type { AreaWorker } from '../area-module.js';
import type { Logger } from '../logger.js';

/** How often the server looks for requests due to be asked about (a minute after they were sent). */
const POLL_MS = 5_000;
/** After a failed round (the database away), the next comes later. */
const AFTER_FAILURE_MS = 30_000;

/**
 * Runs the status queries in the background of a server, as the outbox's worker delivers mail: a round every few
 * seconds, at once again after a full one. A failing round is logged and tried later; it never stops the server.
 */
export class MpesaStatusQueries implements AreaWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly ask: AskAboutPendingPaymentsUseCase,
    private readonly logger: Logger,
    private readonly pollMs = POLL_MS,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.ask
        .execute()
        .then((round) => {
          this.report(round);
          this.schedule(round.asked + round.settled >= 1 && !round.unreachable ? 0 : this.pollMs);
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'M-Pesa status queries failed; trying again later');
          this.schedule(AFTER_FAILURE_MS);
        });
    }, delayMs);
    this.timer.unref();
  }

  private report(round: AskingRound): void {
    if (round.unreachable) this.logger.warn({ ...round }, 'M-Pesa could not be asked about pending payments');
    else if (round.asked > 0 || round.settled > 0)
      this.logger.info({ ...round }, 'asked M-Pesa about payments');
  }
}
