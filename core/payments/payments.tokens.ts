import { token } from '../shared/token.js';
import type { CreditAccountUseCase } from './credit-account.use-case.js';
import type { RecordPaymentUseCase } from './record-payment.use-case.js';
import type { ReverseEntryUseCase } from './reverse-entry.use-case.js';

export const PAYMENTS_TOKENS = {
  RecordPayment: token<RecordPaymentUseCase>('PaymentsRecordPayment'),
  CreditAccount: token<CreditAccountUseCase>('PaymentsCreditAccount'),
  ReverseEntry: token<ReverseEntryUseCase>('PaymentsReverseEntry'),
} as const;
