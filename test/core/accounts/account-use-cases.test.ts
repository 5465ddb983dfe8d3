import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../../../core/accounts/account.errors.js';
import { registerSchema } from '../../../core/accounts/account.schema.js';
import type { PasswordHasher, VerifiedRegistration } from '../../../core/accounts/accounts.ports.js';
import { CheckVerificationLinkUseCase } from '../../../core/accounts/check-verification-link.use-case.js';
import { LogInUseCase } from '../../../core/accounts/log-in.use-case.js';
import { CLAIMS_PER_ADDRESS, PASSWORD_ATTEMPTS } from '../../../core/accounts/registration-claim.js';
import { RegisterUserUseCase } from '../../../core/accounts/register-user.use-case.js';
import { RequestPasswordResetUseCase } from '../../../core/accounts/request-password-reset.use-case.js';
import { ResendVerificationUseCase } from '../../../core/accounts/resend-verification.use-case.js';
import { ResetPasswordUseCase } from '../../../core/accounts/reset-password.use-case.js';
import { ChangeStaffRoleUseCase } from '../../../core/accounts/change-staff-role.use-case.js';
import { VerifyEmailUseCase } from '../../../core/accounts/verify-email.use-case.js';
import { countingIds } from '../../support/ids.js';
import type { StaffRole } from '../../../core/shared/staff-roles.js';

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
  const verified: VerifiedRegistration[] = [];
  const followUp = {
    accountVerified: (_transaction: unknown, v: VerifiedRegistration) =>
      Promise.resolve(void verified.push(v)),
  };
  // One source of ids for the store's every use case, so that none collide.
  const ids = countingIds();
  const verify = new VerifyEmailUseCase(store, hasher, clock, ids, followUp);
  return {
    store,
    revoked,
    verified,
    mails,
    lastToken,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    register: new RegisterUserUseCase(store, hasher, clock, ids, MAIL),
    verify,
    /** Opens a verification link with a password (Amina's unless told). */
    verifyLink: (token: string, password = AMINA.password) => verify.execute({ token, password }),
    checkLink: new CheckVerificationLinkUseCase(store, clock),
    resend: new ResendVerificationUseCase(store, clock, MAIL),
    logIn: new LogInUseCase(store.ports.users, store.ports.registrationClaims, hasher, clock),
    requestReset: new RequestPasswordResetUseCase(store, clock, ids, MAIL),
    resetPassword: new ResetPasswordUseCase(store, hasher, revoker, clock),
    changeRole: new ChangeStaffRoleUseCase(store, clock),
    claimsOf: (email: string) => store.ports.registrationClaims.findByEmail(email),
  };
}

/** Registered and verified through the mailed link with the password chosen at sign-up. */
async function verifiedAmina() {
  const a = accounts();
  await a.register.execute(AMINA);
  await a.verifyLink(a.lastToken('/verify-email'));
  return a;
}

const MALLORY_PASSWORD = 'squatter-pass-9x';

describe('registration', () => {
  it('records a claim with a KX id and mails its own link; no account exists until it is verified', async () => {
    const a = accounts();
    const outcome = await a.register.execute(AMINA);
    expect(outcome).toEqual({ registered: true, accountId: expect.stringMatching(/^KX\d+$/) });
    expect(await a.store.ports.users.findByEmail(AMINA.email)).toBeUndefined();
    const [claim] = await a.claimsOf(AMINA.email);
    expect(claim).toMatchObject({ passwordHash: `hashed:${AMINA.password}`, passwordAttempts: 0 });
    expect(claim?.accountId).toBe(outcome.registered ? outcome.accountId : '');
    expect(a.mails()).toHaveLength(1);
    expect(a.lastToken('/verify-email')).toMatch(/^[\w-]{43}$/);
    expect(a.mails()[0]?.text).toContain('with the password you chose when you signed up');
  });

  it('keeps the referral link’s account ID it came through, in capitals, and hands it on once verified', async () => {
    const a = accounts();
    await a.register.execute(registerSchema.parse({ ...AMINA, ref: ' kx100001 ' }));
    expect((await a.claimsOf(AMINA.email))[0]?.referrerAccountId).toBe('KX100001');
    expect(a.verified).toEqual([]);
    await a.verifyLink(a.lastToken('/verify-email'));
    expect(a.verified).toEqual([
      { account: expect.objectContaining({ email: AMINA.email }) as object, referrerAccountId: 'KX100001' },
    ]);
    // A mangled referral is none: it never stops a sign-up.
    expect(registerSchema.parse({ ...AMINA, ref: 'friend<script>' }).ref).toBeUndefined();
    expect(registerSchema.safeParse({ ...AMINA, ref: 'K'.repeat(41) }).success).toBe(false);
  });

  it('with a taken address (any case) adds nobody and mails the owner a notice instead', async () => {
    const a = await verifiedAmina();
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
    expect(await a.claimsOf(AMINA.email)).toEqual([]);
  });
});

describe('registrations of an address no one has verified', () => {
  it('are claims of their own: the newer link opened with the owner’s password verifies nothing, and the attacker never gets the account', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const ownersLink = a.lastToken('/verify-email');
    // Someone else registers the same address with their own password: a second link reaches Amina's mailbox.
    await a.register.execute({ ...AMINA, email: 'amina.yusuf@EXAMPLE.com', password: MALLORY_PASSWORD });
    const newerLink = a.lastToken('/verify-email');
    expect(newerLink).not.toBe(ownersLink);
    expect(a.mails().map((m) => m.to)).toEqual([AMINA.email, 'amina.yusuf@EXAMPLE.com']);

    // Amina opens the newer link: her password is not its registration's, so nothing is verified.
    expect(await a.verifyLink(newerLink)).toEqual({ ok: false, error: ACCOUNT_ERRORS.wrongPassword });
    expect(await a.store.ports.users.findByEmail(AMINA.email)).toBeUndefined();
    // Until an account exists, the attacker's password earns no session.
    expect(await a.logIn.execute({ email: AMINA.email, password: MALLORY_PASSWORD })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.emailNotVerified,
    });

    // Her own link with her own password verifies her registration, and removes the other.
    expect(await a.verifyLink(ownersLink)).toMatchObject({
      ok: true,
      value: { email: AMINA.email, firstName: 'Amina', isEmailVerified: true },
    });
    expect(await a.claimsOf(AMINA.email)).toEqual([]);
    expect(await a.verifyLink(newerLink, MALLORY_PASSWORD)).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.alreadyVerified,
    });
    expect(await a.logIn.execute({ email: AMINA.email, password: MALLORY_PASSWORD })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.invalidCredentials,
    });
    expect(await a.logIn.execute({ email: AMINA.email, password: AMINA.password })).toMatchObject({
      ok: true,
      value: { email: AMINA.email },
    });
    expect(a.mails().at(-1)?.text).toContain('If you did not sign up, ignore this message');
  });

  it('made before the owner’s, lose to the owner’s', async () => {
    const a = accounts();
    await a.register.execute({ ...AMINA, firstName: 'Squatter', password: MALLORY_PASSWORD });
    const squattersLink = a.lastToken('/verify-email');
    await a.register.execute(AMINA);
    expect((await a.verifyLink(a.lastToken('/verify-email'))).ok).toBe(true);
    expect((await a.store.ports.users.findByEmail(AMINA.email))?.passwordHash).toBe(
      `hashed:${AMINA.password}`,
    );
    expect(await a.verifyLink(squattersLink, MALLORY_PASSWORD)).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.alreadyVerified,
    });
    expect(await a.claimsOf(AMINA.email)).toEqual([]);
  });

  it(`are at most ${String(CLAIMS_PER_ADDRESS)} per address: a new one retires the oldest`, async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const oldest = a.lastToken('/verify-email');
    for (let i = 0; i < CLAIMS_PER_ADDRESS; i++) {
      await a.register.execute({ ...AMINA, password: `another-pass-${String(i)}x` });
    }
    expect(await a.claimsOf(AMINA.email)).toHaveLength(CLAIMS_PER_ADDRESS);
    expect(await a.verifyLink(oldest)).toEqual({ ok: false, error: ACCOUNT_ERRORS.tokenInvalid });
  });

  it('cannot be given a staff role', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    expect(await a.changeRole.execute({ email: AMINA.email, role: 'admin', change: 'grant' })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.roleNeedsVerifiedEmail,
    });
    expect(await a.store.ports.users.findByEmail(AMINA.email)).toBeUndefined();
  });
});

describe('e-mail verification', () => {
  it('verifies with the password once; the link opened again says the address is verified', async () => {
    const a = accounts();
    const registered = await a.register.execute(AMINA);
    const token = a.lastToken('/verify-email');
    expect(await a.checkLink.execute(token)).toEqual({ ok: true, value: 'open' });
    const verified = await a.verifyLink(token);
    expect(verified).toMatchObject({
      ok: true,
      value: { isEmailVerified: true, accountId: registered.registered ? registered.accountId : '' },
    });
    expect(await a.verifyLink(token)).toEqual({ ok: false, error: ACCOUNT_ERRORS.alreadyVerified });
    expect(await a.checkLink.execute(token)).toEqual({ ok: false, error: ACCOUNT_ERRORS.alreadyVerified });
    expect(await a.checkLink.execute('not-a-real-token')).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.tokenInvalid,
    });
  });

  it(`refuses a wrong password without using the link, and stops the link after ${String(PASSWORD_ATTEMPTS)}`, async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const token = a.lastToken('/verify-email');
    for (let i = 1; i < PASSWORD_ATTEMPTS; i++) {
      expect(await a.verifyLink(token, `wrong-${String(i)}`)).toEqual({
        ok: false,
        error: ACCOUNT_ERRORS.wrongPassword,
      });
    }
    expect(await a.checkLink.execute(token)).toEqual({ ok: true, value: 'open' });
    expect(await a.verifyLink(token, 'wrong-last')).toEqual({ ok: false, error: ACCOUNT_ERRORS.linkRetired });
    // Even the right password: the link is done.
    expect(await a.verifyLink(token)).toEqual({ ok: false, error: ACCOUNT_ERRORS.linkRetired });
    expect(await a.checkLink.execute(token)).toEqual({ ok: false, error: ACCOUNT_ERRORS.linkRetired });
    expect(await a.store.ports.users.findByEmail(AMINA.email)).toBeUndefined();
    // A new link starts the count again.
    await a.resend.execute({ email: AMINA.email });
    expect((await a.verifyLink(a.lastToken('/verify-email'))).ok).toBe(true);
  });

  it('a wrong password first, then the right one, verifies', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const token = a.lastToken('/verify-email');
    expect((await a.verifyLink(token, 'mango-kiwi-42-baobob')).ok).toBe(false);
    expect((await a.verifyLink(token)).ok).toBe(true);
  });

  it('a link older than a day has expired', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    a.advance(24 * 3600_000);
    const token = a.lastToken('/verify-email');
    expect(await a.verifyLink(token)).toEqual({ ok: false, error: ACCOUNT_ERRORS.tokenExpired });
    expect(await a.checkLink.execute(token)).toEqual({ ok: false, error: ACCOUNT_ERRORS.tokenExpired });
  });

  it('a resent link replaces the old one; verified or unknown addresses get nothing', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const first = a.lastToken('/verify-email');
    a.advance(24 * 3600_000);
    await a.resend.execute({ email: AMINA.email });
    const second = a.lastToken('/verify-email');
    expect(second).not.toBe(first);
    expect(await a.verifyLink(first)).toEqual({ ok: false, error: ACCOUNT_ERRORS.tokenInvalid });
    expect((await a.verifyLink(second)).ok).toBe(true);
    await a.resend.execute({ email: AMINA.email });
    await a.resend.execute({ email: 'nobody@example.com' });
    expect(a.mails()).toHaveLength(2);
  });

  it('a resend mails each registration of the address its own new link', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    await a.register.execute({ ...AMINA, password: MALLORY_PASSWORD });
    await a.resend.execute({ email: AMINA.email });
    const links = a
      .mails()
      .slice(2)
      .map((m) => /token=([\w-]+)/.exec(m.text)?.[1] ?? '');
    expect(links).toHaveLength(2);
    // The newest registration's link first: Amina's is the second.
    expect(await a.verifyLink(links[0] ?? '')).toEqual({ ok: false, error: ACCOUNT_ERRORS.wrongPassword });
    expect((await a.verifyLink(links[1] ?? '')).ok).toBe(true);
  });
});

describe('sign-in', () => {
  it('accepts the right password only, and answers alike for an unknown address', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    const credentials = { email: AMINA.email, password: AMINA.password };
    // Until the address is proved, the right password only earns the offer of a new link.
    expect(await a.logIn.execute(credentials)).toEqual({ ok: false, error: ACCOUNT_ERRORS.emailNotVerified });
    await a.verifyLink(a.lastToken('/verify-email'));
    expect((await a.logIn.execute(credentials)).ok).toBe(true);
    const invalid = { ok: false, error: ACCOUNT_ERRORS.invalidCredentials };
    expect(await a.logIn.execute({ ...credentials, password: 'wrong-password-1' })).toEqual(invalid);
    expect(await a.logIn.execute({ ...credentials, email: 'nobody@example.com' })).toEqual(invalid);
  });

  it('of an address with registrations only, checks the newest one’s password, and no other', async () => {
    const a = accounts();
    await a.register.execute(AMINA);
    await a.register.execute({ ...AMINA, password: MALLORY_PASSWORD });
    expect(await a.logIn.execute({ email: AMINA.email, password: MALLORY_PASSWORD })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.emailNotVerified,
    });
    expect(await a.logIn.execute({ email: AMINA.email, password: AMINA.password })).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.invalidCredentials,
    });
  });

  it('rehashes a password made with older settings', async () => {
    const a = await verifiedAmina();
    const user = await a.store.ports.users.findByEmail(AMINA.email);
    if (!user) throw new Error('no user');
    await a.store.ports.users.update(user.id, { passwordHash: `old:${AMINA.password}` }, new Date());
    expect((await a.logIn.execute({ email: AMINA.email, password: AMINA.password })).ok).toBe(true);
    expect((await a.store.ports.users.findById(user.id))?.passwordHash).toBe(`hashed:${AMINA.password}`);
  });
});

describe('password reset', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const a = await verifiedAmina();
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

  it('proves the address of an account left unverified from before registrations were claims', async () => {
    const a = accounts();
    const legacy = {
      id: crypto.randomUUID(),
      email: AMINA.email,
      passwordHash: `hashed:${AMINA.password}`,
      firstName: 'Amina',
      lastName: 'Yusuf',
      phoneNumber: AMINA.phoneNumber,
      destination: 'kenya' as const,
      isEmailVerified: false,
      roles: [],
      accountId: 'KX100001',
      language: 'en' as const,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    await a.store.run(({ users }) => users.addIfEmailFree(legacy));
    await a.requestReset.execute({ email: AMINA.email });
    await a.resetPassword.execute({
      token: a.lastToken('/reset-password'),
      password: 'papaya-lime-77-acacia',
    });
    expect((await a.store.ports.users.findById(legacy.id))?.isEmailVerified).toBe(true);
  });

  it('a link older than an hour has expired; an address without an account gets no mail', async () => {
    const a = await verifiedAmina();
    await a.register.execute({ ...AMINA, email: 'pending@example.com' });
    await a.requestReset.execute({ email: 'nobody@example.com' });
    await a.requestReset.execute({ email: 'pending@example.com' });
    expect(a.mails()).toHaveLength(2);
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

describe('staff roles', () => {
  it('are granted and revoked one at a time by address, kept in the list’s order; an unknown address is not found', async () => {
    const a = await verifiedAmina();
    const change = (role: StaffRole, change: 'grant' | 'revoke') =>
      a.changeRole.execute({ email: AMINA.email, role, change });
    expect(await change('finance', 'grant')).toMatchObject({ ok: true, value: { roles: ['finance'] } });
    expect(await change('warehouse', 'grant')).toMatchObject({
      ok: true,
      value: { roles: ['warehouse', 'finance'] },
    });
    // Granting a role held already, or revoking one not held, changes nothing.
    expect(await change('finance', 'grant')).toMatchObject({
      ok: true,
      value: { roles: ['warehouse', 'finance'] },
    });
    expect(await change('admin', 'revoke')).toMatchObject({
      ok: true,
      value: { roles: ['warehouse', 'finance'] },
    });
    expect(await change('warehouse', 'revoke')).toMatchObject({ ok: true, value: { roles: ['finance'] } });
    expect((await a.store.ports.users.findByEmail(AMINA.email))?.roles).toEqual(['finance']);
    expect(
      await a.changeRole.execute({ email: 'nobody@example.com', role: 'admin', change: 'grant' }),
    ).toEqual({
      ok: false,
      error: ACCOUNT_ERRORS.userNotFound,
    });
  });
});
