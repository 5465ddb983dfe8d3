import type { DomainError } from '../shared/result.js';

export const ACCOUNT_ERRORS = {
  /** One answer for an unknown address and a wrong password: no one learns which addresses have accounts. */
  invalidCredentials: { code: 'ACCOUNT.INVALID_CREDENTIALS', message: 'Invalid email or password' },
  tokenInvalid: { code: 'ACCOUNT.TOKEN_INVALID', message: 'The link is invalid or has already been used.' },
  tokenExpired: { code: 'ACCOUNT.TOKEN_EXPIRED', message: 'The link has expired. Please ask for a new one.' },
  userNotFound: { code: 'ACCOUNT.NOT_FOUND', message: 'No account has this e-mail address.' },
} as const satisfies Record<string, DomainError>;

export type AccountError = (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS];
