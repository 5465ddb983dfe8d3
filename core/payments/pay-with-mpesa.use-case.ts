import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { centsForShillings, shillingsToAsk } from '../ledger/shillings.js';
import { dueOf } from '../ledger/statement.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import type { ExchangeRate } from '../shared/exchange-rate.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { MpesaPayment } from './mpesa-payment.js';
import { PAYMENT_ERRORS, type PaymentError } from './payments.errors.js';
import type { MobileMoney, MpesaPaymentRepository } from './payments.ports.js';
import type { PayWithMpesaInput } from './payments.schema.js';

/** M-Pesa's most for one transaction: an account owing more pays it in several requests. */
const MPESA_MAX_KES = 250_000;

/** A request M-Pesa has not called back about is asked about after this long (the status query). */
const ASK_AFTER_MS = 60_000;

/**
 * The customer asks to pay what the account owes from their phone: the dollars due at the dated rate, rounded up
 * to the shilling (at most M-Pesa's limit for one transaction), are asked for by an STK push, and the request is
 * kept, pending, until M-Pesa says how it ended. What it pays, when paid, is what those shillings are worth at the
 * same rate, rounded down to the cent: never less than the dollars asked for.
 */
export class PayWithMpesaUseCase {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly payments: MpesaPaymentRepository,
    private readonly mobileMoney: MobileMoney,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly rate: ExchangeRate,
  ) {}

  async execute(
    input: PayWithMpesaInput & { userId: string; accountId: string },
  ): Promise<Result<MpesaPayment, PaymentError<'PAYMENTS.NOTHING_DUE'>>> {
    const dueCents = dueOf(await this.ledger.balanceOf(input.userId));
    if (dueCents === 0) return fail(PAYMENT_ERRORS.nothingDue);
    const amountKes = Math.min(shillingsToAsk(dueCents, this.rate), MPESA_MAX_KES);
    // No transaction is held open while M-Pesa answers: the request is kept once it has been taken.
    const taken = await this.mobileMoney.requestPayment({
      phone: input.phone,
      amountKes,
      accountId: input.accountId,
    });
    const now = this.clock.now();
    const payment: MpesaPayment = {
      id: this.ids.next(),
      userId: input.userId,
      accountId: input.accountId,
      phone: input.phone,
      amountKes,
      amountCents: centsForShillings(amountKes, this.rate),
      kesPerUsd: this.rate.kesPerUsd,
      rateDate: this.rate.asOf,
      merchantRequestId: taken.merchantRequestId,
      checkoutRequestId: taken.checkoutRequestId,
      status: 'pending',
      failure: null,
      providerCode: null,
      providerDescription: null,
      receiptNumber: null,
      entryId: null,
      createdAt: now,
      settledAt: null,
    };
    await this.payments.add(payment, new Date(now.getTime() + ASK_AFTER_MS));
    return ok(payment);
  }
}
