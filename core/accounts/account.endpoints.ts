import * as z from 'zod/mini';
import { messageAnswerSchema } from '../shared/api-answers.schema.js';
import { endpoint } from '../shared/endpoint.js';
import { loginAnswerSchema, verifyEmailAnswerSchema } from './account-answers.schema.js';
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema } from './account.schema.js';
import { ACCOUNTS } from './session.endpoints.js';

const AGAIN_LATER = 'Too many requests. Please try again later.';

export const registerEndpoint = endpoint({
  operationId: 'register',
  method: 'POST',
  path: '/api/register',
  tag: ACCOUNTS,
  summary: 'Open an account; a verification link is mailed',
  who: 'anyone',
  body: { type: 'json', schema: registerSchema },
  ok: {
    status: 201,
    meaning:
      'The same answer whether or not the address has an account: a verified owner is mailed a notice instead; a registration still unverified is replaced by this one, and its owner mailed a new link.',
    schema: messageAnswerSchema,
  },
  errors: [503],
  rateLimit: {
    counter: 'register',
    rule: 'register',
    message: 'Too many registrations from this address. Please try again later.',
  },
});

export const logInEndpoint = endpoint({
  operationId: 'logIn',
  method: 'POST',
  path: '/api/login',
  tag: ACCOUNTS,
  summary: 'Sign in',
  who: 'anyone',
  body: { type: 'json', schema: loginSchema },
  ok: {
    status: 200,
    meaning: 'Signed in: the session cookie carries the new session.',
    schema: loginAnswerSchema,
  },
  errors: [401, 503],
  meanings: {
    401: 'Invalid email or password (the same answer for an address without an account).',
    403: 'The right password of an account whose address is not verified yet (no session is made; ask for a new link with `POST /api/resend-verification`), or a cross-site request.',
  },
  rateLimit: {
    counter: 'login',
    rule: 'login',
    message: 'Too many sign-in attempts. Please wait a few minutes.',
    failuresOnly: true,
  },
});

export const logOutEndpoint = endpoint({
  operationId: 'logOut',
  method: 'POST',
  path: '/api/logout',
  tag: ACCOUNTS,
  summary: 'Sign out: the session ends',
  who: 'anyone',
  ok: { status: 200, meaning: 'Signed out (also when no one was signed in).', schema: messageAnswerSchema },
  errors: [503],
});

export const verifyEmailEndpoint = endpoint({
  operationId: 'verifyEmail',
  method: 'GET',
  path: '/api/verify-email/{token}',
  tag: ACCOUNTS,
  summary: 'Verify an e-mail address with the mailed link',
  who: 'anyone',
  params: z.object({ token: z.string() }),
  ok: { status: 200, meaning: 'Verified.', schema: verifyEmailAnswerSchema },
  errors: [400, 503],
});

export const resendVerificationEndpoint = endpoint({
  operationId: 'resendVerification',
  method: 'POST',
  path: '/api/resend-verification',
  tag: ACCOUNTS,
  summary: 'Mail a new verification link',
  who: 'anyone',
  body: {
    type: 'json',
    schema: emailOnlySchema,
    optional: true,
    note: 'The address; none when signed in (the account’s own address is used).',
  },
  ok: {
    status: 202,
    meaning: 'The same answer whether or not the address has an unverified account.',
    schema: messageAnswerSchema,
  },
  errors: [503],
  rateLimit: { counter: 'resend-verification', rule: 'resendVerification', message: AGAIN_LATER },
});

export const requestPasswordResetEndpoint = endpoint({
  operationId: 'requestPasswordReset',
  method: 'POST',
  path: '/api/password-reset/request',
  tag: ACCOUNTS,
  summary: 'Mail a link to choose a new password (valid 1 hour)',
  who: 'anyone',
  body: { type: 'json', schema: emailOnlySchema },
  ok: { status: 202, meaning: 'The same answer for any address.', schema: messageAnswerSchema },
  rateLimit: { counter: 'password-reset-request', rule: 'passwordReset', message: AGAIN_LATER },
});

export const resetPasswordEndpoint = endpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/password-reset/confirm',
  tag: ACCOUNTS,
  summary: 'Choose a new password with the mailed token',
  who: 'anyone',
  body: { type: 'json', schema: resetPasswordSchema },
  ok: {
    status: 200,
    meaning: 'Changed; every session of the account has ended.',
    schema: messageAnswerSchema,
  },
  errors: [503],
  rateLimit: { counter: 'password-reset-confirm', rule: 'passwordReset', message: AGAIN_LATER },
});
