import type { Refusals } from '../../shared/refusals.js';
import type { CustomerError } from '../customer.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const CUSTOMER_REFUSALS = {
  'CUSTOMERS.SAMPLE_MISSING': { status: 404, exit: 'failure' },
} as const satisfies Refusals<CustomerError['code']>;
