import * as z from 'zod/mini';

/**
 * How long a parcel waits at the warehouse free, and what each day after costs (per parcel): configured
 * (FREE_STORAGE_DAYS, STORAGE_FEE_CENTS_PER_DAY), charged by the parcels' daily job, stated on the pricing pages.
 */
export const storageTermsSchema = z.object({
  freeDays: z.int().check(z.nonnegative()),
  feeCentsPerDay: z.int().check(z.nonnegative()),
});
export type StorageTerms = z.infer<typeof storageTermsSchema>;

/** The pricing page's "storage beyond 30 days", and a dollar a day after it. */
export const DEFAULT_STORAGE_TERMS: StorageTerms = { freeDays: 30, feeCentsPerDay: 100 };
