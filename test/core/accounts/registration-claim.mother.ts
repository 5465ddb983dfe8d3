import type { RegistrationClaim } from '../../../core/accounts/registration-claim.js';
import { anAccountId, anEmail } from './user.mother.js';

/** A registration not verified yet (Object Mother): Wanjiru's, with a unique address, account ID and token. */
export const aRegistrationClaim = (overrides: Partial<RegistrationClaim> = {}): RegistrationClaim => ({
  id: crypto.randomUUID(),
  email: anEmail('wanjiru'),
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phoneNumber: '+254712345678',
  destination: 'kenya',
  accountId: anAccountId(),
  tokenHash: crypto.randomUUID(),
  expiresAt: new Date('2026-11-21T10:00:00.000Z'),
  passwordAttempts: 0,
  referrerAccountId: null,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});
