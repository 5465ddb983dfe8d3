import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../core/audit/audit-entry.js';
import { NOW, type OpenStorage, later, useStorage } from './storage-under-test.js';

const anEntry = (overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  at: NOW,
  staffUserId: 'staff-1',
  staffEmail: 'grace@kango.test',
  address: '203.0.113.7',
  action: 'parcel.moved',
  subjectKind: 'parcel',
  subjectId: 'KP1000001',
  accountId: 'KX1001',
  details: { from: 'received', to: 'departed', box: null, withCode: false, amountCents: 0 },
  reason: null,
  ...overrides,
});

/** The audit trail's record and its reading, the same on every adapter. */
export function auditTrailContract(name: string, open: OpenStorage): void {
  describe(`audit trail: ${name}`, () => {
    const storage = useStorage(open);
    const record = (entry: AuditRecord) =>
      storage.unitOfWork.run(({ auditTrail }) => auditTrail.record(entry));

    it('keeps each entry as recorded, newest first, numbered in order', async () => {
      const first = anEntry({ reason: 'Loaded by hand' });
      const second = anEntry({
        at: later(1000),
        staffUserId: null,
        staffEmail: 'cli:ops',
        address: 'cli',
        action: 'account.credited',
        subjectKind: 'account',
        subjectId: 'KX1002',
        accountId: 'KX1002',
        details: { entry: 'e-1', amountCents: 500 },
      });
      await record(first);
      await record(second);
      const read = await storage.reads.auditLog.list({}, 10);
      expect(read).toEqual([expect.objectContaining(second), expect.objectContaining(first)]);
      const [newer, older] = read;
      expect((newer?.seq ?? 0) > (older?.seq ?? 0)).toBe(true);
    });

    it('records nothing when its transaction fails', async () => {
      await expect(
        storage.unitOfWork.run(async ({ auditTrail }) => {
          await auditTrail.record(anEntry());
          throw new Error('the action failed');
        }),
      ).rejects.toThrow('the action failed');
      expect(await storage.reads.auditLog.list({}, 10)).toEqual([]);
    });

    it('filters by account, staff (e-mail in any case, or id) and time, and pages after an entry', async () => {
      const entries = [
        anEntry({ at: later(0) }),
        anEntry({
          at: later(60_000),
          accountId: 'KX1002',
          staffEmail: 'Ali@kango.test',
          staffUserId: 'staff-2',
        }),
        anEntry({ at: later(120_000), accountId: null, subjectId: 'KP1000009' }),
      ];
      for (const entry of entries) await record(entry);
      const subjects = async (...args: Parameters<typeof storage.reads.auditLog.list>) =>
        (await storage.reads.auditLog.list(...args)).map(
          (e) => `${e.subjectId}@${String(e.at.getTime() - NOW.getTime())}`,
        );
      expect(await subjects({ accountId: 'KX1002' }, 10)).toEqual(['KP1000001@60000']);
      expect(await subjects({ staff: 'ali@KANGO.test' }, 10)).toEqual(['KP1000001@60000']);
      expect(await subjects({ staff: 'staff-1' }, 10)).toEqual(['KP1000009@120000', 'KP1000001@0']);
      expect(await subjects({ from: later(60_000), before: later(120_000) }, 10)).toEqual([
        'KP1000001@60000',
      ]);
      const [newest] = await storage.reads.auditLog.list({}, 1);
      expect(await subjects({}, 10, newest?.seq)).toEqual(['KP1000001@60000', 'KP1000001@0']);
      expect(await subjects({ staff: 'staff-1' }, 1, newest?.seq)).toEqual(['KP1000001@0']);
    });
  });
}
