import * as z from 'zod/mini';

/** Entries a page shows unless asked for fewer. */
export const AUDIT_PAGE_SIZE = 50;

const DATE_MESSAGE = 'Give a date as 2026-12-04, or an instant as 2026-12-04T09:30:00Z';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day (UTC) or an instant, as the query gives it; the day's end is worked out for `to`. */
const dateOrInstant = z.string().check(
  z.trim(),
  z.refine((text) => (DAY.test(text) || INSTANT.test(text)) && !Number.isNaN(Date.parse(text)), DATE_MESSAGE),
);

/** `to` includes its whole day (a date) or its instant: the first instant after it. */
export function endOf(to: string): Date {
  const at = new Date(to);
  return DAY.test(to) ? new Date(at.getTime() + 86_400_000) : new Date(at.getTime() + 1);
}

const CURSOR_MESSAGE = 'This list has no such page: start again from its first page.';

/** GET /api/admin/audit's query: every filter optional, all of them given must match. */
export const auditQuery = z.object({
  account: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^[A-Z0-9-]{1,40}$/, 'The account is its ID, such as KX1001'),
      ),
  ),
  staff: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'Give the staff member’s e-mail or id'), z.maxLength(254)),
  ),
  from: z.optional(dateOrInstant),
  to: z.optional(dateOrInstant),
  cursor: z.optional(z.string().check(z.regex(/^\d{1,15}$/, CURSOR_MESSAGE))),
  limit: z.optional(
    z.pipe(
      z.string(),
      z.pipe(
        z.transform((text: string) => Number(text)),
        z.number().check(z.int('Give a whole number from 1 to 100'), z.minimum(1), z.maximum(100)),
      ),
    ),
  ),
});
