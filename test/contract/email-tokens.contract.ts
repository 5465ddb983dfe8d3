import { describe, expect, it } from 'vitest';
import { anEmailToken } from '../core/accounts/email-token.mother.js';
import { aUser } from '../core/accounts/user.mother.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

/** The e-mail token repository: the same behaviour on every adapter. */
export function emailTokensContract(name: string, open: OpenStorage): void {
  describe(`e-mail tokens: ${name}`, () => {
    const storage = useStorage(open);

    it('uses a token once, and useAll retires every open token of one purpose', async () => {
      const u = aUser();
      const verify = anEmailToken({ userId: u.id });
      const otherVerify = anEmailToken({ userId: u.id });
      const reset = anEmailToken({ userId: u.id, purpose: 'reset-password' });
      await storage.unitOfWork.run(async ({ users, emailTokens }) => {
        await users.addIfEmailFree(u);
        for (const t of [verify, otherVerify, reset]) await emailTokens.add(t);
      });
      expect(await storage.reads.emailTokens.findByHash(verify.tokenHash, 'verify-email')).toEqual(verify);
      expect(await storage.reads.emailTokens.findByHash(verify.tokenHash, 'reset-password')).toBeUndefined();
      const at = new Date('2026-11-20T11:00:00.000Z');
      expect(await storage.unitOfWork.run(({ emailTokens }) => emailTokens.use(verify.id, at))).toBe(true);
      expect(await storage.unitOfWork.run(({ emailTokens }) => emailTokens.use(verify.id, at))).toBe(false);
      await storage.unitOfWork.run(({ emailTokens }) => emailTokens.useAll(u.id, 'verify-email', at));
      expect(
        (await storage.reads.emailTokens.findByHash(otherVerify.tokenHash, 'verify-email'))?.usedAt,
      ).toEqual(at);
      expect(
        (await storage.reads.emailTokens.findByHash(reset.tokenHash, 'reset-password'))?.usedAt,
      ).toBeNull();
    });
  });
}
