import { token } from '../shared/token.js';
import type { AskAboutPendingPaymentsUseCase } from './ask-about-pending-payments.use-case.js';
import type { AssignUnmatchedPaymentUseCase } from './assign-unmatched-payment.use-case.js';
import type { ConfirmPaybillPaymentUseCase } from './confirm-paybill-payment.use-case.js';
import type { CreditAccountUseCase } from './credit-account.use-case.js';
import type { PayWithMpesaUseCase } from './pay-with-mpesa.use-case.js';
import type {
  MobileMoney,
  MpesaPaymentRepository,
  PaymentPostedFollowUp,
  UnmatchedPaymentRepository,
} from './payments.ports.js';
import type { RecordPaymentUseCase } from './record-payment.use-case.js';
import type { ReverseEntryUseCase } from './reverse-entry.use-case.js';
import type { SettleMpesaPaymentUseCase } from './settle-mpesa-payment.use-case.js';
import type { ViewPaymentUseCase } from './view-payment.use-case.js';

export const PAYMENT_TOKENS = {
  MobileMoney: token<MobileMoney>('PaymentsMobileMoney'),
  /** The repositories outside any transaction, for reads and single changes. */
  MpesaPayments: token<MpesaPaymentRepository>('PaymentsMpesaPayments'),
  UnmatchedPayments: token<UnmatchedPaymentRepository>('PaymentsUnmatchedPayments'),
  PayWithMpesa: token<PayWithMpesaUseCase>('PaymentsPayWithMpesa'),
  SettleMpesaPayment: token<SettleMpesaPaymentUseCase>('PaymentsSettleMpesaPayment'),
  AskAboutPendingPayments: token<AskAboutPendingPaymentsUseCase>('PaymentsAskAboutPendingPayments'),
  ConfirmPaybillPayment: token<ConfirmPaybillPaymentUseCase>('PaymentsConfirmPaybillPayment'),
  AssignUnmatchedPayment: token<AssignUnmatchedPaymentUseCase>('PaymentsAssignUnmatchedPayment'),
  RecordPayment: token<RecordPaymentUseCase>('PaymentsRecordPayment'),
  CreditAccount: token<CreditAccountUseCase>('PaymentsCreditAccount'),
  ReverseEntry: token<ReverseEntryUseCase>('PaymentsReverseEntry'),
  /** A payment request as its owner follows it; who may see it is decided there. */
  ViewPayment: token<ViewPaymentUseCase>('PaymentsViewPayment'),
  /** What follows each payment or credit posted: bound by the area whose work it is (referrals). */
  PostedFollowUp: token<PaymentPostedFollowUp>('PaymentsPostedFollowUp'),
} as const;
