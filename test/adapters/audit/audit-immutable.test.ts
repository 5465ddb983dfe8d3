import { describe, expect, it } from 'vitest';
import { KnexAuditTrail } from '../../../adapters/audit/knex-audit.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';

for (const target of DATABASE_TARGETS)
  describe(`the audit trail on PostgreSQL (${target.name})`, () => {
    const opened = useDatabase(target);

    it('refuses every UPDATE and DELETE of an entry, even a statement run by hand', async () => {
      const { db } = opened;
      await new KnexAuditTrail(db.knex).record({
        at: new Date('2026-12-04T09:00:00Z'),
        staffUserId: 'staff-1',
        staffEmail: 'grace@kango.test',
        address: '203.0.113.7',
        action: 'entry.reversed',
        subjectKind: 'entry',
        subjectId: 'e-1',
        accountId: 'KX1001',
        details: { amountCents: 2700 },
        reason: 'Charged twice',
      });
      await expect(db.knex('audit_entries').update({ reason: 'edited' })).rejects.toThrow(
        /never changed or deleted/,
      );
      await expect(db.knex('audit_entries').delete()).rejects.toThrow(/never changed or deleted/);
      await expect(db.knex.raw('update audit_entries set staff_email = ?', ['someone@else'])).rejects.toThrow(
        /never changed or deleted/,
      );
      const rows = await db.knex('audit_entries').select('reason', 'staff_email');
      expect(rows).toEqual([{ reason: 'Charged twice', staff_email: 'grace@kango.test' }]);
    });
  });
