import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import { ACCOUNT_ERRORS, type TokenRefusal } from './account.errors.js';
import type { EmailTokenPurpose } from './email-tokens.js';
import type { AccountsPorts } from './accounts.ports.js';
import type { User } from './user.js';
import { hashToken } from './email-tokens.js';

/** Checks a token from a mailed link and uses it up: unknown, used and expired tokens each fail. */
export async function redeemEmailToken(
  ports: Pick<AccountsPorts, 'emailTokens' | 'users'>,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<Result<User, TokenRefusal>> {
  const found = await ports.emailTokens.findByHash(await hashToken(token), purpose);
  if (!found || found.usedAt) return fail(ACCOUNT_ERRORS.tokenInvalid);
  const now = clock.now();
  if (found.expiresAt <= now) return fail(ACCOUNT_ERRORS.tokenExpired);
  if (!(await ports.emailTokens.use(found.id, now))) return fail(ACCOUNT_ERRORS.tokenInvalid);
  const user = await ports.users.findById(found.userId);
  return user ? ok(user) : fail(ACCOUNT_ERRORS.tokenInvalid);
}
