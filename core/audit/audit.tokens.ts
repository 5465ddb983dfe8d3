import { token } from '../shared/token.js';
import type { AuditLog } from './audit.ports.js';

export const AUDIT_TOKENS = {
  /** The trail outside any transaction, for reads. */
  AuditLog: token<AuditLog>('AuditLog'),
} as const;
