import type { AccountsPorts } from './accounts.ports.js';
import { ACCOUNT_ERRORS, type LinkRefusal } from './account.errors.js';
import type { User } from './user.js';
import { DEFAULT_LANGUAGE } from '../shared/language.js';

/**
 * A registration no one has verified yet: what it said, and its own mailed link. Every registration of an
 * address without an account is a claim of its own; the link alone verifies none of them: it asks for the
 * password of its claim, so that whoever opens it proves the mailbox and the password together. The first claim
 * verified becomes the account and removes the others. What it said is what the account will hold; its
 * account ID (drawn at registration, and told in the mail) is the account's.
 */
export interface RegistrationClaim extends Pick<
  User,
  | 'id'
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'destination'
  | 'accountId'
  | 'createdAt'
> {
  /** The SHA-256 of its link's token. */
  tokenHash: string;
  expiresAt: Date;
  /** Passwords tried with its link; at PASSWORD_ATTEMPTS the link stops working. */
  passwordAttempts: number;
  /** The account ID of the referral link the visitor signed up through, as given (checked once verified). */
  referrerAccountId: string | null;
}

/**
 * Passwords a link may be tried with: enough for a typo or two, far too few to guess one, even for someone who
 * got hold of the link. A new link (resend) starts the count again.
 */
export const PASSWORD_ATTEMPTS = 5;

/** The claims one address may hold at once; a new registration retires the oldest beyond them. */
export const CLAIMS_PER_ADDRESS = 3;

/** The verified account a claim becomes. */
export function accountFrom(claim: RegistrationClaim, now: Date): User {
  return {
    id: claim.id,
    email: claim.email,
    passwordHash: claim.passwordHash,
    firstName: claim.firstName,
    lastName: claim.lastName,
    phoneNumber: claim.phoneNumber,
    destination: claim.destination,
    isEmailVerified: true,
    roles: [],
    accountId: claim.accountId,
    language: DEFAULT_LANGUAGE,
    createdAt: claim.createdAt,
    updatedAt: now,
  };
}

/**
 * Why a link cannot verify, or undefined when it can: a link of no open claim is invalid unless its address
 * has been verified since (its holder, who has the mailbox, may know that much: sign in instead); then an
 * expired link, and one whose password attempts are used up.
 */
export async function linkRefusal(
  ports: Pick<AccountsPorts, 'users' | 'emailTokens'>,
  tokenHash: string,
  claim: RegistrationClaim | undefined,
  now: Date,
): Promise<LinkRefusal | undefined> {
  if (!claim) {
    // A verification records the links of every claim it settled, as used links of the new account.
    const settled = await ports.emailTokens.findByHash(tokenHash, 'verify-email');
    const owner = settled && (await ports.users.findById(settled.userId));
    return owner?.isEmailVerified ? ACCOUNT_ERRORS.alreadyVerified : ACCOUNT_ERRORS.tokenInvalid;
  }
  if (claim.expiresAt <= now) return ACCOUNT_ERRORS.tokenExpired;
  if (claim.passwordAttempts >= PASSWORD_ATTEMPTS) return ACCOUNT_ERRORS.linkRetired;
  return undefined;
}
