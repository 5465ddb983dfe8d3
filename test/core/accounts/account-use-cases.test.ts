import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../../../core/accounts/account.errors.js';
import { registerSchema } from '../../../core/accounts/account.schema.js';
import type { PasswordHasher } from '../../../core/accounts/accounts.ports.js';
import { LogInUseCase } from '../../../core/accounts/log-in.use-case.js';
import { RegisterUserUseCase } from '../../../core/accounts/register-user.use-case.js';
import { RequestPasswordResetUseCase } from '../../../core/accounts/request-password-reset.use-case.js';
import { ResendVerificationUseCase } from '../../../core/accounts/resend-verification.use-case.js';
import { ResetPasswordUseCase } from '../../../core/accounts/reset-password.use-case.js';
import { SetAdminRoleUseCase } from '../../../core/accounts/set-admin-role.use-case.js';
import { VerifyEmailUseCase } from '../../../core/accounts/verify-email.use-case.js';

/** Hashing is argon2's job (tested in the adapters); here a readable stand-in keeps the rules in view. */
const hasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`hashed:${password}`),
  verify: (hash, password) => Promise.resolve(hash === `hashed:${password}` || hash === `old:${password}`),
  needsRehash: (hash) => hash.startsWith('old:'),
};
const MAIL = {
  brandName: 'Kango Express',
  supportEmail: 'help@kango.example',
  siteUrl: 'https://kango.example',
};
const AMINA = registerSchema.parse({
  email: 'amina.yusuf@example.com',
  password: 'mango-kiwi-42-baobab',
  firstName: 'Amina',
  lastName: 'Yusuf',
  phoneNumber: '+254712345678',
});

function accounts() {
  let now = new Date('2026-11-22T12:00:00.000Z');
  const clock = { now: () => now };
  const store = memoryStore();
  const revoked: string[] = [];
  const revoker = { revokeAllFor: (userId: string) => Promise.resolve(void revoked.push(userId)) };
  const mails = () => store.outboxEntries().map((e) => e.mail);
  /** The token of the newest mailed link to `path`. */
  const lastToken = (path: string) => {
    const text = mails().findLast((m) => m.text.includes(path))?.text ?? '';
    return new RegExp(`${path}\\?token=([\\w-]+)`).exec(text)?.[1] ?? '';
  };
  return {
    store,
    revoked,
    mails,
    lastToken,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    register: new RegisterUserUseCase(store, hasher, clock, MAIL),
    verify: new VerifyEmailUseCase(store, clock),
    resend: new ResendVerificationUseCase(store, clock, MAIL),
    logIn: new LogInUseCase(store.ports.users, hasher, clock),
    requestReset: new RequestPasswordResetUseCase(store, clock, MAIL),
    resetPassword: new ResetPasswordUseCase(store, hasher, revoker, clock),
    setAdmin: new SetAdminRoleUseCase(store.ports.users, clock),
  };
}

describe('registration', () => {
  it('creates an unverified account with a KX id and mails its verification link', async () => {
    const a = accounts();
    const outcome = await a.register.execute(AMINA);
    expect(outcome).toMatchObject({ registered: true, user: { isEmailVerified: false, isAdmin: false } });
    const stored = await a.store.ports.users.findByEmail(AMINA.email);
    expect(stored?.accountId).toMatch(/^KX\d+$/);
    expect(stored?.passwordHash).toBe(`hashed:${AMINA.password}`);
    expect(a.mails()).toHaveLength(1);
    expect(a.lastToken('/verify-email')).toMatch(/^[\w-]{43}$/);
  });

  it('with a taken address (any case) adds nobody and mails the owner a notice instead', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    await a.verify.execute(a.lastToken('/verify-email'));
    const again = await a.register.execute({
      ...AMINA,
      email: 'AMINA.YUSUF@example.com',
      firstName: 'Other',
    });
    expect(again).toEqual({ registered: false });
    // The verification link first, then the notice: no second link.
    expect(a.mails()).toHaveLength(2);
    const last = a.mails().at(-1);
    expect(last?.to).toBe(AMINA.email);
    expect(last?.text).toContain('already has one');
    expect(last?.text).not.toMatch(/token=/);
    expect((await a.store.ports.users.findByEmail(AMINA.email))?.firstName).toBe('Amina');
  });
});

describe('a registration no one has verified', () => {
  it('is replaced by the next registration of the address: the owner wins, the first claimant cannot sign in', async () => {
    const a = accounts();
    const squatter = { ...AMINA, firstName: 'Squatter', password: 'squatter-pass-9x' };
    await a.register.execute(squatter);
    const squattersLink = a.lastToken('/verify-email');
    expect(await a.logIn.execute({ email: AMINA.email, password: squatter.password })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.emailNotVerified,
    });
    expect(await a.register.execute({ ...AMINA, email: 'amina.yusuf@EXAMPLE.com' })).toMatchObject({
      registered: true,
      user: { firstName: 'Amina' },
    });
    // The first link no longer works; the owner's does, and the owner's password is the one that signs in.
    expect(await a.verify.execute(squattersLink)).toEqual({ ok: false, error: ACCOUNT_ERRORS.tokenInvalid });
    expect((await a.verify.execute(a.lastToken('/verify-email'))).ok).toBe(true);
    expect(await a.logIn.execute({ email: AMINA.email, password: squatter.password })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.invalidCredentials,
    });
    expect((await a.logIn.execute({ email: AMINA.email, password: AMINA.password })).ok).toBe(true);
    expect(a.mails().at(-1)?.text).toContain('If you did not sign up, do not open the link');
  });

  it('cannot be given the admin role', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    expect(await a.setAdmin.execute({ email: AMINA.email, isAdmin: true })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.adminNeedsVerifiedEmail,
    });
    expect((await a.store.ports.users.findByEmail(AMINA.email))?.isAdmin).toBe(false);
  });
});

describe('e-mail verification', () => {
  it('verifies once; a reused link is invalid', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const token = a.lastToken('/verify-email');
    const verified = await a.verify.execute(token);
    expect(verified).toMatchObject({ ok: true, value: { isEmailVerified: true } });
    expect(await a.verify.execute(token)).toEqual({ ok: false, error: ACCOUNT_ERRORS.tokenInvalid });
  });

  it('a link older than a day has expired', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    a.advance(24 * 3600_000);
    expect(await a.verify.execute(a.lastToken('/verify-email'))).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.tokenExpired,
    });
  });

  it('a resent link replaces the old one; verified or unknown addresses get nothing', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const first = a.lastToken('/verify-email');
    await a.resend.execute({ email: AMINA.email });
    const second = a.lastToken('/verify-email');
    expect(second).not.toBe(first);
    expect(await a.verify.execute(first)).toEqual({ ok: false, error: ACCOUNT_ERRORS.tokenInvalid });
    expect((await a.verify.execute(second)).ok).toBe(true);
    await a.resend.execute({ email: AMINA.email });
    await a.resend.execute({ email: 'nobody@example.com' });
    expect(a.mails()).toHaveLength(2);
  });
});

describe('sign-in', () => {
  it('accepts the right password only, and answers alike for an unknown address', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const credentials = { email: AMINA.email, password: AMINA.password };
    // Until the address is proved, the right password only earns the offer of a new link.
    expect(await a.logIn.execute(credentials)).toEqual({ ok: false, error: ACCOUNT_ERRORS.emailNotVerified });
    await a.verify.execute(a.lastToken('/verify-email'));
    expect((await a.logIn.execute(credentials)).ok).toBe(true);
    const invalid = { ok: false, error: ACCOUNT_ERRORS.invalidCredentials };
    expect(await a.logIn.execute({ ...credentials, password: 'wrong-password-1' })).toEqual(invalid);
    expect(await a.logIn.execute({ ...credentials, email: 'nobody@example.com' })).toEqual(invalid);
  });

  it('rehashes a password made with older settings', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    await a.verify.execute(a.lastToken('/verify-email'));
    const user = await a.store.ports.users.findByEmail(AMINA.email);
    if (!user) throw new Error('no user');
    await a.store.ports.users.update(user.id, { passwordHash: `old:${AMINA.password}` }, new Date());
    expect((await a.logIn.execute({ email: AMINA.email, password: AMINA.password })).ok).toBe(true);
    expect((await a.store.ports.users.findById(user.id))?.passwordHash).toBe(`hashed:${AMINA.password}`);
  });
});

describe('password reset', () => {
  it('sets the new password, proves the address, ends every session, and works once', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    await a.requestReset.execute({ email: AMINA.email });
    const token = a.lastToken('/reset-password');
    const result = await a.resetPassword.execute({ token, password: 'papaya-lime-77-acacia' });
    expect(result).toEqual({ ok: true, value: { email: AMINA.email } });
    const user = await a.store.ports.users.findByEmail(AMINA.email);
    expect(user).toMatchObject({ passwordHash: 'hashed:papaya-lime-77-acacia', isEmailVerified: true });
    expect(a.revoked).toEqual([user?.id]);
    expect(await a.resetPassword.execute({ token, password: 'another-one-99x' })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.tokenInvalid,
    });
  });

  it('a link older than an hour has expired; an unknown address gets no mail', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    await a.requestReset.execute({ email: 'nobody@example.com' });
    expect(a.mails()).toHaveLength(1);
    await a.requestReset.execute({ email: AMINA.email });
    a.advance(3600_000);
    expect(
      await a.resetPassword.execute({
        token: a.lastToken('/reset-password'),
        password: 'papaya-lime-77-acacia',
      }),
    ).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.tokenExpired,
    });
  });
});

describe('admin role', () => {
  it('is granted and revoked by address; an unknown address is not found', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    await a.verify.execute(a.lastToken('/verify-email'));
    expect(await a.setAdmin.execute({ email: AMINA.email, isAdmin: true })).toMatchObject({
      ok: true,
      value: { isAdmin: true },
    });
    expect((await a.store.ports.users.findByEmail(AMINA.email))?.isAdmin).toBe(true);
    expect(await a.setAdmin.execute({ email: AMINA.email, isAdmin: false })).toMatchObject({
      ok: true,
      value: { isAdmin: false },
    });
    expect(await a.setAdmin.execute({ email: 'nobody@example.com', isAdmin: true })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.userNotFound,
    });
  });
});
