import type { EmailToken } from '../../../core/accounts/email-tokens.js';

/** An unused link to verify an account's address (Object Mother), with a unique token. */
export const anEmailToken = (overrides: Partial<EmailToken> & Pick<EmailToken, 'userId'>): EmailToken => ({
  id: crypto.randomUUID(),
  purpose: 'verify-email',
  tokenHash: crypto.randomUUID(),
  expiresAt: new Date('2026-11-21T10:00:00.000Z'),
  usedAt: null,
  ...overrides,
});
