import * as z from 'zod/mini';

// Apart from storage-terms.ts: its defaults and helpers are on every page's first load, which carries no schema library.
/**
 * How long a parcel waits at the warehouse free, and what each day after costs (per parcel): configured
 * (FREE_STORAGE_DAYS, STORAGE_FEE_CENTS_PER_DAY), charged by the parcels' daily job, stated on the pricing pages.
 */
export const storageTermsSchema = z.object({
  freeDays: z.int().check(z.nonnegative()),
  feeCentsPerDay: z.int().check(z.nonnegative()),
});
export type StorageTerms = z.infer<typeof storageTermsSchema>;
