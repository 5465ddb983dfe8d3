import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  NEW_USER,
  lastMailedToken,
  registerAndVerify,
  signedInAgent,
  verifyWithPassword,
} from '../../support/accounts.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { REGISTERED_MESSAGE } from '../../../core/accounts/register-user.use-case.js';
import type { AppOptions } from '../../../adapters/http/app.js';
import { capturedLog } from '../../support/captured-log.js';
import { PRODUCTION_IDENTITY_ENV } from '../../support/production-identity.js';
import { testApp } from '../../support/test-app.js';

const cookieOf = (res: request.Response) => {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith('kx.sid='));
};

function movableClock(start = '2026-11-22T12:00:00.000Z') {
  let now = new Date(start);
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('registration', () => {
  it('records the registration with a KX id, mails its link, and does not sign in', async () => {
    const app = await testApp();
    const res = await request(app).post('/api/register').send(NEW_USER);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: REGISTERED_MESSAGE });
    expect(cookieOf(res)).toBeUndefined();
    const [mail] = app.container.memoryStore?.outboxEntries() ?? [];
    expect(mail?.mail.to).toBe(NEW_USER.email);
    expect(mail?.mail.text).toMatch(/\/verify-email\?token=[\w-]{43}/);
    expect(mail?.mail.text).toMatch(/Your account ID is KX\d+/);
    expect((await request(app).get('/api/user')).status).toBe(401);
  });

  it('answers a taken address, in any case, exactly as a new one, and tells its owner by mail', async () => {
    const app = await testApp();
    const first = await request(app).post('/api/register').send(NEW_USER);
    await verifyWithPassword(app, await lastMailedToken(app, '/verify-email'), NEW_USER.password).expect(200);
    const again = await request(app)
      .post('/api/register')
      .send({ ...NEW_USER, email: 'AMINA.YUSUF@EXAMPLE.COM', firstName: 'Visit evil.example' });
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(again.headers['set-cookie']).toEqual(first.headers['set-cookie']);
    const mails = app.container.memoryStore?.outboxEntries().map((e) => e.mail) ?? [];
    expect(mails).toHaveLength(2);
    const notice = mails[1];
    expect(notice?.to).toBe(NEW_USER.email);
    expect(notice?.text).toMatch(/already has one/);
    expect(notice?.text).toContain('Hello Amina,');
    expect(notice?.text).not.toContain('evil');
    expect(notice?.text).not.toMatch(/token=/);
  });

  it('lets no one sign in with an address they have not proved; the owner who registers after a squatter verifies their own', async () => {
    const app = await testApp();
    const squatter = { ...NEW_USER, password: 'squatter-pass-9x' };
    await request(app).post('/api/register').send(squatter).expect(201);
    const squattersLink = await lastMailedToken(app, '/verify-email');
    const refused = await request(app)
      .post('/api/login')
      .send({ email: NEW_USER.email, password: squatter.password });
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Please verify your e-mail address first: open the link we sent you, or ask for a new one.',
    ]);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    await verifyWithPassword(app, await lastMailedToken(app, '/verify-email'), NEW_USER.password).expect(200);
    expect((await verifyWithPassword(app, squattersLink, squatter.password)).status).toBe(409);
    expect(
      (await request(app).post('/api/login').send({ email: NEW_USER.email, password: squatter.password }))
        .status,
    ).toBe(401);
    expect(
      (await request(app).post('/api/login').send({ email: NEW_USER.email, password: NEW_USER.password }))
        .status,
    ).toBe(200);
  });

  it('keeps the owner’s address from whoever registers it after the owner: the newer link wants its own password', async () => {
    const app = await testApp();
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    const ownersLink = await lastMailedToken(app, '/verify-email');
    const attacker = { ...NEW_USER, firstName: 'Mallory', password: 'attacker-pass-7q' };
    await request(app).post('/api/register').send(attacker).expect(201);
    const newerLink = await lastMailedToken(app, '/verify-email');
    expect(newerLink).not.toBe(ownersLink);

    // Both links reach the owner's mailbox. Opening the newer one verifies nothing by itself...
    expect((await request(app).get(`/api/verify-email/${newerLink}`)).status).toBe(200);
    // ...and the owner's password is not its registration's: refused, and no account exists.
    const wrong = await verifyWithPassword(app, newerLink, NEW_USER.password);
    expect([wrong.status, wrong.body.message]).toEqual([
      401,
      'That is not the password chosen at sign-up. Please try again: after a few wrong passwords the link stops working.',
    ]);
    const attackerSignIn = () =>
      request(app).post('/api/login').send({ email: NEW_USER.email, password: attacker.password });
    expect((await attackerSignIn()).status).toBe(403);

    // The owner's own link with the owner's password verifies; the attacker's registration is gone.
    const verified = await verifyWithPassword(app, ownersLink, NEW_USER.password);
    expect([verified.status, verified.body.user.firstName]).toEqual([200, 'Amina']);
    const late = await verifyWithPassword(app, newerLink, attacker.password);
    expect([late.status, late.body.message]).toEqual([
      409,
      'This e-mail address is already verified. Please sign in.',
    ]);
    expect((await attackerSignIn()).status).toBe(401);
    const owner = await request(app)
      .post('/api/login')
      .send({ email: NEW_USER.email, password: NEW_USER.password });
    expect([owner.status, owner.body.user.firstName]).toEqual([200, 'Amina']);
    const claims = app.container.get(ACCOUNT_TOKENS.RegistrationClaims);
    expect(await claims.findByEmail(NEW_USER.email)).toEqual([]);
  });

  it.each([
    [
      { ...NEW_USER, firstName: 'Ami\u202Ena' },
      'firstName',
      'Contains an invisible formatting character; please retype it',
    ],
    [
      { ...NEW_USER, lastName: 'Yu\u200Dsuf' },
      'lastName',
      'Contains an invisible formatting character; please retype it',
    ],
    [{ ...NEW_USER, email: 'amina' }, 'email', 'Please enter a valid email address'],
    [{ ...NEW_USER, password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [
      { ...NEW_USER, password: 'Password123' },
      'password',
      'This password is too common. Please choose another.',
    ],
    [{ ...NEW_USER, firstName: ' ' }, 'firstName', 'First name is required'],
    [{ ...NEW_USER, destination: 'mars' }, 'destination', 'Choose Kenya or South Sudan'],
  ])('answers 400 for %j', async (body, path, message) => {
    const app = await testApp();
    const res = await request(app).post('/api/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });
});

describe('e-mail verification', () => {
  it('opening the link verifies nothing: it asks for the password, which verifies', async () => {
    const app = await testApp();
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    const token = await lastMailedToken(app, '/verify-email');
    const opened = await request(app).get(`/api/verify-email/${token}`);
    expect([opened.status, opened.body]).toEqual([
      200,
      { message: 'Enter the password you chose when you signed up to verify your e-mail address.' },
    ]);
    expect((await request(app).get(`/api/verify-email/${token}`)).status).toBe(200);
    const signIn = () =>
      request(app).post('/api/login').send({ email: NEW_USER.email, password: NEW_USER.password });
    expect((await signIn()).status).toBe(403);
    await verifyWithPassword(app, token, NEW_USER.password).expect(200);
    expect((await signIn()).status).toBe(200);
  });

  it('signs the verified owner in on a new session id: no second sign-in with the password just typed', async () => {
    const app = await testApp();
    // A session this browser held before (another account's): its id must not carry over.
    const other = { ...NEW_USER, email: 'other.owner@example.com' };
    await registerAndVerify(app, other);
    const login = await request(app)
      .post('/api/login')
      .send({ email: other.email, password: other.password });
    const before = cookieOf(login)?.split(';')[0] ?? '';
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    const token = await lastMailedToken(app, '/verify-email', NEW_USER.email);
    const wrong = await verifyWithPassword(app, token, 'not-the-password-1');
    expect([wrong.status, cookieOf(wrong)]).toEqual([401, undefined]);
    const verified = await verifyWithPassword(app, token, NEW_USER.password)
      .set('Cookie', before)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    expect(verified.body.message).toBe('Your e-mail address is verified and you are signed in.');
    const session = cookieOf(verified)?.split(';')[0] ?? '';
    expect(session).toMatch(/^kx\.sid=/);
    expect(session).not.toBe(before);
    const user = await request(app).get('/api/user').set('Cookie', session).expect(200);
    expect(user.body).toMatchObject({ email: NEW_USER.email, isEmailVerified: true });
    expect((await request(app).get('/api/user').set('Cookie', before)).status).toBe(401);
  });

  it('verifies once; opened again it says the address is verified; a tampered or expired link fails', async () => {
    const clock = movableClock();
    const app = await testApp({ clock });
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    const token = await lastMailedToken(app, '/verify-email');

    const tampered = `${token.slice(0, -1)}x`;
    expect((await request(app).get(`/api/verify-email/${tampered}`)).status).toBe(400);
    const tamperedPost = await verifyWithPassword(app, tampered, NEW_USER.password);
    expect([tamperedPost.status, tamperedPost.body.message]).toEqual([
      400,
      'The link is invalid or has already been used.',
    ]);
    const ok = await verifyWithPassword(app, token, NEW_USER.password);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toEqual({
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: NEW_USER.email,
      accountId: expect.stringMatching(/^KX\d+$/),
    });
    for (const again of [
      await request(app).get(`/api/verify-email/${token}`),
      await verifyWithPassword(app, token, NEW_USER.password),
    ]) {
      expect([again.status, again.body]).toEqual([
        409,
        { message: 'This e-mail address is already verified. Please sign in.' },
      ]);
    }

    await request(app)
      .post('/api/register')
      .send({ ...NEW_USER, email: 'late@example.com' })
      .expect(201);
    const late = await lastMailedToken(app, '/verify-email');
    clock.advance(24 * 3600_000);
    for (const expired of [
      await request(app).get(`/api/verify-email/${late}`),
      await verifyWithPassword(app, late, NEW_USER.password),
    ]) {
      expect([expired.status, expired.body.message]).toEqual([
        400,
        'The link has expired. Please ask for a new one.',
      ]);
    }
  });

  it('refuses a wrong password and keeps the link; five wrong ones retire it', async () => {
    const app = await testApp();
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    const token = await lastMailedToken(app, '/verify-email');
    for (let i = 1; i <= 4; i++) {
      expect((await verifyWithPassword(app, token, `wrong-guess-${String(i)}`)).status).toBe(401);
    }
    const fifth = await verifyWithPassword(app, token, 'wrong-guess-5');
    expect([fifth.status, fifth.body.message]).toEqual([
      400,
      'Too many wrong passwords: this link no longer works. Sign in with the password you chose at sign-up to get a new link, or register again.',
    ]);
    expect((await verifyWithPassword(app, token, NEW_USER.password)).status).toBe(400);
    expect((await request(app).get(`/api/verify-email/${token}`)).status).toBe(400);
    await request(app).post('/api/resend-verification').send({ email: NEW_USER.email }).expect(202);
    await verifyWithPassword(app, await lastMailedToken(app, '/verify-email'), NEW_USER.password).expect(200);
  });

  it('counts failed verifications from one address, whatever the links', async () => {
    const app = await testApp(
      {},
      { rateLimits: { verifyEmail: { windowMs: 60_000, limit: 3 } } },
      { TRUST_PROXY_HOPS: '1' },
    );
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    const token = await lastMailedToken(app, '/verify-email');
    const from = (address: string, body: object) =>
      request(app).post('/api/verify-email').set('X-Forwarded-For', address).send(body);
    for (const guess of ['a', 'b', 'c']) {
      expect((await from('203.0.113.7', { token: `guess-${guess}`, password: 'x' })).status).toBe(400);
    }
    const limited = await from('203.0.113.7', { token, password: NEW_USER.password });
    expect([limited.status, limited.body.message]).toEqual([
      429,
      'Too many verification attempts. Please wait a few minutes.',
    ]);
    expect((await from('198.51.100.20', { token, password: NEW_USER.password })).status).toBe(200);
  });

  it('answers 400 for a body without a token or a password', async () => {
    const app = await testApp();
    const noToken = await request(app).post('/api/verify-email').send({ password: 'x' });
    expect(noToken.status).toBe(400);
    expect(noToken.body.errors).toContainEqual({
      path: 'token',
      message: 'This verification link is incomplete: open the link from the e-mail again',
    });
    const noPassword = await request(app).post('/api/verify-email').send({ token: 'abc' });
    expect(noPassword.body.errors).toContainEqual({ path: 'password', message: 'Password is required' });
  });

  it('resends a link that replaces the old one, and answers the same for unknown addresses', async () => {
    const app = await testApp();
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    const first = await lastMailedToken(app, '/verify-email');
    const known = await request(app).post('/api/resend-verification').send({ email: NEW_USER.email });
    const unknown = await request(app).post('/api/resend-verification').send({ email: 'nobody@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const second = await lastMailedToken(app, '/verify-email');
    expect(second).not.toBe(first);
    expect((await verifyWithPassword(app, first, NEW_USER.password)).status).toBe(400);
    expect((await verifyWithPassword(app, second, NEW_USER.password)).status).toBe(200);
  });
});

describe('signing in and out', () => {
  it('gives the same answer for an unknown address and a wrong password', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const wrong = await request(app)
      .post('/api/login')
      .send({ email: NEW_USER.email, password: 'not-the-password' });
    const unknown = await request(app)
      .post('/api/login')
      .send({ email: 'nobody@example.com', password: 'whatever-123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and shows the user without secrets', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const res = await request(app)
      .post('/api/login')
      .send({ email: 'amina.yusuf@EXAMPLE.com', password: NEW_USER.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Welcome back, Amina!');
    const cookie = cookieOf(res) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await request(app)
      .get('/api/user')
      .set('Cookie', cookie.split(';')[0] ?? '');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: NEW_USER.email,
      isEmailVerified: true,
      roles: [],
      destination: 'kenya',
    });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|password/i);
  });

  it('marks the cookie Secure in production', async () => {
    const app = await testApp(
      {},
      {},
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        TRUST_PROXY_HOPS: '1',
        ...PRODUCTION_IDENTITY_ENV,
      },
    );
    await registerAndVerify(app);
    const res = await request(app)
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: NEW_USER.email, password: NEW_USER.password });
    expect(cookieOf(res)).toMatch(/; Secure/);
  });

  it('issues a new session id at every sign-in, so a planted id is worthless', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const login = () =>
      request(app).post('/api/login').send({ email: NEW_USER.email, password: NEW_USER.password });
    const first = cookieOf(await login())?.split(';')[0] ?? '';
    const second = await request(app)
      .post('/api/login')
      .set('Cookie', first)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: NEW_USER.email, password: NEW_USER.password });
    const secondId = cookieOf(second)?.split(';')[0] ?? '';
    expect(secondId).not.toBe(first);
    // The old id was replaced, not kept beside the new one.
    expect((await request(app).get('/api/user').set('Cookie', first)).status).toBe(401);
    expect((await request(app).get('/api/user').set('Cookie', secondId)).status).toBe(200);
  });

  it('refuses a state change that carries the session cookie unless it comes from this site', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const agent = await signedInAgent(app);
    const cookie =
      cookieOf(
        await request(app).post('/api/login').send({ email: NEW_USER.email, password: NEW_USER.password }),
      )?.split(';')[0] ?? '';
    const logout = () => request(app).post('/api/logout').set('Cookie', cookie);
    expect((await logout()).status).toBe(403);
    expect((await logout().set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    expect(
      (await logout().set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'same-origin')).status,
    ).toBe(403);
    expect((await request(app).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    expect((await logout().set('Origin', 'http://localhost:3000')).status).toBe(200);
    // Without the cookie a request acts as no one: a client of the API signs in without an Origin.
    expect(
      (await request(app).post('/api/login').send({ email: NEW_USER.email, password: NEW_USER.password }))
        .status,
    ).toBe(200);
    expect((await agent.post('/api/logout')).status).toBe(200);
  });

  it("lets no cache keep a signed-in visitor's answers", async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const agent = await signedInAgent(app);
    for (const path of ['/api/user', '/api/session']) {
      expect((await agent.get(path)).headers['cache-control'], path).toBe('no-store');
    }
  });

  it('ends the session at logout', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const agent = await signedInAgent(app);
    expect((await agent.post('/api/logout')).body).toEqual({ message: 'You have been signed out.' });
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('tells the pages who is signed in, answering a visitor with null rather than an error', async () => {
    const app = await testApp();
    const visitor = await request(app).get('/api/session');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ user: null });
    await registerAndVerify(app);
    const agent = await signedInAgent(app);
    const signedIn = await agent.get('/api/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: NEW_USER.email });
    await agent.post('/api/logout');
    expect((await agent.get('/api/session')).body).toEqual({ user: null });
  });

  describe('sign-in limits that no stranger can turn into a lockout', () => {
    /** Behind one trusted proxy, so that each request can say which address it comes from. */
    const limitedApp = (rateLimits: AppOptions['rateLimits'] = {}) =>
      testApp(
        {},
        { rateLimits: { loginSlowDown: FAST_SLOW_DOWN, ...rateLimits } },
        { TRUST_PROXY_HOPS: '1' },
      );
    const FAST_SLOW_DOWN = { windowMs: 60_000, after: 5, firstDelayMs: 200, maxDelayMs: 400 };
    type App = Awaited<ReturnType<typeof limitedApp>>;
    const signIn = (app: App, from: string, password: string, email = NEW_USER.email) =>
      request(app).post('/api/login').set('X-Forwarded-For', from).send({ email, password });
    const fail = async (app: App, from: string, times: number, email = NEW_USER.email) => {
      for (let i = 0; i < times; i++)
        expect((await signIn(app, from, `guess-${i}-xx`, email)).status).toBe(401);
    };

    it('stops one address guessing one account, while the owner signs in from elsewhere', async () => {
      const app = await limitedApp();
      await registerAndVerify(app);
      await fail(app, '203.0.113.7', 5);
      const guesser = await signIn(app, '203.0.113.7', NEW_USER.password);
      expect(guesser.status).toBe(429);
      expect(guesser.body.message).toMatch(/this account from your connection/);
      expect((await signIn(app, '198.51.100.20', NEW_USER.password)).status).toBe(200);
    });

    it('slows an account guessed from many addresses, but still lets the right password in', async () => {
      const app = await limitedApp();
      await registerAndVerify(app);
      for (let i = 1; i <= 6; i++) await fail(app, `203.0.113.${i}`, 1);
      const started = Date.now();
      const owner = await signIn(app, '198.51.100.20', NEW_USER.password);
      expect(owner.status).toBe(200);
      // The seventh attempt on the account waits (200 ms × 2); an error would be a 429.
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    });

    it('stops one address trying many accounts after its own limit', async () => {
      const app = await limitedApp({ login: { windowMs: 60_000, limit: 8 } });
      await registerAndVerify(app);
      for (let i = 0; i < 8; i++) await fail(app, '203.0.113.9', 1, `other${i}@example.com`);
      const refused = await signIn(app, '203.0.113.9', NEW_USER.password);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'Too many sign-in attempts. Please wait a few minutes.' });
      expect((await signIn(app, '198.51.100.20', NEW_USER.password)).status).toBe(200);
    });

    it('forgets the failures when the owner signs in', async () => {
      const app = await limitedApp();
      await registerAndVerify(app);
      await fail(app, '203.0.113.7', 4);
      expect((await signIn(app, '203.0.113.7', NEW_USER.password)).status).toBe(200);
      // Four more failures would have made nine: they are counted afresh.
      await fail(app, '203.0.113.7', 4);
      expect((await signIn(app, '203.0.113.7', NEW_USER.password)).status).toBe(200);
    });

    it('lifts the limit on the account when its password is reset', async () => {
      const app = await limitedApp();
      await registerAndVerify(app);
      await fail(app, '203.0.113.7', 5);
      expect((await signIn(app, '203.0.113.7', NEW_USER.password)).status).toBe(429);
      await request(app).post('/api/password-reset/request').send({ email: NEW_USER.email }).expect(202);
      const password = 'papaya-lime-77-acacia';
      await request(app)
        .post('/api/password-reset/confirm')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ token: await lastMailedToken(app, '/reset-password'), password })
        .expect(200);
      expect((await signIn(app, '203.0.113.7', password)).status).toBe(200);
    });

    it('counts an address by its validated form, whatever its case and spaces', async () => {
      const app = await limitedApp();
      await registerAndVerify(app);
      const spellings = ['AMINA.YUSUF@EXAMPLE.COM', ' amina.yusuf@example.com ', 'Amina.Yusuf@Example.com'];
      for (const [i, email] of [...spellings, ...spellings].slice(0, 5).entries()) {
        expect((await signIn(app, '203.0.113.7', `guess-${i}-xx`, email)).status).toBe(401);
      }
      expect((await signIn(app, '203.0.113.7', NEW_USER.password)).status).toBe(429);
    });
  });

  it('refuses state-changing requests from another site', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const crossSite = await request(app)
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ email: NEW_USER.email, password: NEW_USER.password });
    expect(crossSite.status).toBe(403);
    const sameSite = await request(app)
      .post('/api/login')
      .set('Origin', 'http://localhost:3000')
      .send({ email: NEW_USER.email, password: NEW_USER.password });
    expect(sameSite.status).toBe(200);
  });
});

describe('password reset', () => {
  it('changes the password once per link, ends every session, and expires after an hour', async () => {
    const clock = movableClock();
    const app = await testApp({ clock });
    await registerAndVerify(app);
    const phone = await signedInAgent(app);
    const laptop = await signedInAgent(app);

    const unknown = await request(app)
      .post('/api/password-reset/request')
      .send({ email: 'nobody@example.com' });
    const known = await request(app).post('/api/password-reset/request').send({ email: NEW_USER.email });
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const token = await lastMailedToken(app, '/reset-password');

    const newPassword = 'jacaranda-sunrise-77';
    const weak = await request(app).post('/api/password-reset/confirm').send({ token, password: 'password' });
    expect(weak.status).toBe(400);
    const done = await request(app)
      .post('/api/password-reset/confirm')
      .send({ token, password: newPassword });
    expect(done.status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect(
      (await request(app).post('/api/login').send({ email: NEW_USER.email, password: NEW_USER.password }))
        .status,
    ).toBe(401);
    expect(
      (await request(app).post('/api/login').send({ email: NEW_USER.email, password: newPassword })).status,
    ).toBe(200);
    expect(
      (await request(app).post('/api/password-reset/confirm').send({ token, password: 'another-one-99x' }))
        .status,
    ).toBe(400);

    await request(app).post('/api/password-reset/request').send({ email: NEW_USER.email }).expect(202);
    const late = await lastMailedToken(app, '/reset-password');
    clock.advance(3600_000);
    const expired = await request(app)
      .post('/api/password-reset/confirm')
      .send({ token: late, password: 'yet-another-88x' });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/expired/);
  });
});

describe('logs', () => {
  it('never carry a password, a token or a full phone number', async () => {
    const { logger, lines } = capturedLog('trace');
    const app = await testApp({ logger });
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    const token = await lastMailedToken(app, '/verify-email');
    await request(app).get(`/api/verify-email/${token}`).expect(200);
    await verifyWithPassword(app, token, 'wrong-password-2').expect(401);
    await verifyWithPassword(app, token, NEW_USER.password).expect(200);
    await request(app)
      .post('/api/login')
      .send({ email: NEW_USER.email, password: NEW_USER.password })
      .expect(200);
    await request(app)
      .post('/api/login')
      .send({ email: NEW_USER.email, password: 'wrong-password-1' })
      .expect(401);
    const log = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(3);
    expect(log).not.toContain(NEW_USER.password);
    expect(log).not.toContain('wrong-password-1');
    expect(log).not.toContain('wrong-password-2');
    expect(log).not.toContain(NEW_USER.phoneNumber);
    expect(log).not.toContain(token);
  });
});
