import { CreditAccountUseCase } from '../../core/payments/credit-account.use-case.js';
import { PAYMENTS_TOKENS } from '../../core/payments/payments.tokens.js';
import { RecordPaymentUseCase } from '../../core/payments/record-payment.use-case.js';
import { ReverseEntryUseCase } from '../../core/payments/reverse-entry.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { areaModule } from '../area-module.js';
import { bindFactory } from '../wiring.js';
import { PAYMENT_RECEIPT, receiptComposer } from '../../core/payments/payment-receipt.js';
import { receiptRoutes } from './receipts.routes.js';
import { staffPaymentRoutes } from './staff-payments.routes.js';

/** Paying what an account owes: staff's payments, credits and reversals; each payment's receipt. */
export const paymentsArea = areaModule({
  name: 'payments',
  bind(container) {
    const { UnitOfWork: uow, Clock: clock } = TOKENS;
    bindFactory(
      container,
      PAYMENTS_TOKENS.RecordPayment,
      [uow, clock],
      (u, c) => new RecordPaymentUseCase(u, c),
    );
    bindFactory(
      container,
      PAYMENTS_TOKENS.CreditAccount,
      [uow, clock],
      (u, c) => new CreditAccountUseCase(u, c),
    );
    bindFactory(
      container,
      PAYMENTS_TOKENS.ReverseEntry,
      [uow, clock],
      (u, c) => new ReverseEntryUseCase(u, c),
    );
  },
  mailComposers: ({ config, reads }) => ({
    [PAYMENT_RECEIPT]: receiptComposer(
      {
        brandName: config.identity.brandName,
        supportEmail: config.identity.supportEmail,
        siteUrl: config.publicUrl,
      },
      reads,
    ),
  }),
  routes(container, api, { config }) {
    staffPaymentRoutes(container, api);
    receiptRoutes(container, api, config.identity.brandName);
  },
});
