import * as z from 'zod/mini';
import { messageResponseSchema } from '../../shared/api/api-responses.schema.js';
import { endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { ACCOUNT_REFUSALS } from './account.refusals.js';
import { loginResponseSchema, verifyEmailResponseSchema } from './account-responses.schema.js';
import {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../account.schema.js';
import { ACCOUNTS } from './session.endpoints.js';

const refusing = refusalsFrom(ACCOUNT_REFUSALS);
/** What a verification link may be refused for. */
const LINK_REFUSALS = [
  'ACCOUNT.TOKEN_INVALID',
  'ACCOUNT.TOKEN_EXPIRED',
  'ACCOUNT.LINK_RETIRED',
  'ACCOUNT.ALREADY_VERIFIED',
] as const;
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
      'The same answer whether or not the address has an account: its owner is mailed a notice instead. Otherwise the registration waits for verification beside any other of the address, each with its own mailed link.',
    schema: messageResponseSchema,
  },
  refuses: refusing('UNAVAILABLE'),
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
    schema: loginResponseSchema,
  },
  refuses: refusing(
    'ACCOUNT.INVALID_CREDENTIALS',
    'ACCOUNT.EMAIL_NOT_VERIFIED',
    'ACCOUNT.SIGN_IN_BLOCKED',
    'UNAVAILABLE',
  ),
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

export const checkVerificationLinkEndpoint = endpoint({
  operationId: 'checkVerificationLink',
  method: 'GET',
  path: '/api/verify-email/{token}',
  tag: ACCOUNTS,
  summary: 'Whether a mailed verification link can still verify (it verifies nothing)',
  description:
    'The page of the link asks this before it asks for the password chosen at sign-up. Verifying is `POST /api/verify-email`.',
  who: 'anyone',
  params: z.object({ token: z.string() }),
  ok: {
    status: 200,
    meaning: 'The link can verify its registration, with the password chosen at sign-up.',
    schema: messageResponseSchema,
  },
  refuses: refusing(...LINK_REFUSALS, 'UNAVAILABLE'),
  meanings: {
    400: 'The link is invalid, has expired, or was tried with too many wrong passwords.',
    409: 'The address of the link is verified already: sign in.',
  },
});

export const verifyEmailEndpoint = endpoint({
  operationId: 'verifyEmail',
  method: 'POST',
  path: '/api/verify-email',
  tag: ACCOUNTS,
  summary: 'Verify an e-mail address: the mailed link with the password chosen at sign-up',
  description:
    'Each registration of an address has its own link; only the password of that registration verifies it. The registration becomes the verified account, and the other registrations of the address are removed.',
  who: 'anyone',
  body: { type: 'json', schema: verifyEmailSchema },
  ok: { status: 200, meaning: 'Verified.', schema: verifyEmailResponseSchema },
  refuses: refusing(...LINK_REFUSALS, 'ACCOUNT.WRONG_PASSWORD', 'UNAVAILABLE'),
  meanings: {
    400: 'The input is not valid, or the link is invalid, has expired, or was tried with too many wrong passwords.',
    401: 'Not the password chosen at sign-up: the link stays as it was, for a few more tries.',
    409: 'The address of the link is verified already: sign in.',
  },
  rateLimit: {
    counter: 'verify-email',
    rule: 'verifyEmail',
    message: 'Too many verification attempts. Please wait a few minutes.',
    failuresOnly: true,
  },
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
    meaning:
      'The same answer whether or not registrations of the address wait for verification: each is mailed a new link.',
    schema: messageResponseSchema,
  },
  refuses: refusing('UNAVAILABLE'),
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
  ok: { status: 202, meaning: 'The same answer for any address.', schema: messageResponseSchema },
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
    schema: messageResponseSchema,
  },
  refuses: refusing('ACCOUNT.TOKEN_INVALID', 'ACCOUNT.TOKEN_EXPIRED', 'UNAVAILABLE'),
  rateLimit: { counter: 'password-reset-confirm', rule: 'passwordReset', message: AGAIN_LATER },
});
