import { describe, expect, it } from 'vitest';
import { aUser } from '../core/accounts/user.mother.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

/** The user repository: the same behaviour on every adapter. */
export function usersContract(name: string, open: OpenStorage): void {
  describe(`users: ${name}`, () => {
    const storage = useStorage(open);

    it('hands out distinct KX account ids in increasing order', async () => {
      const ids = await storage.unitOfWork.run(async ({ users }) => [
        await users.nextAccountId(),
        await users.nextAccountId(),
        await users.nextAccountId(),
      ]);
      expect(ids.every((id) => /^KX\d+$/.test(id))).toBe(true);
      const numbers = ids.map((id) => Number(id.slice(2)));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(3);
    });

    it('adds a user once per e-mail address, whatever its case, and finds it in any case', async () => {
      const first = aUser({ email: 'Wanjiru.Kamau@Example.com' });
      expect(await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(first))).toBe('added');
      const again = aUser({ email: 'wanjiru.kamau@example.COM' });
      expect(await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(again))).toBe('email-taken');
      expect(await storage.reads.users.findByEmail('WANJIRU.KAMAU@example.com')).toEqual(first);
      expect(await storage.reads.users.findById(first.id)).toEqual(first);
      expect(await storage.reads.users.findById(again.id)).toBeUndefined();
    });

    it('finds an account by its account ID, and nothing for an ID no account holds', async () => {
      const owner = aUser({ accountId: 'KX100007' });
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(owner));
      expect(await storage.reads.users.findByAccountId('KX100007')).toEqual(owner);
      expect(await storage.reads.users.findByAccountId('KX100008')).toBeUndefined();
      expect(await storage.reads.users.findByIds([owner.id, crypto.randomUUID()])).toEqual([owner]);
      expect(await storage.reads.users.findByIds([])).toEqual([]);
    });

    it('finds verified accounts by name, whatever the case and spacing, and never an unverified one', async () => {
      const verified = aUser({ firstName: 'Mary  Ann', lastName: 'Wanjiku', isEmailVerified: true });
      const unverified = aUser({ firstName: 'Mary Ann', lastName: 'Wanjiku' });
      await storage.unitOfWork.run(async ({ users }) => {
        await users.addIfEmailFree(verified);
        await users.addIfEmailFree(unverified);
      });
      expect(await storage.reads.users.findVerifiedByName('mary ann', 'WANJIKU')).toEqual([verified]);
      expect(await storage.reads.users.findVerifiedByName('Mary', 'Wanjiku')).toEqual([]);
    });

    it('updates the password hash, flags and staff roles of a user', async () => {
      const u = aUser();
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(u));
      const at = new Date('2026-11-22T08:00:00.000Z');
      await storage.unitOfWork.run(({ users }) =>
        users.update(u.id, { isEmailVerified: true, roles: ['finance', 'admin'], passwordHash: 'new' }, at),
      );
      expect(await storage.reads.users.findById(u.id)).toEqual({
        ...u,
        isEmailVerified: true,
        roles: ['finance', 'admin'],
        passwordHash: 'new',
        updatedAt: at,
      });
    });

    it('lists the accounts holding a staff role, by account ID, and no longer one whose roles are all taken away', async () => {
      const customer = aUser({ accountId: 'KX100003' });
      const finance = aUser({ accountId: 'KX100002', isEmailVerified: true, roles: ['finance'] });
      const admin = aUser({ accountId: 'KX100001', isEmailVerified: true, roles: ['warehouse', 'admin'] });
      await storage.unitOfWork.run(async ({ users }) => {
        for (const u of [customer, finance, admin]) await users.addIfEmailFree(u);
      });
      expect(await storage.reads.users.findStaff()).toEqual([admin, finance]);
      const at = new Date('2026-11-22T08:00:00.000Z');
      await storage.unitOfWork.run(({ users }) => users.update(finance.id, { roles: [] }, at));
      expect(await storage.reads.users.findStaff()).toEqual([admin]);
    });

    it('keeps the KRA PIN the owner gives, null while none is', async () => {
      const u = aUser();
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(u));
      expect((await storage.reads.users.findById(u.id))?.kraPin ?? null).toBeNull();
      const at = new Date('2026-11-22T08:00:00.000Z');
      await storage.unitOfWork.run(({ users }) => users.update(u.id, { kraPin: 'A123456789B' }, at));
      expect((await storage.reads.users.findById(u.id))?.kraPin).toBe('A123456789B');
      await storage.unitOfWork.run(({ users }) => users.update(u.id, { kraPin: null }, at));
      expect((await storage.reads.users.findById(u.id))?.kraPin).toBeNull();
    });

    it("keeps the language of the owner's notices, English until they choose Kiswahili", async () => {
      const u = aUser();
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(u));
      expect((await storage.reads.users.findById(u.id))?.language ?? 'en').toBe('en');
      const at = new Date('2026-12-05T08:00:00.000Z');
      await storage.unitOfWork.run(({ users }) => users.update(u.id, { language: 'sw' }, at));
      expect((await storage.reads.users.findById(u.id))?.language).toBe('sw');
    });
  });
}
