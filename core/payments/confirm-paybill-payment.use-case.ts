import { type LedgerEntry } from '../ledger/ledger-entry.js';
import { PAYMENT_SOURCES } from './payment-ledger-sources.js';
import { centsForShillings } from '../ledger/shillings.js';
import type { Clock } from '../shared/clock.js';
import type { ExchangeRate } from '../shared/exchange-rate.js';
import type { Ids } from '../shared/ids.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { Transaction, UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { PaybillPayment } from './mpesa-results.js';
import { accountIdOf } from './paybill.js';
import { type PostingPorts, postPayment } from './post-payment.js';
import type { PaymentPostedFollowUp, PaymentsPorts } from './payments.ports.js';

/** How long a push paid without its receipt may still be told of by a paybill confirmation: M-Pesa's day. */
export const RECEIPT_WAIT_MS = 24 * 60 * 60_000;

/** What became of a paybill payment M-Pesa confirmed. */
export type PaybillOutcome = 'credited' | 'kept-for-staff' | 'already-recorded';

/**
 * M-Pesa confirms a payment to the paybill (C2B): the account its account number names is credited once by its
 * TransID (the shillings at the dated rate, rounded down to the cent), however often the confirmation comes and
 * whichever channel told of the receipt first. A payment for no account we know, or worth less than a cent, is kept
 * as unmatched for staff to assign: never lost; so is one that may be a push's money credited without its receipt.
 * The first decision stands: a payment kept for staff is not credited by a later replay.
 */
export class ConfirmPaybillPaymentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<PaymentsPorts & LedgerPorts & AccountsPorts & MailPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly rate: ExchangeRate,
    /** What follows each payment or credit posted (another area's work, bound by that area). */
    private readonly paymentPosted: PaymentPostedFollowUp,
  ) {}

  execute(payment: PaybillPayment): Promise<PaybillOutcome> {
    const at = this.clock.now();
    return this.unitOfWork.run(async (ports, transaction) => {
      // A push's callback naming this receipt at the same moment waits, then finds it told (and the reverse).
      await ports.mpesaPayments.holdReceipt(payment.transId);
      if (await ports.unmatchedPayments.find(payment.transId)) return 'already-recorded';
      // A receipt an STK push of ours was told of is that push's money, credited (or kept for staff) by it: its
      // entry may be keyed by the push's CheckoutRequestID, paid on the status query's word before the receipt came.
      if (await ports.mpesaPayments.findByReceipt(payment.transId)) return 'already-recorded';
      // Credited by an earlier delivery of this confirmation: a replay, whatever was paid since.
      if (await ports.ledger.findBySource(PAYMENT_SOURCES.mpesaReceipt(payment.transId)))
        return 'already-recorded';
      const keepForStaff = async () =>
        (await ports.unmatchedPayments.add({
          ...payment,
          receivedAt: at,
          assignedTo: null,
          assignedAt: null,
        })) === 'added'
          ? 'kept-for-staff'
          : 'already-recorded';
      const accountId = accountIdOf(payment.billRefNumber);
      const owner = accountId === undefined ? undefined : await ports.users.findByAccountId(accountId);
      const amountCents = centsForShillings(payment.amountKes, this.rate);
      if (!owner || amountCents < 1) return keepForStaff();
      // The same shillings from the same account as a push paid on the status query's word, which named no
      // receipt: perhaps that money told again. Kept, not credited: the push's callback settles it (its money when
      // it names this receipt, credited here when it names another); without one, staff tell from the M-Pesa
      // statement. A push asks for whole shillings only.
      const since = new Date(at.getTime() - RECEIPT_WAIT_MS);
      const maybeAPush =
        Number.isInteger(payment.amountKes) &&
        (await ports.mpesaPayments.findAwaitingReceipt(owner.id, payment.amountKes, since));
      if (maybeAPush) return keepForStaff();
      const posted = await creditPaybillPayment(
        ports,
        transaction,
        { id: this.ids.next(), userId: owner.id },
        payment,
        this.rate,
        this.paymentPosted,
        at,
      );
      return posted ? 'credited' : 'already-recorded';
    });
  }
}

/**
 * Credits a paybill payment to its owner, as the entry `id` (the caller's new id), keyed by its TransID (the
 * shillings at the rate, rounded down to the cent): posted once, however often it is asked. Undefined when it was
 * credited already.
 */
export function creditPaybillPayment(
  ports: PostingPorts,
  transaction: Transaction,
  { id, userId }: { id: string; userId: string },
  payment: Pick<PaybillPayment, 'transId' | 'amountKes'>,
  rate: ExchangeRate,
  paymentPosted: PaymentPostedFollowUp,
  at: Date,
): Promise<LedgerEntry | undefined> {
  return postPayment(
    ports,
    transaction,
    {
      id,
      userId,
      amountCents: centsForShillings(payment.amountKes, rate),
      method: 'mpesa',
      source: PAYMENT_SOURCES.mpesaReceipt(payment.transId),
      reference: payment.transId,
      description: 'M-Pesa paybill payment',
      shillings: { kes: payment.amountKes, kesPerUsd: rate.kesPerUsd, rateDate: rate.asOf },
      postedBy: null,
    },
    paymentPosted,
    at,
  );
}
