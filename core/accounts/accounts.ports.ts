import type { EmailToken, EmailTokenPurpose } from './email-tokens.js';
import type { RegistrationClaim } from './registration-claim.js';
import type { Transaction, TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { User, UserChanges } from './user.js';

export interface UserRepository {
  /**
   * The next account ID, KX followed by digits: never handed out twice, and above every imported customer's (the
   * customer directory moves this allocator past every ID it loads).
   */
  nextAccountId(): Promise<string>;
  /** Adds the user unless the e-mail address (any case) is taken; says which. */
  addIfEmailFree(user: User): Promise<'added' | 'email-taken'>;
  findByEmail(email: string): Promise<User | undefined>;
  findById(id: string): Promise<User | undefined>;
  /** The accounts with these ids (unknown ones left out): the owners of many parcels at once. */
  findByIds(ids: readonly string[]): Promise<User[]>;
  /** The account whose ID this is (a parcel's label names it). */
  findByAccountId(accountId: string): Promise<User | undefined>;
  /**
   * Accounts with a verified address whose names match case-insensitively, white space made single (at most 10):
   * How It Works' lookup finds them beside the imported customers.
   */
  findVerifiedByName(firstName: string, lastName: string): Promise<User[]>;
  /** Every account holding a staff role, by account ID: whom `users staff` lists. */
  findStaff(): Promise<User[]>;
  update(id: string, changes: UserChanges, at: Date): Promise<void>;
  /** How many accounts the site has: the customer database counts them beside the imported customers. */
  count(): Promise<number>;
}

/** The registrations not verified yet, each with its own link (registration-claim.ts). */
export interface RegistrationClaimRepository {
  add(claim: RegistrationClaim): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<RegistrationClaim | undefined>;
  /** The claims of the address (any case), newest first. */
  findByEmail(email: string): Promise<RegistrationClaim[]>;
  /** A new link: its token hash and expiry replace the old ones, and its count of password attempts starts again. */
  renewLink(id: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /**
   * Counts one more password attempt, unless `limit` were made already (so that attempts at once cannot pass
   * it); returns the count after it, or undefined when none was counted (or the claim is gone).
   */
  countPasswordAttempt(id: string, limit: number): Promise<number | undefined>;
  /** Removes the claim; true when this call removed it (so two verifications of one claim cannot both win). */
  remove(id: string): Promise<boolean>;
}

export interface EmailTokenRepository {
  add(token: EmailToken): Promise<void>;
  findByHash(tokenHash: string, purpose: EmailTokenPurpose): Promise<EmailToken | undefined>;
  /** Marks the token used unless it already was; true when this call used it (so two clicks cannot both win). */
  use(id: string, at: Date): Promise<boolean>;
  /** Marks every unused token of this user and purpose used: older links stop working. */
  useAll(userId: string, purpose: EmailTokenPurpose, at: Date): Promise<void>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** True when the hash was made with other parameters than the current ones. */
  needsRehash(hash: string): boolean;
}

/** A registration just verified: the account it became, and whose referral link the visitor signed up through. */
export interface VerifiedRegistration {
  account: User;
  /** The account ID the sign-up named as its referrer (`ref`), as given; null when it named none. */
  referrerAccountId: string | null;
}

/**
 * What follows, in the verification's own transaction, when a registration becomes a verified account: another
 * area's work (the referral program's welcome credit), bound by that area, so that accounts names none. It takes
 * the transaction, not ports: the binding reaches its own area's through it (`portsIn`).
 */
export interface AccountVerifiedFollowUp {
  accountVerified(transaction: Transaction, verified: VerifiedRegistration, at: Date): Promise<void>;
}

/** The accounts area's part of a unit of work. */
export type AccountsPorts = Pick<TransactionalPorts, 'users' | 'registrationClaims' | 'emailTokens'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    users: UserRepository;
    registrationClaims: RegistrationClaimRepository;
    emailTokens: EmailTokenRepository;
  }
}
