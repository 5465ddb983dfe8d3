import type { Refusals } from '../shared/refusals.js';

export const CUSTOMER_ERRORS = {
  /** A deployment without the configured sample file: a clear refusal, not a failed import. */
  sampleMissing: (file: string) =>
    ({
      code: 'CUSTOMERS.SAMPLE_MISSING',
      message: `The customer sample file is missing (${file}).`,
    }) as const,
} as const;

export type CustomerError = ReturnType<typeof CUSTOMER_ERRORS.sampleMissing>;

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const CUSTOMER_REFUSALS = {
  'CUSTOMERS.SAMPLE_MISSING': { status: 404, exit: 'failure' },
} as const satisfies Refusals<CustomerError['code']>;
