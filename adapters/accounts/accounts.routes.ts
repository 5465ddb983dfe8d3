import type { Request } from 'express';
import { currentUserEndpoint, updateProfileEndpoint } from '../../core/accounts/api/session.endpoints.js';
import { currentSessionEndpoint, logOutEndpoint } from '../../core/shared/api/session.endpoints.js';
import { TOKENS } from '../../core/shared/tokens.js';
import {
  checkVerificationLinkEndpoint,
  logInEndpoint,
  registerEndpoint,
  requestPasswordResetEndpoint,
  resendVerificationEndpoint,
  resetPasswordEndpoint,
  verifyEmailEndpoint,
} from '../../core/accounts/api/account.endpoints.js';
import { emailOnlySchema } from '../../core/accounts/account.schema.js';
import { REGISTERED_MESSAGE } from '../../core/accounts/register-user.use-case.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { ADAPTER_TOKENS, type AppContainer } from '../wiring.js';
import type { UserRepository } from '../../core/accounts/accounts.ports.js';
import { type PublicUser, toPublicUser } from '../../core/accounts/user.js';
import { currentUser, signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import { HttpError, parseOrThrow } from '../http/errors.js';
import type { RateLimiting } from '../http/rate-limits.js';
import { SESSION_COOKIE } from '../http/sessions.js';

/** express-session's callback methods, awaited. */
const sessionCall = (req: Request, action: 'regenerate' | 'save' | 'destroy'): Promise<void> =>
  new Promise((resolve, reject) => {
    req.session[action]((error: unknown) =>
      error ? reject(error instanceof Error ? error : new Error('session store failed')) : resolve(),
    );
  });

/** Signs the account in on a new session id: an id planted before (session fixation) is worth nothing. */
async function signIn(req: Request, userId: string): Promise<void> {
  await sessionCall(req, 'regenerate');
  req.session.userId = userId;
  await sessionCall(req, 'save');
}

const SAME_RESPONSE_RESEND =
  'If a registration of this address is waiting for verification, we have sent it a new link.';
const SAME_RESPONSE_RESET = 'If an account uses this address, we have sent it a link to reset the password.';

/** The account of the request's session, as the API may show it. */
async function sessionAccount(req: Request, users: UserRepository): Promise<PublicUser | undefined> {
  const userId = req.session.userId;
  const user = userId ? await users.findById(userId) : undefined;
  return user && toPublicUser(user);
}

/** Registration, sign-in and -out, e-mail verification and password reset. */
export function accountRoutes(container: AppContainer, api: EndpointRouter, limiting: RateLimiting): void {
  const users = container.get(ACCOUNT_TOKENS.Users);
  const signedInUsers = container.get(TOKENS.SignedInUsers);
  const register = container.get(ACCOUNT_TOKENS.RegisterUser);
  const logIn = container.get(ACCOUNT_TOKENS.LogIn);
  const checkLink = container.get(ACCOUNT_TOKENS.CheckVerificationLink);
  const verifyEmail = container.get(ACCOUNT_TOKENS.VerifyEmail);
  const resendVerification = container.get(ACCOUNT_TOKENS.ResendVerification);
  const requestReset = container.get(ACCOUNT_TOKENS.RequestPasswordReset);
  const resetPassword = container.get(ACCOUNT_TOKENS.ResetPassword);
  const updateProfile = container.get(ACCOUNT_TOKENS.UpdateProfile);
  const background = container.get(ADAPTER_TOKENS.Background);
  const accountLimits = limiting.account(
    'Too many sign-in attempts for this account from your connection. Please wait a few minutes or reset your password.',
  );

  // The guard admitted the user; the whole account is read by the id it found.
  api.on(currentUserEndpoint, async ({ req }) => {
    const user = await users.findById(signedInUser(req).id);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Not signed in');
    return toPublicUser(user);
  });

  api.on(updateProfileEndpoint, async ({ req, body }) => {
    const user = await updateProfile.execute(signedInUser(req).id, body);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Not signed in');
    return toPublicUser(user);
  });

  api.on(
    currentSessionEndpoint,
    async ({ req }) => ({ user: (await currentUser(req, signedInUsers)) ?? null }),
    {
      session: true,
    },
  );

  // A taken address answers exactly as a new one; its owner gets a notice by mail.
  api.on(registerEndpoint, async ({ body }) => {
    await register.execute(body);
    return { message: REGISTERED_MESSAGE };
  });

  api.on(
    logInEndpoint,
    async ({ body, req, valueOf }) => {
      const user = valueOf(await logIn.execute(body));
      await accountLimits.clear(req, user.email);
      await signIn(req, user.id);
      return { user, message: `Welcome back, ${user.firstName}!` };
    },
    { session: true, before: [accountLimits.perAccountAndAddress, accountLimits.perAccount] },
  );

  api.on(
    logOutEndpoint,
    async ({ req, res }) => {
      await sessionCall(req, 'destroy');
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'You have been signed out.' };
    },
    { session: true },
  );

  // Opening the link verifies nothing: its page asks for the password chosen at sign-up.
  api.on(checkVerificationLinkEndpoint, async ({ params, valueOf }) => {
    valueOf(await checkLink.execute(params.token));
    return { message: 'Enter the password you chose when you signed up to verify your e-mail address.' };
  });

  // The link and the password just typed prove the account: its owner is signed in, not asked again.
  api.on(
    verifyEmailEndpoint,
    async ({ body, req, valueOf }) => {
      const { id, firstName, lastName, email, accountId } = valueOf(await verifyEmail.execute(body));
      await signIn(req, id);
      return {
        message: 'Your e-mail address is verified and you are signed in.',
        user: { firstName, lastName, email, accountId },
      };
    },
    { session: true },
  );

  api.on(
    resendVerificationEndpoint,
    async ({ body, req }) => {
      // Signed in: the account's own address; otherwise the one given.
      const signedIn = await sessionAccount(req, users);
      const email = signedIn?.email ?? parseOrThrow(emailOnlySchema, body).email;
      // Not awaited, so that no one can time whether the address has an account.
      background.run('resend verification', () => resendVerification.execute({ email }));
      return { message: SAME_RESPONSE_RESEND };
    },
    { session: true },
  );

  api.on(requestPasswordResetEndpoint, ({ body }) => {
    // Not awaited, so that no one can time whether the address has an account.
    background.run('password reset', () => requestReset.execute(body));
    return { message: SAME_RESPONSE_RESET };
  });

  api.on(resetPasswordEndpoint, async ({ body, req, valueOf }) => {
    const { email } = valueOf(await resetPassword.execute(body));
    await accountLimits.clear(req, email);
    return { message: 'Your password has been changed. Please sign in with the new one.' };
  });
}
