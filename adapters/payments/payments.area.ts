import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { AskAboutPendingPaymentsUseCase } from '../../core/payments/ask-about-pending-payments.use-case.js';
import { AssignUnmatchedPaymentUseCase } from '../../core/payments/assign-unmatched-payment.use-case.js';
import { ConfirmPaybillPaymentUseCase } from '../../core/payments/confirm-paybill-payment.use-case.js';
import { CreditAccountUseCase } from '../../core/payments/credit-account.use-case.js';
import { PayWithMpesaUseCase } from '../../core/payments/pay-with-mpesa.use-case.js';
import { PAYMENT_RECEIPT, receiptComposer } from '../../core/payments/payment-receipt.js';
import { PAGES } from '../../core/payments/api/payments.pages.js';
import type { MobileMoney } from '../../core/payments/payments.ports.js';
import { PAYMENT_TOKENS } from '../../core/payments/payments.tokens.js';
import { RecordPaymentUseCase } from '../../core/payments/record-payment.use-case.js';
import { ReverseEntryUseCase } from '../../core/payments/reverse-entry.use-case.js';
import { SettleMpesaPaymentUseCase } from '../../core/payments/settle-mpesa-payment.use-case.js';
import { ViewPaymentUseCase } from '../../core/payments/view-payment.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { type AreaContext, areaModule } from '../area-module.js';
import { persistedSecret, randomSecret } from '../security/session-secret.js';
import { ADAPTER_TOKENS, bindFactory } from '../wiring.js';
import { DarajaMobileMoney } from './daraja/daraja-mobile-money.js';
import { inMemoryMpesaPayments, inMemoryUnmatchedPayments } from './in-memory-mpesa-payments.js';
import { KnexMpesaPayments } from './knex-mpesa-payments.js';
import { KnexUnmatchedPayments } from './knex-unmatched-payments.js';
import * as mpesaPayments from './migrations/20261127-010-mpesa-payments.js';
import * as mpesaReceipts from './migrations/20261128-010-mpesa-receipts.js';
import * as mpesaAwaitingReceipt from './migrations/20261128-020-mpesa-awaiting-receipt.js';
import * as mpesaPaymentFailures from './migrations/20261202-010-mpesa-payment-failures.js';
import { MPESA_ADDRESSES, MpesaAddresses } from './mpesa-addresses.js';
import { MpesaStatusQueries } from './mpesa-status-queries.js';
import { mpesaRoutes } from './mpesa.routes.js';
import { OfflineMobileMoney } from './offline-mobile-money.js';
import { receiptRoutes } from './receipts.routes.js';
import { staffPaymentRoutes } from './staff-payments.routes.js';
import { PAYMENTS_SETTINGS } from './payments.config.js';

const MINUTE = 60_000;

/**
 * The secret of M-Pesa's callback addresses: the configured one, else (outside production) one made once and kept
 * under DATA_DIR, so that addresses given to M-Pesa outlive a restart; a database the caller owns (tests) gets a
 * random one, as sessions do.
 */
function callbackSecret({ config, overrides }: AreaContext): string {
  const configured = PAYMENTS_SETTINGS.of(config).callbackSecret;
  if (configured !== undefined) return configured;
  return overrides.storage === undefined
    ? persistedSecret(config.dataDir, 'mpesa-callback-secret')
    : randomSecret();
}

/** Daraja with its credentials; without them the offline M-Pesa (production refuses to start so). */
function mobileMoneyFor({ config, logger }: AreaContext, addresses: MpesaAddresses): MobileMoney {
  const { daraja } = PAYMENTS_SETTINGS.of(config);
  return daraja ? new DarajaMobileMoney(daraja, addresses) : new OfflineMobileMoney(addresses, logger);
}

/**
 * Paying what an account owes: by M-Pesa from the phone (STK push) and by the paybill (C2B); staff's payments,
 * credits and reversals; each payment's receipt.
 */
export const paymentsArea = areaModule({
  name: 'payments',
  settings: PAYMENTS_SETTINGS,
  // The pages tell customers the paybill to pay.
  siteConfig: (config) => ({ paybill: PAYMENTS_SETTINGS.of(config).paybill }),
  pages: PAGES,
  repositories: {
    mpesaPayments: { knex: (db) => new KnexMpesaPayments(db), memory: inMemoryMpesaPayments },
    unmatchedPayments: { knex: (db) => new KnexUnmatchedPayments(db), memory: inMemoryUnmatchedPayments },
  },
  memoryTables: { mpesaPayments: () => new Map(), unmatchedPayments: () => new Map() },
  migrations: {
    '20261127-010-mpesa-payments': mpesaPayments,
    '20261128-010-mpesa-receipts': mpesaReceipts,
    '20261128-020-mpesa-awaiting-receipt': mpesaAwaitingReceipt,
    '20261202-010-mpesa-payment-failures': mpesaPaymentFailures,
  },
  rateLimits: {
    // A few tries of a customer who mistyped a number or cancelled; not a script's stream of prompts to phones.
    mpesaRequests: { windowMs: 10 * MINUTE, limit: 20 },
  },
  bind(container, context) {
    const { config, reads } = context;
    const { UnitOfWork: uow, Clock: clock } = TOKENS;
    const rate = config.exchangeRate;
    const addresses = new MpesaAddresses(config.publicUrl, callbackSecret(context));
    container.bind(MPESA_ADDRESSES).toConstantValue(addresses);
    container.bind(PAYMENT_TOKENS.MobileMoney).toConstantValue(mobileMoneyFor(context, addresses));
    container.bind(PAYMENT_TOKENS.MpesaPayments).toConstantValue(reads.mpesaPayments);
    container.bind(PAYMENT_TOKENS.UnmatchedPayments).toConstantValue(reads.unmatchedPayments);
    container.bind(PAYMENT_TOKENS.ViewPayment).toConstantValue(new ViewPaymentUseCase(reads.mpesaPayments));
    bindFactory(
      container,
      PAYMENT_TOKENS.PayWithMpesa,
      [LEDGER_TOKENS.Ledger, PAYMENT_TOKENS.MpesaPayments, PAYMENT_TOKENS.MobileMoney, clock, TOKENS.Ids],
      (ledger, payments, money, c, ids) => new PayWithMpesaUseCase(ledger, payments, money, c, ids, rate),
    );
    bindFactory(
      container,
      PAYMENT_TOKENS.SettleMpesaPayment,
      [uow, clock, TOKENS.Ids, PAYMENT_TOKENS.PostedFollowUp],
      (u, c, ids, f) => new SettleMpesaPaymentUseCase(u, c, ids, rate, f),
    );
    bindFactory(
      container,
      PAYMENT_TOKENS.AskAboutPendingPayments,
      [PAYMENT_TOKENS.MpesaPayments, PAYMENT_TOKENS.MobileMoney, PAYMENT_TOKENS.SettleMpesaPayment, clock],
      (payments, money, settle, c) => new AskAboutPendingPaymentsUseCase(payments, money, settle, c),
    );
    bindFactory(
      container,
      PAYMENT_TOKENS.ConfirmPaybillPayment,
      [uow, clock, TOKENS.Ids, PAYMENT_TOKENS.PostedFollowUp],
      (u, c, ids, f) => new ConfirmPaybillPaymentUseCase(u, c, ids, rate, f),
    );
    bindFactory(
      container,
      PAYMENT_TOKENS.AssignUnmatchedPayment,
      [uow, clock, TOKENS.Ids, PAYMENT_TOKENS.PostedFollowUp],
      (u, c, ids, f) => new AssignUnmatchedPaymentUseCase(u, c, ids, rate, f),
    );
    bindFactory(
      container,
      PAYMENT_TOKENS.RecordPayment,
      [uow, clock, TOKENS.Ids, PAYMENT_TOKENS.PostedFollowUp],
      (u, c, ids, f) => new RecordPaymentUseCase(u, c, ids, f),
    );
    bindFactory(
      container,
      PAYMENT_TOKENS.CreditAccount,
      [uow, clock, TOKENS.Ids, PAYMENT_TOKENS.PostedFollowUp],
      (u, c, ids, f) => new CreditAccountUseCase(u, c, ids, f),
    );
    bindFactory(
      container,
      PAYMENT_TOKENS.ReverseEntry,
      [uow, clock, TOKENS.Ids],
      (u, c, ids) => new ReverseEntryUseCase(u, c, ids),
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
    mpesaRoutes(container, api, config);
    staffPaymentRoutes(container, api);
    receiptRoutes(container, api, config.identity.brandName);
  },
  workers: (container) => [
    new MpesaStatusQueries(
      container.get(PAYMENT_TOKENS.AskAboutPendingPayments),
      container.get(ADAPTER_TOKENS.Logger),
    ),
  ],
});
