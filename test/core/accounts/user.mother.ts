import type { PublicUser, User } from '../../../core/accounts/user.js';
import { uniqueNumber } from '../../support/unique.js';

const AT = new Date('2026-11-20T10:00:00.000Z');

/** An account ID of our form no other builder call gives, and no account the sequence draws. */
export const anAccountId = (): string => `KX${String(uniqueNumber())}`;

/** An address no other builder call gives. */
export const anEmail = (name = 'customer'): string => `${name}-${String(uniqueNumber())}@example.com`;

/**
 * A customer's account (Object Mother): Wanjiru Kamau in Kenya, not verified, not staff; its ID, email and
 * account ID are unique, so two accounts never clash in one store. Override what the test is about.
 */
export const aUser = (overrides: Partial<User> = {}): User => ({
  id: crypto.randomUUID(),
  email: anEmail('wanjiru'),
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phoneNumber: '+254712345678',
  destination: 'kenya',
  isEmailVerified: false,
  roles: [],
  accountId: anAccountId(),
  kraPin: null,
  blockedReason: null,
  language: 'en',
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

/** A verified customer as GET /api/user answers: Amina Yusuf in Kenya. */
export const aPublicUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: crypto.randomUUID(),
  email: 'amina@example.com',
  firstName: 'Amina',
  lastName: 'Yusuf',
  phoneNumber: '+254712345678',
  destination: 'kenya',
  isEmailVerified: true,
  roles: [],
  accountId: anAccountId(),
  kraPin: null,
  ...overrides,
});

/** A signed-in staff member, as GET /api/user answers: Grace Muthoni, verified, with the admin role. */
export const aStaffMember = (overrides: Partial<PublicUser> = {}): PublicUser =>
  aPublicUser({
    email: 'staff@example.com',
    firstName: 'Grace',
    lastName: 'Muthoni',
    phoneNumber: '+254700123456',
    roles: ['admin'],
    ...overrides,
  });
