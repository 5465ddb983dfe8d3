import { type Result, fail, ok } from '../shared/result.js';
import type { MpesaPayment } from './mpesa-payment.js';
import { PAYMENT_ERRORS, type PaymentError } from './payments.errors.js';
import type { MpesaPaymentRepository } from './payments.ports.js';

/**
 * An M-Pesa payment request as the customer follows it. Only its owner sees it: anyone else's, like an id that
 * does not exist, is not found, so that an id tells nobody else that the payment exists.
 */
export class ViewPaymentUseCase {
  constructor(private readonly payments: MpesaPaymentRepository) {}

  async execute(
    viewerId: string,
    paymentId: string,
  ): Promise<Result<MpesaPayment, PaymentError<'PAYMENTS.NOT_FOUND'>>> {
    const payment = await this.payments.find(paymentId);
    if (payment?.userId !== viewerId) return fail(PAYMENT_ERRORS.paymentNotFound);
    return ok(payment);
  }
}
