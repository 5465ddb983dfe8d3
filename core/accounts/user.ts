import type { Destination } from '../pricing/destinations.js';
import type { Language } from '../shared/language.js';
import type { StaffRole } from '../shared/staff-roles.js';

export interface User {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  destination: Destination;
  isEmailVerified: boolean;
  /** The staff roles held, in STAFF_ROLES' order; a customer holds none. */
  roles: StaffRole[];
  /** KX followed by digits, from a database sequence. */
  accountId: string;
  /** The owner's KRA PIN (`A123456789B`) where they gave one: the clearing agent's manifest names it. */
  kraPin?: string | null;
  /** Why staff blocked its sign-in, while they do (null or absent: it may sign in). */
  blockedReason?: string | null;
  /** The language of the owner's notices: English (DEFAULT_LANGUAGE) until they choose another. */
  language: Language;
  createdAt: Date;
  updatedAt: Date;
}

/** What the API may show of a user: never the password hash. */
export type PublicUser = Omit<
  User,
  'passwordHash' | 'createdAt' | 'updatedAt' | 'kraPin' | 'blockedReason' | 'language'
> & {
  kraPin: string | null;
};

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    destination: user.destination,
    isEmailVerified: user.isEmailVerified,
    roles: user.roles,
    accountId: user.accountId,
    kraPin: user.kraPin ?? null,
  };
}

/**
 * What may change on an account: its password, flags, staff roles, sign-in block, destination, the owner's profile
 * and the language of their notices.
 */
export type UserChanges = Partial<
  Pick<
    User,
    | 'passwordHash'
    | 'isEmailVerified'
    | 'roles'
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'kraPin'
    | 'blockedReason'
    | 'destination'
    | 'language'
  >
>;
