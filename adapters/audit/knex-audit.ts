import type { Knex } from 'knex';
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECTS,
  type AuditEntry,
  type AuditRecord,
} from '../../core/audit/audit-entry.js';
import type { AuditFilter, AuditLog, AuditTrail } from '../../core/audit/audit.ports.js';

const auditRow = z.object({
  seq: z.coerce.number(),
  at: z.date(),
  staff_user_id: z.string().nullable(),
  staff_email: z.string(),
  address: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject_kind: z.enum(AUDIT_SUBJECTS),
  subject_id: z.string(),
  account_id: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  reason: z.string().nullable(),
});

function toEntry(row: unknown): AuditEntry {
  const r = auditRow.parse(row);
  return {
    seq: r.seq,
    at: r.at,
    staffUserId: r.staff_user_id,
    staffEmail: r.staff_email,
    address: r.address,
    action: r.action,
    subjectKind: r.subject_kind,
    subjectId: r.subject_id,
    accountId: r.account_id,
    details: r.details,
    reason: r.reason,
  };
}

/** The trail inside a transaction: an insert, nothing else. */
export class KnexAuditTrail implements AuditTrail {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.db('audit_entries').insert({
      at: entry.at,
      staff_user_id: entry.staffUserId,
      staff_email: entry.staffEmail,
      address: entry.address,
      action: entry.action,
      subject_kind: entry.subjectKind,
      subject_id: entry.subjectId,
      account_id: entry.accountId,
      details: JSON.stringify(entry.details),
      reason: entry.reason,
    });
  }
}

export class KnexAuditLog implements AuditLog {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async list(filter: AuditFilter, limit: number, afterSeq?: number): Promise<AuditEntry[]> {
    const { accountId, staff, from, before } = filter;
    const query = this.db('audit_entries').orderBy('seq', 'desc').limit(limit);
    if (accountId !== undefined) void query.where('account_id', accountId);
    if (staff !== undefined)
      void query.whereRaw('(lower(staff_email) = lower(?) or staff_user_id = ?)', [staff, staff]);
    if (from) void query.where('at', '>=', from);
    if (before) void query.where('at', '<', before);
    if (afterSeq !== undefined) void query.where('seq', '<', afterSeq);
    const rows: unknown[] = await query;
    return rows.map(toEntry);
  }
}
