import type { AuditEntry } from '../../core/audit/audit-entry.js';
import type { AuditLog, AuditTrail } from '../../core/audit/audit.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** In the order recorded; never changed. */
    auditEntries: AuditEntry[];
  }
}

export function inMemoryAuditTrail(tables: Tables): AuditTrail {
  return {
    record: (entry) => {
      const last = tables.auditEntries.at(-1);
      tables.auditEntries.push(clone({ ...entry, seq: (last?.seq ?? 0) + 1 }));
      return Promise.resolve();
    },
  };
}

export function inMemoryAuditLog(tables: Tables): AuditLog {
  return {
    list: ({ accountId, staff, from, before }, limit, afterSeq) =>
      Promise.resolve(
        clone(
          tables.auditEntries
            .filter(
              (e) =>
                (accountId === undefined || e.accountId === accountId) &&
                (staff === undefined ||
                  e.staffEmail.toLowerCase() === staff.toLowerCase() ||
                  e.staffUserId === staff) &&
                (!from || e.at >= from) &&
                (!before || e.at < before) &&
                (afterSeq === undefined || e.seq < afterSeq),
            )
            .reverse()
            .slice(0, limit),
        ),
      ),
  };
}
