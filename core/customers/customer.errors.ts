export const CUSTOMER_ERRORS = {
  /** A deployment without the configured sample file: a clear refusal, not a failed import. */
  sampleMissing: (file: string) =>
    ({
      code: 'CUSTOMERS.SAMPLE_MISSING',
      message: `The customer sample file is missing (${file}).`,
    }) as const,
} as const;

export type CustomerError = ReturnType<typeof CUSTOMER_ERRORS.sampleMissing>;
