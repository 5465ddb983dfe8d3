import type { ErrorStatus } from '../shared/endpoint.js';
import type { DomainError } from '../shared/result.js';

export const ACCOUNT_ERRORS = {
  /** One answer for an unknown address and a wrong password: no one learns which addresses have accounts. */
  invalidCredentials: { code: 'ACCOUNT.INVALID_CREDENTIALS', message: 'Invalid email or password' },
  /**
   * The right password of an account whose address is not verified yet: the offer of a new link, nothing more
   * (no session), so that no one signs in with an address they do not own.
   */
  emailNotVerified: {
    code: 'ACCOUNT.EMAIL_NOT_VERIFIED',
    message: 'Please verify your e-mail address first: open the link we sent you, or ask for a new one.',
  },
  /** Staff roles go only to addresses their owners have proved. */
  adminNeedsVerifiedEmail: {
    code: 'ACCOUNT.EMAIL_NOT_VERIFIED',
    message: 'This account has not verified its e-mail address: it cannot be given the admin role.',
  },
  tokenInvalid: { code: 'ACCOUNT.TOKEN_INVALID', message: 'The link is invalid or has already been used.' },
  tokenExpired: { code: 'ACCOUNT.TOKEN_EXPIRED', message: 'The link has expired. Please ask for a new one.' },
  /** A verification link asks for the password chosen at sign-up; a wrong one leaves the link as it was. */
  wrongPassword: {
    code: 'ACCOUNT.WRONG_PASSWORD',
    message:
      'That is not the password chosen at sign-up. Please try again: after a few wrong passwords the link stops working.',
  },
  linkRetired: {
    code: 'ACCOUNT.LINK_RETIRED',
    message:
      'Too many wrong passwords: this link no longer works. Sign in with the password you chose at sign-up to get a new link, or register again.',
  },
  /** Told only to whoever holds one of the address's links, who has its mailbox. */
  alreadyVerified: {
    code: 'ACCOUNT.ALREADY_VERIFIED',
    message: 'This e-mail address is already verified. Please sign in.',
  },
  userNotFound: { code: 'ACCOUNT.NOT_FOUND', message: 'No account has this e-mail address.' },
} as const satisfies Record<string, DomainError>;

export type AccountError = (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS];

/** The answer's status for each failure (its endpoints declare them). */
export const ACCOUNT_ERROR_STATUSES = {
  'ACCOUNT.INVALID_CREDENTIALS': 401,
  'ACCOUNT.EMAIL_NOT_VERIFIED': 403,
  'ACCOUNT.TOKEN_INVALID': 400,
  'ACCOUNT.TOKEN_EXPIRED': 400,
  'ACCOUNT.WRONG_PASSWORD': 401,
  'ACCOUNT.LINK_RETIRED': 400,
  'ACCOUNT.ALREADY_VERIFIED': 409,
  'ACCOUNT.NOT_FOUND': 404,
} as const satisfies Record<AccountError['code'], ErrorStatus>;
