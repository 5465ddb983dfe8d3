import * as z from 'zod/mini';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditEntry } from '../audit-entry.js';

export const auditEntryResponseSchema = z.object({
  seq: z.number(),
  at: z.string(),
  staffUserId: z.nullable(z.string()),
  staffEmail: z.string(),
  /** The address the request came from; `cli` for a command. */
  address: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subjectKind: z.enum(AUDIT_SUBJECTS),
  subjectId: z.string(),
  accountId: z.nullable(z.string()),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  reason: z.nullable(z.string()),
});
export type AuditEntryResponse = z.infer<typeof auditEntryResponseSchema>;

export const auditEntryResponse = (e: AuditEntry): AuditEntryResponse => ({
  seq: e.seq,
  at: e.at.toISOString(),
  staffUserId: e.staffUserId,
  staffEmail: e.staffEmail,
  address: e.address,
  action: e.action,
  subjectKind: e.subjectKind,
  subjectId: e.subjectId,
  accountId: e.accountId,
  details: { ...e.details },
  reason: e.reason,
});

export const auditPageResponseSchema = z.object({
  entries: z.array(auditEntryResponseSchema),
  /** The page after this one; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type AuditPageResponse = z.infer<typeof auditPageResponseSchema>;

/** A page of `limit` asked for, read with one more to know whether another follows. */
export function auditPageResponse(read: readonly AuditEntry[], limit: number): AuditPageResponse {
  const entries = read.slice(0, limit);
  const last = entries.at(-1);
  return {
    entries: entries.map(auditEntryResponse),
    nextCursor: read.length > limit && last ? String(last.seq) : null,
  };
}
