import type { DomainError } from '../shared/result.js';

export const ACCOUNT_ERRORS = {
  /** One response for an unknown address and a wrong password: no one learns which addresses have accounts. */
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
  roleNeedsVerifiedEmail: {
    code: 'ACCOUNT.EMAIL_NOT_VERIFIED',
    message: 'This account has not verified its e-mail address: it cannot be given a staff role.',
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
  /** Staff blocked the account's sign-in: the owner is told whom to ask, not why. */
  signInBlocked: {
    code: 'ACCOUNT.SIGN_IN_BLOCKED',
    message: 'This account cannot sign in at the moment. Please contact support: they will help you.',
  },
  userNotFound: { code: 'ACCOUNT.NOT_FOUND', message: 'No account has this e-mail address.' },
} as const satisfies Record<string, DomainError>;

type AnyAccountError = (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS];
export type AccountCode = AnyAccountError['code'];
/** An account failure, or one of those with the codes `C` (what one use case may return). */
export type AccountError<C extends AccountCode = AccountCode> = Extract<AnyAccountError, { code: C }>;

/** Why a mailed link cannot be used (a reset link: invalid or expired). */
export type TokenRefusal = AccountError<'ACCOUNT.TOKEN_INVALID' | 'ACCOUNT.TOKEN_EXPIRED'>;
/** Why a verification link cannot verify, and what else its use may meet (`Also`). */
export type LinkRefusal<Also extends AccountCode = never> = AccountError<
  | 'ACCOUNT.TOKEN_INVALID'
  | 'ACCOUNT.TOKEN_EXPIRED'
  | 'ACCOUNT.LINK_RETIRED'
  | 'ACCOUNT.ALREADY_VERIFIED'
  | Also
>;
