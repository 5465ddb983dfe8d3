import * as z from 'zod/mini';
import type { RateCardVersion } from '../rate-card-book.js';

const versionResponseSchema = z.object({
  effectiveDate: z.iso.date(),
  /** Null for the file shipped with the code. */
  importedAt: z.nullable(z.iso.datetime()),
  source: z.string(),
  cards: z.number(),
  publishedRanges: z.number(),
  inForce: z.boolean(),
});
export type RateCardVersionResponse = z.output<typeof versionResponseSchema>;

/** GET /api/admin/rate-cards. */
export const rateCardHistoryResponseSchema = z.object({ versions: z.array(versionResponseSchema) });

/** POST /api/admin/rate-cards. */
export const rateCardImportResponseSchema = z.object({ message: z.string(), version: versionResponseSchema });

export const rateCardVersionResponse = (
  version: RateCardVersion,
  inForce: boolean,
): RateCardVersionResponse => ({
  effectiveDate: version.set.effectiveDate,
  importedAt: version.importedAt?.toISOString() ?? null,
  source: version.source,
  cards: version.set.cards.length,
  publishedRanges: version.set.publishedRanges.length,
  inForce,
});
