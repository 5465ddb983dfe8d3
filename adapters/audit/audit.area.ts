import { PAGES } from '../../core/audit/api/audit.pages.js';
import { AUDIT_TOKENS } from '../../core/audit/audit.tokens.js';
import { areaModule } from '../area-module.js';
import { auditRoutes } from './audit.routes.js';
import { inMemoryAuditLog, inMemoryAuditTrail } from './in-memory-audit.js';
import { KnexAuditLog, KnexAuditTrail } from './knex-audit.js';
import * as auditTable from './migrations/20261204-122-audit.js';
import * as batchesAndFlightSteps from './migrations/20261205-210-audit-batches-and-flight-steps.js';

/** The audit trail: every staff action that changes something, recorded in its transaction, never changed. */
export const auditArea = areaModule({
  name: 'audit',
  pages: PAGES,
  repositories: {
    auditTrail: { knex: (db) => new KnexAuditTrail(db), memory: inMemoryAuditTrail },
    auditLog: { knex: (db) => new KnexAuditLog(db), memory: inMemoryAuditLog },
  },
  memoryTables: { auditEntries: () => [] },
  migrations: {
    '20261204-122-audit': auditTable,
    '20261205-210-audit-batches-and-flight-steps': batchesAndFlightSteps,
  },
  bind(container, { reads }) {
    container.bind(AUDIT_TOKENS.AuditLog).toConstantValue(reads.auditLog);
  },
  routes: auditRoutes,
});
