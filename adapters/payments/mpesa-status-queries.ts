import type {
  AskAboutPendingPaymentsUseCase,
  AskingRound,
} from '../../core/payments/ask-about-pending-payments.use-case.js';
import type { Logger } from '../logger.js';
import { RepeatingWorker } from '../repeating-worker.js';

/** How often the server looks for requests due to be asked about (a minute after they were sent). */
const POLL_MS = 5_000;
/** After a failed round (the database away), the next comes later. */
const AFTER_FAILURE_MS = 30_000;

/**
 * Runs the status queries in the background of a server, as the outbox's worker delivers mail: a round every few
 * seconds, at once again after a full one. A failing round is logged and tried later; it never stops the server.
 */
export class MpesaStatusQueries extends RepeatingWorker {
  constructor(ask: AskAboutPendingPaymentsUseCase, logger: Logger, pollMs = POLL_MS) {
    super(
      async () => {
        const round = await ask.execute();
        report(logger, round);
        return round.asked + round.settled >= 1 && !round.unreachable ? 0 : pollMs;
      },
      (error) => logger.warn({ err: error }, 'M-Pesa status queries failed; trying again later'),
      AFTER_FAILURE_MS,
    );
  }
}

function report(logger: Logger, round: AskingRound): void {
  if (round.unreachable) logger.warn({ ...round }, 'M-Pesa could not be asked about pending payments');
  else if (round.asked > 0 || round.settled > 0) logger.info({ ...round }, 'asked M-Pesa about payments');
}
