import { PAYMENT_SOURCES } from './payment-ledger-sources.js';
import { centsForShillings } from '../ledger/shillings.js';
import type { Clock } from '../shared/clock.js';
import type { ExchangeRate } from '../shared/exchange-rate.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { UnmatchedPayment } from './mpesa-payment.js';
import { PAYMENT_ERRORS, type PaymentError } from './payments.errors.js';
import { postPayment } from './post-payment.js';
import type { PaymentPostedFollowUp, PaymentsPorts } from './payments.ports.js';

type AssignError = PaymentError<
  | 'PAYMENTS.UNMATCHED_NOT_FOUND'
  | 'PAYMENTS.UNKNOWN_ACCOUNT'
  | 'PAYMENTS.ALREADY_ASSIGNED'
  | 'PAYMENTS.ALREADY_CREDITED'
  | 'PAYMENTS.TOO_SMALL'
>;

/** Undoes the assignment when the ledger turns the payment down: an error changes nothing. */
class Refused extends Error {
  constructor(readonly refusal: AssignError) {
    super(refusal.message);
  }
}

/**
 * Staff credit an unmatched M-Pesa payment to the account it was meant for: once (of two assignments at once, one
 * wins), keyed by its receipt number like every M-Pesa payment, at the dated rate, rounded down to the cent. A
 * receipt credited already (by a push that told of it, the paybill, or staff) is refused, and nothing is posted.
 */
export class AssignUnmatchedPaymentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<PaymentsPorts & LedgerPorts & AccountsPorts & MailPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly rate: ExchangeRate,
    /** What follows each payment or credit posted (another area's work, bound by that area). */
    private readonly paymentPosted: PaymentPostedFollowUp,
  ) {}

  async execute(input: {
    transId: string;
    accountId: string;
    postedBy: string;
  }): Promise<Result<UnmatchedPayment, AssignError>> {
    const at = this.clock.now();
    try {
      return await this.unitOfWork.run(async (ports, transaction) => {
        // The push's callback and the paybill's confirmation of this receipt take their turn before or after.
        await ports.mpesaPayments.holdReceipt(input.transId);
        const unmatched = await ports.unmatchedPayments.find(input.transId);
        if (!unmatched) return fail(PAYMENT_ERRORS.unmatchedNotFound);
        if (unmatched.assignedTo !== null) return fail(PAYMENT_ERRORS.alreadyAssigned);
        const source = PAYMENT_SOURCES.mpesaReceipt(unmatched.transId);
        // A push paid on the status query's word is keyed by its CheckoutRequestID, not by this receipt.
        const push = await ports.mpesaPayments.findByReceipt(unmatched.transId);
        if ((await ports.ledger.findBySource(source)) || (push?.status === 'paid' && push.entryId !== null)) {
          return fail(PAYMENT_ERRORS.alreadyCredited);
        }
        const owner = await ports.users.findByAccountId(input.accountId);
        if (!owner) return fail(PAYMENT_ERRORS.unknownAccount);
        const amountCents = centsForShillings(unmatched.amountKes, this.rate);
        if (amountCents < 1) return fail(PAYMENT_ERRORS.tooSmall);
        if (!(await ports.unmatchedPayments.assign(input.transId, owner.accountId, at))) {
          return fail(PAYMENT_ERRORS.alreadyAssigned);
        }
        const posted = await postPayment(
          ports,
          transaction,
          {
            id: this.ids.next(),
            userId: owner.id,
            amountCents,
            method: 'mpesa',
            source,
            reference: unmatched.transId,
            description: 'M-Pesa payment, assigned by staff',
            shillings: { kes: unmatched.amountKes, kesPerUsd: this.rate.kesPerUsd, rateDate: this.rate.asOf },
            postedBy: input.postedBy,
          },
          this.paymentPosted,
          at,
        );
        if (!posted) throw new Refused(PAYMENT_ERRORS.alreadyCredited);
        return ok({ ...unmatched, assignedTo: owner.accountId, assignedAt: at });
      });
    } catch (error) {
      if (error instanceof Refused) return fail(error.refusal);
      throw error;
    }
  }
}
