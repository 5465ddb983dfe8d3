import * as z from 'zod/mini';
import type { ImportReport } from './import-customers.use-case.js';
import type { CustomerLookupResult } from './look-up-customer.use-case.js';

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

export const customerLookupResultSchema = z.union([
  z.object({ found: z.literal(false) }),
  z.object({ found: z.literal(true), ambiguous: z.literal(true) }),
  z.object({
    found: z.literal(true),
    customer: z.object({ firstName: z.string(), accountId: z.string(), phoneNumber: z.nullable(z.string()) }),
  }),
]) satisfies z.ZodMiniType<CustomerLookupResult>;
