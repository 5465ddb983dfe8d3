import * as z from 'zod/mini';
import type { RateCardVersion } from '../rate-card-book.js';

const versionAnswerSchema = z.object({
  effectiveDate: z.iso.date(),
  /** Null for the file shipped with the code. */
  importedAt: z.nullable(z.iso.datetime()),
  source: z.string(),
  cards: z.number(),
  publishedRanges: z.number(),
  inForce: z.boolean(),
});
export type RateCardVersionAnswer = z.output<typeof versionAnswerSchema>;

/** GET /api/admin/rate-cards. */
export const rateCardHistoryAnswerSchema = z.object({ versions: z.array(versionAnswerSchema) });

/** POST /api/admin/rate-cards. */
export const rateCardImportAnswerSchema = z.object({ message: z.string(), version: versionAnswerSchema });

export const rateCardVersionAnswer = (version: RateCardVersion, inForce: boolean): RateCardVersionAnswer => ({
  effectiveDate: version.set.effectiveDate,
  importedAt: version.importedAt?.toISOString() ?? null,
  source: version.source,
  cards: version.set.cards.length,
  publishedRanges: version.set.publishedRanges.length,
  inForce,
});
