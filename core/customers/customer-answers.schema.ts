import * as z from 'zod/mini';
import type { ImportReport } from './import-customers.use-case.js';

export const countAnswerSchema = z.object({ count: z.number() });
export const clearAnswerSchema = z.object({ removed: z.number() });

const importReportSchema = z.object({
  lines: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.array(z.object({ line: z.number(), reason: z.string(), text: z.string() })),
  rejectedCount: z.number(),
  rolledBack: z.boolean(),
}) satisfies z.ZodMiniType<ImportReport>;

/** The import report, with the specification's `count`: rows of the file now in the directory. */
export const importAnswerSchema = z.extend(importReportSchema, { count: z.number() });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
