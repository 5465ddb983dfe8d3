import { SOURCE_KEYS } from '../ledger/ledger-entry.js';
import { centsForShillings } from '../ledger/shillings.js';
import type { Clock } from '../shared/clock.js';
import type { ExchangeRate } from '../shared/exchange-rate.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { PaybillPayment } from './mpesa-callbacks.schema.js';
import { accountIdOf } from './paybill.js';
import { postPayment } from './post-payment.js';

/** What became of a paybill payment M-Pesa confirmed. */
export type PaybillOutcome = 'credited' | 'kept-for-staff' | 'already-recorded';

/**
 * M-Pesa confirms a payment to the paybill (C2B): the account its account number names is credited once by its
 * TransID (the shillings at the dated rate, rounded down to the cent), however often the confirmation comes and
 * whichever channel told of the receipt first. A payment for no account we know, or worth less than a cent, is kept
 * as unmatched for staff to assign: never lost. The first decision stands: a payment kept for staff is not credited
 * by a later replay.
 */
export class ConfirmPaybillPaymentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly rate: ExchangeRate,
  ) {}

  execute(payment: PaybillPayment): Promise<PaybillOutcome> {
    const at = this.clock.now();
    return this.unitOfWork.run(async (ports) => {
      if (await ports.unmatchedPayments.find(payment.transId)) return 'already-recorded';
      // A receipt an STK push of ours was told of is that push's money, credited (or kept for staff) by it: its
      // entry may be keyed by the push's CheckoutRequestID, paid on the status query's word before the receipt came.
      if (await ports.mpesaPayments.findByReceipt(payment.transId)) return 'already-recorded';
      const accountId = accountIdOf(payment.billRefNumber);
      const owner = accountId === undefined ? undefined : await ports.users.findByAccountId(accountId);
      const amountCents = centsForShillings(payment.amountKes, this.rate);
      if (!owner || amountCents < 1) {
        const kept = await ports.unmatchedPayments.add({
          ...payment,
          receivedAt: at,
          assignedTo: null,
          assignedAt: null,
        });
        return kept === 'added' ? 'kept-for-staff' : 'already-recorded';
      }
      const posted = await postPayment(
        ports,
        {
          userId: owner.id,
          amountCents,
          method: 'mpesa',
          sourceKey: SOURCE_KEYS.mpesaReceipt(payment.transId),
          reference: payment.transId,
          description: 'M-Pesa paybill payment',
          shillings: { kes: payment.amountKes, kesPerUsd: this.rate.kesPerUsd, rateDate: this.rate.asOf },
          postedBy: null,
        },
        at,
      );
      return posted ? 'credited' : 'already-recorded';
    });
  }
}
