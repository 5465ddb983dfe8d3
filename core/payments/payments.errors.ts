import type { DomainError } from '../shared/result.js';

export const PAYMENT_ERRORS = {
  nothingDue: {
    code: 'PAYMENTS.NOTHING_DUE',
    message: 'Your account owes nothing: there is nothing to pay.',
  },
  paymentNotFound: { code: 'PAYMENTS.NOT_FOUND', message: 'No such payment.' },
  unknownAccount: {
    code: 'PAYMENTS.UNKNOWN_ACCOUNT',
    message: 'No account on this site has this account ID.',
  },
  duplicateReference: {
    code: 'PAYMENTS.DUPLICATE_REFERENCE',
    message: 'A payment with this reference has already been recorded: it was not recorded again.',
  },
  entryNotFound: { code: 'PAYMENTS.ENTRY_NOT_FOUND', message: 'No ledger entry has this id.' },
  alreadyReversed: {
    code: 'PAYMENTS.ALREADY_REVERSED',
    message: 'This entry has been reversed already, or is a reversal itself.',
  },
  unmatchedNotFound: {
    code: 'PAYMENTS.UNMATCHED_NOT_FOUND',
    message: 'No unmatched paybill payment has this transaction ID.',
  },
  alreadyAssigned: {
    code: 'PAYMENTS.ALREADY_ASSIGNED',
    message: 'This paybill payment has been assigned to an account already.',
  },
  alreadyCredited: {
    code: 'PAYMENTS.ALREADY_CREDITED',
    message:
      'This M-Pesa payment has been credited to an account already (its receipt is in the ledger): nothing was credited again. Find it on the account’s statement by its receipt number.',
  },
  tooSmall: {
    code: 'PAYMENTS.TOO_SMALL',
    message: 'This payment is worth less than a cent at the rate: there is nothing to credit.',
  },
  noSuchCallback: { code: 'PAYMENTS.NO_SUCH_CALLBACK', message: 'No API route for this address' },
} as const satisfies Record<string, DomainError>;

type AnyPaymentError = (typeof PAYMENT_ERRORS)[keyof typeof PAYMENT_ERRORS];
export type PaymentCode = AnyPaymentError['code'];
/** A payments failure, or one of those with the codes `C` (what one use case may return). */
export type PaymentError<C extends PaymentCode = PaymentCode> = Extract<AnyPaymentError, { code: C }>;
