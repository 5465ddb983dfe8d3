import type { Refusals } from '../../shared/refusals.js';
import type { AccountCode } from '../account.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const ACCOUNT_REFUSALS = {
  'ACCOUNT.INVALID_CREDENTIALS': { status: 401, exit: 'failure' },
  'ACCOUNT.EMAIL_NOT_VERIFIED': { status: 403, exit: 'failure' },
  'ACCOUNT.TOKEN_INVALID': { status: 400, exit: 'failure' },
  'ACCOUNT.TOKEN_EXPIRED': { status: 400, exit: 'failure' },
  'ACCOUNT.WRONG_PASSWORD': { status: 401, exit: 'failure' },
  'ACCOUNT.LINK_RETIRED': { status: 400, exit: 'failure' },
  'ACCOUNT.ALREADY_VERIFIED': { status: 409, exit: 'failure' },
  'ACCOUNT.SIGN_IN_BLOCKED': { status: 403, exit: 'failure' },
  'ACCOUNT.NOT_FOUND': { status: 404, exit: 'failure' },
} as const satisfies Refusals<AccountCode>;
