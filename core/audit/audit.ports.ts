import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { AuditEntry, AuditRecord } from './audit-entry.js';

/** The trail, inside a unit of work: an action's entry commits with the action, or neither does. */
export interface AuditTrail {
  /** Adds the entry; there is no way to change or remove one. */
  record(entry: AuditRecord): Promise<void>;
}

/** Which entries a page of the trail shows; every filter given must match. */
export interface AuditFilter {
  /** The customer's account ID the action concerns. */
  accountId?: string;
  /** The staff member's e-mail (any case) or user id. */
  staff?: string;
  /** From this instant, included. */
  from?: Date;
  /** Before this instant. */
  before?: Date;
}

/** Reading the trail, newest first. */
export interface AuditLog {
  /** At most `limit` entries matching the filter, newest first, older than the entry numbered `afterSeq`. */
  list(filter: AuditFilter, limit: number, afterSeq?: number): Promise<AuditEntry[]>;
}

/** The audit area's part of a unit of work: every area that records names it (`UnitOfWork<... & AuditPorts>`). */
export type AuditPorts = Pick<TransactionalPorts, 'auditTrail'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    auditTrail: AuditTrail;
    auditLog: AuditLog;
  }
}
