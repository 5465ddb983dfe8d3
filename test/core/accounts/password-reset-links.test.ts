import { describe, expect, it } from 'vitest';
import { registerSchema } from '../../../core/accounts/account.schema.js';
import type { PasswordHasher } from '../../../core/accounts/accounts.ports.js';
import { RegisterUserUseCase } from '../../../core/accounts/register-user.use-case.js';
import { ResendVerificationUseCase } from '../../../core/accounts/resend-verification.use-case.js';
import { RequestPasswordResetUseCase } from '../../../core/accounts/request-password-reset.use-case.js';
import { ResetPasswordUseCase } from '../../../core/accounts/reset-password.use-case.js';
import { VISITOR_MAIL_LIMIT } from '../../../core/mail/visitor-mail.js';
import { aUser } from './user.mother.js';
import { memoryStore } from '../../support/stores.js';
import { countingIds } from '../../support/ids.js';

const hasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`hashed:${password}`),
  verify: (hash, password) => Promise.resolve(hash === `hashed:${password}`),
  needsRehash: () => false,
};
const MAIL = {
  brandName: 'Kango Express',
  supportEmail: 'help@kango.example',
  siteUrl: 'https://kango.example',
};
const NEW_PASSWORD = 'papaya-lime-77-acacia';

async function victimsMailbox() {
  const now = new Date('2026-11-26T09:00:00.000Z');
  const clock = { now: () => now };
  const store = memoryStore();
  const victim = aUser({ isEmailVerified: true });
  await store.run(({ users }) => users.addIfEmailFree(victim));
  const resetLinks = () =>
    store
      .outboxEntries()
      .map((e) => /\/reset-password\?token=([\w-]+)/.exec(e.mail.text)?.[1])
      .filter((token) => token !== undefined);
  return {
    store,
    victim,
    resetLinks,
    requestReset: new RequestPasswordResetUseCase(store, clock, countingIds(), MAIL),
    resetPassword: new ResetPasswordUseCase(store, hasher, { revokeAllFor: () => Promise.resolve() }, clock),
  };
}

describe('reset links that requests in someone else’s name cannot cancel', () => {
  it('keeps the newest link mailed working when the hour’s mail to the address is used up', async () => {
    const { victim, resetLinks, requestReset, resetPassword } = await victimsMailbox();
    // The victim asks once; someone else asks again and again in the victim's name.
    for (let i = 0; i < VISITOR_MAIL_LIMIT.limit + 3; i += 1)
      await requestReset.execute({ email: victim.email });
    const links = resetLinks();
    expect(links).toHaveLength(VISITOR_MAIL_LIMIT.limit);
    expect(await resetPassword.execute({ token: links.at(-1) ?? '', password: NEW_PASSWORD })).toMatchObject({
      ok: true,
    });
  });

  it('mails a reset to a customer whose parcels sent notices this hour: notices are not visitors’ mail', async () => {
    const { store, victim, resetLinks, requestReset } = await victimsMailbox();
    const notice = {
      to: victim.email,
      subject: 'Departed the USA',
      text: 'Departed.',
      html: '<p>Departed.</p>',
    };
    for (let i = 0; i < 6; i += 1) await store.run(({ outbox }) => outbox.enqueue(notice, new Date()));
    await requestReset.execute({ email: victim.email });
    expect(resetLinks()).toHaveLength(1);
  });
});

describe('a registration of a pending address once the hour’s mail to it is used up', () => {
  it('makes no claim, so it can push no claim out and the owner’s stays', async () => {
    const now = new Date('2026-11-26T09:00:00.000Z');
    const clock = { now: () => now };
    const store = memoryStore();
    const register = new RegisterUserUseCase(store, hasher, clock, countingIds(), MAIL);
    const owner = registerSchema.parse({
      email: 'carol@example.com',
      password: 'Victim-Pass-777',
      firstName: 'Carol',
      lastName: 'Otieno',
      phoneNumber: '+254712345678',
    });
    await register.execute(owner);
    const resend = new ResendVerificationUseCase(store, clock, MAIL);
    // Someone else fills the hour's mail to Carol's address, then registers it again and again.
    for (let i = 0; i < VISITOR_MAIL_LIMIT.limit; i += 1) await resend.execute({ email: owner.email });
    for (let i = 0; i < 3; i += 1)
      expect(
        await register.execute({ ...owner, password: 'Attacker-Pass-222', firstName: 'Mallory' }),
      ).toEqual({
        registered: false,
      });
    const claims = await store.ports.registrationClaims.findByEmail(owner.email);
    expect(claims.map((claim) => claim.firstName)).toEqual(['Carol']);
  });
});
