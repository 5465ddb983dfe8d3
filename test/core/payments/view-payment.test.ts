import { describe, expect, it } from 'vitest';
import { ViewPaymentUseCase } from '../../../core/payments/view-payment.use-case.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { anMpesaPayment } from './mpesa-payment.mother.js';

describe("a payment request's view", () => {
  it('is its owner’s alone: another customer and an unknown id are told the same “not found”', async () => {
    const store = memoryStore();
    const [owner, stranger] = [aUser(), aUser()];
    const payment = anMpesaPayment({ userId: owner.id, accountId: owner.accountId });
    await store.ports.mpesaPayments.add(payment, new Date());
    const view = new ViewPaymentUseCase(store.ports.mpesaPayments);

    expect(await view.execute(owner.id, payment.id)).toEqual({ ok: true, value: payment });
    const notFound = { ok: false, error: { code: 'PAYMENTS.NOT_FOUND', message: 'No such payment.' } };
    expect(await view.execute(stranger.id, payment.id)).toEqual(notFound);
    expect(await view.execute(owner.id, crypto.randomUUID())).toEqual(notFound);
  });
});
