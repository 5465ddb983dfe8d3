import type { Refusals } from '../../shared/refusals.js';
import type { PaymentCode } from '../payments.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const PAYMENT_REFUSALS = {
  'PAYMENTS.NOTHING_DUE': { status: 409, exit: 'failure' },
  'PAYMENTS.NOT_FOUND': { status: 404, exit: 'failure' },
  'PAYMENTS.UNKNOWN_ACCOUNT': { status: 404, exit: 'failure' },
  'PAYMENTS.DUPLICATE_REFERENCE': { status: 409, exit: 'failure' },
  'PAYMENTS.ENTRY_NOT_FOUND': { status: 404, exit: 'failure' },
  'PAYMENTS.ALREADY_REVERSED': { status: 409, exit: 'failure' },
  'PAYMENTS.UNMATCHED_NOT_FOUND': { status: 404, exit: 'failure' },
  'PAYMENTS.ALREADY_ASSIGNED': { status: 409, exit: 'failure' },
  'PAYMENTS.ALREADY_CREDITED': { status: 409, exit: 'failure' },
  'PAYMENTS.TOO_SMALL': { status: 409, exit: 'failure' },
  /** A callback to a path without the secret: answered as an address that does not exist. */
  'PAYMENTS.NO_SUCH_CALLBACK': { status: 404, exit: 'failure' },
} as const satisfies Refusals<PaymentCode>;
