import { newLedgerEntry, LEDGER_SOURCES } from '../ledger/ledger-entry.js';
import { PAYMENT_SOURCES } from './payment-ledger-sources.js';
import type { Clock } from '../shared/clock.js';
import type { ExchangeRate } from '../shared/exchange-rate.js';
import type { Ids } from '../shared/ids.js';
import { RECEIPT_WAIT_MS, creditPaybillPayment } from './confirm-paybill-payment.use-case.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { Transaction, UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { StkResult } from './mpesa-results.js';
import type { MpesaPayment } from './mpesa-payment.js';
import { maskedPhone } from './mpesa-phone.js';
import { accountIdOf } from './paybill.js';
import type { Settlement, PaymentPostedFollowUp, PaymentsPorts } from './payments.ports.js';
import { postPayment } from './post-payment.js';

/** What settling a push changes: the push, the ledger, and what posting a payment queues. */
type SettlePorts = PaymentsPorts & LedgerPorts & AccountsPorts & MailPorts;

/** What became of a result M-Pesa gave. */
export type SettleOutcome =
  /** It decided the request: paid (and credited), cancelled or failed. */
  | { kind: 'settled'; payment: MpesaPayment }
  /** The request was decided already; this result changed nothing (a replay, or news the first decision outranks). */
  | { kind: 'already-settled'; payment: MpesaPayment }
  /** It told of money the decided request did not credit (paid after a cancellation): kept for staff. */
  | { kind: 'kept-for-staff'; payment: MpesaPayment }
  /** No request of ours has this CheckoutRequestID. */
  | { kind: 'unknown' };

/** What settles a push: M-Pesa's result, or our own word that it gave none in time. */
export type PushEnd =
  | StkResult
  | {
      checkoutRequestId: string;
      status: 'failed';
      failure: 'no-result';
      providerCode: null;
      providerDescription: string;
      paid?: never;
    };

/** Unassigned payments read for those a push's late receipt lets go: staff's queue is short. */
const HELD_SCAN = 500;

/** What a result makes of a pending request: paid only when it paid exactly the shillings asked for. */
function settlementOf(payment: MpesaPayment, result: PushEnd, at: Date): Settlement {
  const said = { providerCode: result.providerCode, providerDescription: result.providerDescription };
  const unpaid = { ...said, receiptNumber: null, settledAt: at };
  if (result.status === 'failed') return { ...unpaid, status: 'failed', failure: result.failure };
  if (result.status === 'cancelled') return { ...unpaid, status: 'cancelled', failure: null };
  const receiptNumber = result.paid?.receiptNumber ?? null;
  if (result.paid && result.paid.amountKes !== payment.amountKes) {
    return {
      ...said,
      status: 'failed',
      failure: 'other-amount',
      providerDescription: `M-Pesa reported KES ${String(result.paid.amountKes)} for a request of KES ${String(payment.amountKes)}`,
      receiptNumber,
      settledAt: at,
    };
  }
  return { ...said, status: 'paid', failure: null, receiptNumber, settledAt: at };
}

/**
 * M-Pesa says how an STK push ended (its callback, or the status query): the first word that decides a pending
 * request wins, however often, late or out of order the results come, and everything it decides is one
 * transaction. Paid: the account is credited once through postPayment, keyed by the receipt number (so the same
 * receipt told by the paybill's confirmation too posts nothing more), or by the CheckoutRequestID when paid on the
 * status query's word, which names no receipt. Money M-Pesa reports that the request does not credit (another
 * amount than asked, or paid after the request was decided otherwise) is kept as an unmatched payment for staff:
 * never credited twice, never lost.
 */
export class SettleMpesaPaymentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<SettlePorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    /** The rate a paybill confirmation kept for this push's sake is credited at, as its own confirmation would. */
    private readonly rate: ExchangeRate,
    /** What follows each payment or credit posted (another area's work, bound by that area). */
    private readonly paymentPosted: PaymentPostedFollowUp,
  ) {}

  execute(result: PushEnd): Promise<SettleOutcome> {
    const at = this.clock.now();
    return this.unitOfWork.run(async (ports, transaction) => {
      // The paybill's confirmation of this receipt at the same moment waits, then finds it told (and the reverse).
      if (result.paid) await ports.mpesaPayments.holdReceipt(result.paid.receiptNumber);
      const pending = await ports.mpesaPayments.findByCheckout(result.checkoutRequestId);
      if (!pending) return { kind: 'unknown' };
      const settlement = settlementOf(pending, result, at);
      const settled = await ports.mpesaPayments.settle(result.checkoutRequestId, settlement);
      if (!settled) {
        // Decided already (perhaps a moment ago, by another delivery): read what was decided.
        const decided = await ports.mpesaPayments.findByCheckout(result.checkoutRequestId);
        return decided ? this.afterDecision(ports, transaction, decided, result, at) : { kind: 'unknown' };
      }
      if (settled.status === 'paid') {
        return { kind: 'settled', payment: await this.credit(ports, transaction, settled, at) };
      }
      if (result.paid) await this.keepForStaff(ports, settled, result.paid, at);
      return { kind: 'settled', payment: settled };
    });
  }

  private async credit(
    ports: SettlePorts,
    transaction: Transaction,
    payment: MpesaPayment,
    at: Date,
  ): Promise<MpesaPayment> {
    const source = payment.receiptNumber
      ? PAYMENT_SOURCES.mpesaReceipt(payment.receiptNumber)
      : PAYMENT_SOURCES.mpesaCheckout(payment.checkoutRequestId);
    const posted = await postPayment(
      ports,
      transaction,
      {
        id: this.ids.next(),
        userId: payment.userId,
        amountCents: payment.amountCents,
        method: 'mpesa',
        source,
        reference: payment.receiptNumber,
        description: 'M-Pesa payment',
        shillings: { kes: payment.amountKes, kesPerUsd: payment.kesPerUsd, rateDate: payment.rateDate },
        postedBy: null,
      },
      this.paymentPosted,
      at,
    );
    // A receipt the paybill's confirmation posted first is that entry: the payment is credited once either way.
    const entry = posted ?? (await ports.ledger.findBySource(source));
    if (!entry) throw new Error(`the ledger neither posted nor holds ${source.kind} ${source.id}`);
    await ports.mpesaPayments.recordEntry(payment.id, entry.id);
    // Kept for staff by the paybill's confirmation first (it named no account we know, or looked like another
    // push's money): credited now, it is no longer waiting.
    if (payment.receiptNumber)
      await ports.unmatchedPayments.assign(payment.receiptNumber, payment.accountId, at);
    return { ...payment, entryId: entry.id };
  }

  /** A result for a request decided already: only money it tells of and nobody credited needs anything. */
  private async afterDecision(
    ports: SettlePorts,
    transaction: Transaction,
    decided: MpesaPayment,
    result: PushEnd,
    at: Date,
  ): Promise<SettleOutcome> {
    const { paid } = result;
    if (!paid || decided.receiptNumber === paid.receiptNumber)
      return { kind: 'already-settled', payment: decided };
    if (decided.status === 'paid' && decided.receiptNumber === null) {
      // Paid on the status query's word, which names no receipt: this is that payment's receipt.
      await ports.mpesaPayments.recordReceipt(decided.id, paid.receiptNumber);
      await this.creditOnce(ports, decided, paid.receiptNumber, at);
      await this.releaseHeld(ports, transaction, { ...decided, receiptNumber: paid.receiptNumber }, at);
      return { kind: 'already-settled', payment: { ...decided, receiptNumber: paid.receiptNumber } };
    }
    return (await this.keepForStaff(ports, decided, paid, at))
      ? { kind: 'kept-for-staff', payment: decided }
      : { kind: 'already-settled', payment: decided };
  }

  /**
   * A receipt come late for a push credited without it may have been told by the paybill's confirmation too: kept
   * for staff then, it is this push's money, credited already (marked so); credited by it (before the push was paid,
   * or by staff since), the push's own credit is the second one, and is reversed.
   */
  private async creditOnce(
    ports: SettlePorts,
    payment: MpesaPayment,
    receiptNumber: string,
    at: Date,
  ): Promise<void> {
    await ports.unmatchedPayments.assign(receiptNumber, payment.accountId, at);
    const byReceipt = await ports.ledger.findBySource(PAYMENT_SOURCES.mpesaReceipt(receiptNumber));
    // Credited to another account (by staff), it is not this push's to undo: staff put that right.
    if (!byReceipt || byReceipt.userId !== payment.userId) return;
    if (payment.entryId === null || byReceipt.id === payment.entryId) return;
    await ports.ledger.post(
      newLedgerEntry(
        {
          id: this.ids.next(),
          userId: payment.userId,
          kind: 'reversal',
          amountCents: payment.amountCents,
          source: LEDGER_SOURCES.reversalOf(payment.entryId),
          description: `Cancelled: the M-Pesa payment ${receiptNumber} was credited once already`,
          reverses: payment.entryId,
          reason: `M-Pesa receipt ${receiptNumber} is credited by its own entry`,
          postedBy: null,
        },
        at,
      ),
    );
  }

  /**
   * Paybill confirmations kept for staff because they might have been this push's money told again (the same whole
   * shillings for the same account, within M-Pesa's day of it): its receipt names another payment, so each is the
   * paybill payment it says, credited to the account, unless another push of those shillings still awaits its
   * receipt and may yet name it.
   */
  private async releaseHeld(
    ports: SettlePorts,
    transaction: Transaction,
    payment: MpesaPayment,
    at: Date,
  ): Promise<void> {
    const held = (await ports.unmatchedPayments.listWaiting(HELD_SCAN)).filter(
      (kept) =>
        kept.transId !== payment.receiptNumber &&
        kept.amountKes === payment.amountKes &&
        accountIdOf(kept.billRefNumber) === payment.accountId &&
        kept.receivedAt >= payment.createdAt &&
        kept.receivedAt.getTime() <= payment.createdAt.getTime() + RECEIPT_WAIT_MS,
    );
    for (const kept of held) {
      const since = new Date(kept.receivedAt.getTime() - RECEIPT_WAIT_MS);
      if (await ports.mpesaPayments.findAwaitingReceipt(payment.userId, kept.amountKes, since)) continue;
      // Assigned first: of staff and this callback at once, one credits it.
      if (!(await ports.unmatchedPayments.assign(kept.transId, payment.accountId, at))) continue;
      await creditPaybillPayment(
        ports,
        transaction,
        { id: this.ids.next(), userId: payment.userId },
        kept,
        this.rate,
        this.paymentPosted,
        at,
      );
    }
  }

  /** Keeps the money for staff unless its receipt is credited already (the paybill's confirmation told it too). */
  private async keepForStaff(
    ports: SettlePorts,
    payment: MpesaPayment,
    paid: NonNullable<StkResult['paid']>,
    at: Date,
  ): Promise<boolean> {
    if (await ports.ledger.findBySource(PAYMENT_SOURCES.mpesaReceipt(paid.receiptNumber))) return false;
    await ports.unmatchedPayments.add({
      transId: paid.receiptNumber,
      amountKes: paid.amountKes,
      billRefNumber: payment.accountId,
      msisdn: maskedPhone(paid.phone || payment.phone),
      payerName: '',
      receivedAt: at,
      assignedTo: null,
      assignedAt: null,
    });
    return true;
  }
}
