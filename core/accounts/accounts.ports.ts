import type { Destination } from '../pricing/destinations.js';

export interface User {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  destination: Destination;
  isEmailVerified: boolean;
  isAdmin: boolean;
  /** KX followed by digits, from a database sequence. */
  accountId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What the API may show of a user: never the password hash. */
export type PublicUser = Omit<User, 'passwordHash' | 'createdAt' | 'updatedAt'>;

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    destination: user.destination,
    isEmailVerified: user.isEmailVerified,
    isAdmin: user.isAdmin,
    accountId: user.accountId,
  };
}

export type UserChanges = Partial<Pick<User, 'passwordHash' | 'isEmailVerified' | 'isAdmin'>>;

export interface UserRepository {
  /** The next account ID, KX followed by digits; never handed out twice. */
  nextAccountId(): Promise<string>;
  /** Adds the user unless the e-mail address (any case) is taken; says which. */
  addIfEmailFree(user: User): Promise<'added' | 'email-taken'>;
  findByEmail(email: string): Promise<User | undefined>;
  findById(id: string): Promise<User | undefined>;
  update(id: string, changes: UserChanges, at: Date): Promise<void>;
}

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export interface EmailToken {
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
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

/** Ends every session of a user, on every server instance (sessions live in the database). */
export interface SessionRevoker {
  revokeAllFor(userId: string): Promise<void>;
}
