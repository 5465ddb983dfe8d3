import type { ChargeStorageUseCase } from '../../core/parcels/charge-storage.use-case.js';
import type { Logger } from '../logger.js';
import { RepeatingWorker } from '../repeating-worker.js';

/** How often a server asks whether today's storage run is done: the day turns over at most this late. */
const CHECK_MS = 15 * 60_000;
/** After a failed run (the database away), the next try comes sooner than the next check. */
const AFTER_FAILURE_MS = 60_000;

/**
 * Runs the storage job once a day beside a server: every server checks at start and every quarter hour, and the
 * first to claim the day runs it (storage_runs), so the day is charged once across instances. A failed run is
 * logged and tried again; it never stops the server.
 */
export class DailyStorageFees extends RepeatingWorker {
  constructor(charge: ChargeStorageUseCase, logger: Logger, checkMs = CHECK_MS) {
    super(
      async () => {
        const run = await charge.runDaily();
        if (run !== 'already-ran') logger.info({ ...run }, 'charged the daily storage fees');
        return checkMs;
      },
      (error) => logger.warn({ err: error }, 'the daily storage fees failed; trying again later'),
      AFTER_FAILURE_MS,
    );
  }
}
