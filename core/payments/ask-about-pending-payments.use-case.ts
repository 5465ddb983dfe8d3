import type { Clock } from '../shared/clock.js';
import { DependencyUnavailableError } from '../shared/dependency-unavailable.js';
import type { MpesaPayment } from './mpesa-payment.js';
import type { MobileMoney, MpesaPaymentRepository } from './payments.ports.js';
import type { SettleMpesaPaymentUseCase } from './settle-mpesa-payment.use-case.js';

const MINUTE = 60_000;
/** How many requests one round asks about. */
const BATCH = 20;
/** Asked again every minute while young, every ten minutes after. */
const SOON_MS = MINUTE;
const LATER_MS = 10 * MINUTE;
const YOUNG_MS = 10 * MINUTE;
/** M-Pesa ends a request within minutes; one it has not ended in a day is failed, and asked about no more. */
const GIVE_UP_MS = 24 * 60 * MINUTE;

/** What one round did. */
export interface AskingRound {
  asked: number;
  settled: number;
  stillPending: number;
  /** M-Pesa could not be reached: the round stopped there, and those left are asked about at their next turn. */
  unreachable: boolean;
}

/**
 * Requests M-Pesa has not called back about (a minute after they were sent) are asked about with its status query,
 * and settled by what it says, as a callback would be. The requests come from the database, so a server restarted
 * in between, or another instance, asks about them too; each instance takes its own (a claimed request is due
 * again only at its next turn), and settling is decided once whoever asks, so none is credited twice.
 */
export class AskAboutPendingPaymentsUseCase {
  constructor(
    private readonly payments: MpesaPaymentRepository,
    private readonly mobileMoney: MobileMoney,
    private readonly settle: SettleMpesaPaymentUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AskingRound> {
    const now = this.clock.now();
    const due = await this.payments.claimDue(now, BATCH, new Date(now.getTime() + SOON_MS));
    const round: AskingRound = { asked: 0, settled: 0, stillPending: 0, unreachable: false };
    for (const payment of due) {
      const age = now.getTime() - payment.createdAt.getTime();
      if (age >= GIVE_UP_MS) {
        await this.settle.execute({
          checkoutRequestId: payment.checkoutRequestId,
          status: 'failed',
          failure: 'no-result',
          providerCode: null,
          providerDescription: 'M-Pesa gave no result for this request within a day',
        });
        round.settled += 1;
        continue;
      }
      const result = await this.ask(payment);
      if (result === 'unreachable') {
        round.unreachable = true;
        break;
      }
      round.asked += 1;
      if (result === undefined) {
        round.stillPending += 1;
        // An old request still being processed is asked about less often.
        if (age >= YOUNG_MS) await this.payments.postpone(payment.id, new Date(now.getTime() + LATER_MS));
        continue;
      }
      const outcome = await this.settle.execute({ checkoutRequestId: payment.checkoutRequestId, ...result });
      if (outcome.kind === 'settled') round.settled += 1;
    }
    return round;
  }

  private async ask(payment: MpesaPayment) {
    try {
      return await this.mobileMoney.resultOf(payment.checkoutRequestId);
    } catch (error) {
      if (error instanceof DependencyUnavailableError) return 'unreachable';
      throw error;
    }
  }
}
