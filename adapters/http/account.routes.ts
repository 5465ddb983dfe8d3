import { type Request, type RequestHandler, Router } from 'express';
import {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../core/accounts/account.schema.js';
import { REGISTERED_MESSAGE } from '../../core/accounts/register-user.use-case.js';
import { TOKENS } from '../../core/tokens.js';
import { ADAPTER_TOKENS, type AppContainer } from '../container.js';
import { currentUser } from './auth.js';
import { HttpError, fromDomainError, parseOrThrow } from './errors.js';
import type { RateLimiting } from './rate-limits.js';
import { SESSION_COOKIE } from './sessions.js';

/** express-session's callback methods, awaited. */
const sessionCall = (req: Request, action: 'regenerate' | 'save' | 'destroy'): Promise<void> =>
  new Promise((resolve, reject) => {
    req.session[action]((error: unknown) =>
      error ? reject(error instanceof Error ? error : new Error('session store failed')) : resolve(),
    );
  });

const SAME_ANSWER_RESEND =
  'If an unverified account uses this address, we have sent it a new verification link.';
const SAME_ANSWER_RESET = 'If an account uses this address, we have sent it a link to reset the password.';

/** Registration, sign-in and -out, e-mail verification and password reset. */
export function accountRoutes(
  container: AppContainer,
  sessions: RequestHandler,
  limiting: RateLimiting,
): Router {
  const users = container.get(TOKENS.Users);
  const register = container.get(TOKENS.RegisterUser);
  const logIn = container.get(TOKENS.LogIn);
  const verifyEmail = container.get(TOKENS.VerifyEmail);
  const resendVerification = container.get(TOKENS.ResendVerification);
  const requestReset = container.get(TOKENS.RequestPasswordReset);
  const resetPassword = container.get(TOKENS.ResetPassword);
  const background = container.get(ADAPTER_TOKENS.Background);
  const accountLimits = limiting.account(
    'Too many sign-in attempts for this account from your connection. Please wait a few minutes or reset your password.',
  );
  const router = Router();
  // Sessions are looked up only by the routes that need to know who is asking.

  router.get('/user', sessions, async (req, res) => {
    const user = await currentUser(req, users);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Not signed in');
    res.json(user);
  });

  // The pages ask here: a signed-out visitor is an answer, not an error the browser reports.
  router.get('/session', sessions, async (req, res) => {
    res.json({ user: (await currentUser(req, users)) ?? null });
  });

  router.post(
    '/register',
    limiting.limit(
      'register',
      'register',
      'Too many registrations from this address. Please try again later.',
    ),
    async (req, res) => {
      // A taken address answers exactly as a new one; its owner gets a notice by mail.
      await register.execute(parseOrThrow(registerSchema, req.body));
      res.status(201).json({ message: REGISTERED_MESSAGE });
    },
  );

  router.post(
    '/login',
    sessions,
    limiting.limit('login', 'login', 'Too many sign-in attempts. Please wait a few minutes.', {
      failuresOnly: true,
    }),
    accountLimits.perAccountAndAddress,
    accountLimits.perAccount,
    async (req, res) => {
      const result = await logIn.execute(parseOrThrow(loginSchema, req.body));
      if (!result.ok) throw fromDomainError(result.error);
      await accountLimits.clear(req, result.value.email);
      // A new session id at sign-in: an id planted before (session fixation) is worth nothing.
      await sessionCall(req, 'regenerate');
      req.session.userId = result.value.id;
      await sessionCall(req, 'save');
      res.json({ user: result.value, message: `Welcome back, ${result.value.firstName}!` });
    },
  );

  router.post('/logout', sessions, async (req, res) => {
    await sessionCall(req, 'destroy');
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.json({ message: 'You have been signed out.' });
  });

  router.get('/verify-email/:token', async (req, res) => {
    const result = await verifyEmail.execute(req.params.token);
    if (!result.ok) throw fromDomainError(result.error);
    const { firstName, lastName, email, accountId } = result.value;
    res.json({
      message: 'Your e-mail address is verified.',
      user: { firstName, lastName, email, accountId },
    });
  });

  router.post(
    '/resend-verification',
    sessions,
    limiting.limit('resend-verification', 'resendVerification', 'Too many requests. Please try again later.'),
    async (req, res) => {
      // Signed in: the account's own address; otherwise the one given.
      const signedIn = await currentUser(req, users);
      const email = signedIn?.email ?? parseOrThrow(emailOnlySchema, req.body).email;
      // Answered before the work, so that no one can time whether the address has an account.
      res.status(202).json({ message: SAME_ANSWER_RESEND });
      background.run('resend verification', () => resendVerification.execute({ email }));
    },
  );

  router.post(
    '/password-reset/request',
    limiting.limit('password-reset-request', 'passwordReset', 'Too many requests. Please try again later.'),
    (req, res) => {
      const { email } = parseOrThrow(emailOnlySchema, req.body);
      // Answered before the work, so that no one can time whether the address has an account.
      res.status(202).json({ message: SAME_ANSWER_RESET });
      background.run('password reset', () => requestReset.execute({ email }));
    },
  );

  router.post(
    '/password-reset/confirm',
    limiting.limit('password-reset-confirm', 'passwordReset', 'Too many requests. Please try again later.'),
    async (req, res) => {
      const result = await resetPassword.execute(parseOrThrow(resetPasswordSchema, req.body));
      if (!result.ok) throw fromDomainError(result.error);
      await accountLimits.clear(req, result.value.email);
      res.json({ message: 'Your password has been changed. Please sign in with the new one.' });
    },
  );

  return router;
}
