import * as z from 'zod/mini';
import type { ImportReport } from '../import-report.js';

export const countResponseSchema = z.object({ count: z.number() });
/** Every customer: site accounts and imported customers alike (an account ID is in one or the other). */
export const customerCountSchema = z.object({ count: z.int(), siteAccounts: z.int(), imported: z.int() });
export const clearResponseSchema = z.object({ removed: z.number() });

const importReportSchema = z.object({
  lines: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.array(z.object({ line: z.number(), reason: z.string(), text: z.string() })),
  rejectedCount: z.number(),
  rolledBack: z.boolean(),
}) satisfies z.ZodMiniType<ImportReport>;

/** The import report, with its `count`: rows of the file now in the directory. */
export const importResponseSchema = z.extend(importReportSchema, { count: z.number() });
export type ImportResponse = z.infer<typeof importResponseSchema>;

const flag = z.pipe(
  z.optional(z.enum(['true', 'false'])),
  z.transform((v) => v === 'true'),
);
/** The query of a customer-file import. */
export const importOptionsSchema = z.object({ allOrNothing: flag, dryRun: flag });

const field = z._default(z.string().check(z.maxLength(200)), '');
/** The admin page's JSON upload; each object becomes one CSV line for the same import. */
export const bulkUploadSchema = z.object(
  {
    customers: z
      .array(
        z.object({ firstName: field, lastName: field, accountId: field, phoneNumber: z.nullable(field) }),
        { error: 'customers must be a list' },
      )
      .check(z.maxLength(200_000, 'At most 200,000 customers per upload')),
  },
  { error: 'The request body must be a JSON object' },
);
