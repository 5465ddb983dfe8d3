import type { ChargeStorageUseCase } from '../../core/parcels/charge-storage.use-case.js';
import type { AreaWorker } from '../area-module.js';
import type { Logger } from '../logger.js';

/** How often a server asks whether today's storage run is done: the day turns over at most this late. */
const CHECK_MS = 15 * 60_000;
/** After a failed run (the database away), the next try comes sooner than the next check. */
const AFTER_FAILURE_MS = 60_000;

/**
 * Runs the storage job once a day beside a server: every server checks at start and every quarter hour, and the
 * first to claim the warehouse's date runs it (storage_runs), so the day is charged once across instances. A
 * failed run is logged and tried again; it never stops the server.
 */
export class DailyStorageFees implements AreaWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly charge: ChargeStorageUseCase,
    private readonly logger: Logger,
    private readonly checkMs = CHECK_MS,
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
      this.running = this.charge
        .runDaily()
        .then((run) => {
          if (run !== 'already-ran') this.logger.info({ ...run }, 'charged the daily storage fees');
          this.schedule(this.checkMs);
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'the daily storage fees failed; trying again later');
          this.schedule(AFTER_FAILURE_MS);
        });
    }, delayMs);
    this.timer.unref();
  }
}
