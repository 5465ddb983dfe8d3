import { describe, expect, it } from 'vitest';
import { aRegistrationClaim } from '../core/accounts/registration-claim.mother.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

/** The registration claims: the same behaviour on every adapter. */
export function registrationClaimsContract(name: string, open: OpenStorage): void {
  describe(`registration claims: ${name}`, () => {
    const storage = useStorage(open);
    const add = (...claims: ReturnType<typeof aRegistrationClaim>[]) =>
      storage.unitOfWork.run(async ({ registrationClaims }) => {
        for (const c of claims) await registrationClaims.add(c);
      });

    it('keeps several claims of one address, found in any case, newest first, and each by its link', async () => {
      const first = aRegistrationClaim({ email: 'Wanjiru.Kamau@Example.com' });
      const second = aRegistrationClaim({
        email: 'wanjiru.kamau@example.COM',
        firstName: 'Other',
        referrerAccountId: 'KX100001',
      });
      const elsewhere = aRegistrationClaim();
      await add(first, second, elsewhere);
      expect(await storage.reads.registrationClaims.findByEmail('WANJIRU.KAMAU@example.com')).toEqual([
        second,
        first,
      ]);
      expect(await storage.reads.registrationClaims.findByTokenHash(first.tokenHash)).toEqual(first);
      expect(await storage.reads.registrationClaims.findByTokenHash('no-such-hash')).toBeUndefined();
      expect(await storage.reads.registrationClaims.findByEmail('nobody@example.com')).toEqual([]);
    });

    it('refuses a second claim with the same link or account ID', async () => {
      const first = aRegistrationClaim();
      await add(first);
      const { email, tokenHash, accountId } = first;
      await expect(add(aRegistrationClaim({ email, tokenHash }))).rejects.toThrow();
      await expect(add(aRegistrationClaim({ email, accountId }))).rejects.toThrow();
      expect(await storage.reads.registrationClaims.findByEmail(first.email)).toEqual([first]);
    });

    it('counts password attempts up to a limit, even attempts made at once, and a new link starts again', async () => {
      const c = aRegistrationClaim();
      await add(c);
      const attempt = () =>
        storage.unitOfWork.run(({ registrationClaims }) => registrationClaims.countPasswordAttempt(c.id, 3));
      const counts = await Promise.all([attempt(), attempt(), attempt(), attempt()]);
      expect(counts.filter((n) => n !== undefined).sort()).toEqual([1, 2, 3]);
      expect(await attempt()).toBeUndefined();
      const expiresAt = new Date('2026-11-23T10:00:00.000Z');
      await storage.unitOfWork.run(({ registrationClaims }) =>
        registrationClaims.renewLink(c.id, 'new-hash', expiresAt),
      );
      const renewed = { ...c, tokenHash: 'new-hash', expiresAt, passwordAttempts: 0 };
      expect(await storage.reads.registrationClaims.findByTokenHash('new-hash')).toEqual(renewed);
      expect(await storage.reads.registrationClaims.findByTokenHash(c.tokenHash)).toBeUndefined();
      expect(await attempt()).toBe(1);
      expect(
        await storage.unitOfWork.run(({ registrationClaims }) =>
          registrationClaims.countPasswordAttempt(crypto.randomUUID(), 3),
        ),
      ).toBeUndefined();
    });

    it('removes a claim once: a second removal, as by a verification at the same moment, answers false', async () => {
      const c = aRegistrationClaim();
      await add(c);
      const remove = () =>
        storage.unitOfWork.run(({ registrationClaims }) => registrationClaims.remove(c.id));
      expect(await Promise.all([remove(), remove()])).toEqual(expect.arrayContaining([true, false]));
      expect(await storage.reads.registrationClaims.findByEmail(c.email)).toEqual([]);
    });
  });
}
