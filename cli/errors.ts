import type { AccountError } from '../core/accounts/account.errors.js';
import type { ParcelError } from '../core/parcels/parcels.errors.js';
import type { ProductError } from '../core/products/product.errors.js';
import type { RateCardError } from '../core/competitors/rate-card.errors.js';
import { DependencyUnavailableError } from '../core/shared/dependency-unavailable.js';
import { ConfigError } from '../adapters/config.js';
import { isDatabaseUnavailable } from '../adapters/postgres/database.js';
import { GUEST_TURN_TAKEN } from '../adapters/postgres/embedded-session-gate.js';

/** 0 success, 1 the work could not be done (or only partly), 2 the command could not be used as given. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Bad arguments: reported on stderr, exit code 2. */
export class UsageError extends Error {}

/**
 * The CLI's face of the error table: each domain error code a command can meet, and its exit code. The message
 * is the domain's own, as the API gives it.
 */
const EXIT_BY_DOMAIN_CODE: Record<CliDomainError['code'], ExitCode> = {
  'ACCOUNT.NOT_FOUND': EXIT.failure,
  'ACCOUNT.INVALID_CREDENTIALS': EXIT.failure,
  'ACCOUNT.EMAIL_NOT_VERIFIED': EXIT.failure,
  'ACCOUNT.TOKEN_INVALID': EXIT.failure,
  'ACCOUNT.TOKEN_EXPIRED': EXIT.failure,
  'ACCOUNT.WRONG_PASSWORD': EXIT.failure,
  'ACCOUNT.LINK_RETIRED': EXIT.failure,
  'ACCOUNT.ALREADY_VERIFIED': EXIT.failure,
  'PRODUCT.NOT_FOUND': EXIT.failure,
  'PRODUCT.NOT_FEATURED': EXIT.failure,
  'PRODUCT.ALREADY_FEATURED': EXIT.failure,
  'PRODUCT.LINK_UNRESOLVED': EXIT.usage,
  'RATE_CARDS.NOT_JSON': EXIT.usage,
  'RATE_CARDS.INVALID': EXIT.usage,
  'PARCELS.UNKNOWN_ACCOUNT': EXIT.failure,
  'PARCELS.ALREADY_RECEIVED': EXIT.failure,
  'PARCELS.NOT_FOUND': EXIT.failure,
  'PARCELS.NOT_FORWARD': EXIT.failure,
  'PARCELS.PRE_ALERT_EXISTS': EXIT.failure,
  'PARCELS.ALREADY_ARRIVED': EXIT.failure,
  'PARCELS.PRE_ALERT_NOT_FOUND': EXIT.failure,
  'PARCELS.PRE_ALERT_FULFILLED': EXIT.failure,
  'PARCELS.TOO_MANY_PRE_ALERTS': EXIT.failure,
};

type CliDomainError = AccountError | ProductError | RateCardError | ParcelError;

/** A use case's expected failure, as the CLI reports it; `detail` names what it was about. */
export class DomainFailure extends Error {
  constructor(
    readonly error: CliDomainError,
    detail: string,
  ) {
    super(`${error.message} (${detail})`);
  }
}

/** What to print and which exit code to give, for every failure a user can cause; undefined for a bug. */
export function cliFailure(error: unknown): { exitCode: ExitCode; message: string } | undefined {
  if (error instanceof UsageError || error instanceof ConfigError) {
    return { exitCode: EXIT.usage, message: error.message };
  }
  if (error instanceof DomainFailure) {
    return { exitCode: EXIT_BY_DOMAIN_CODE[error.error.code], message: error.message };
  }
  if (error instanceof DependencyUnavailableError) {
    return { exitCode: EXIT.failure, message: `${error.userMessage} (${error.message}).` };
  }
  // Beside the server, a command's work on the embedded database was undone so that the site could answer.
  if (error instanceof Error && (error as { code?: unknown }).code === GUEST_TURN_TAKEN) {
    return { exitCode: EXIT.failure, message: error.message };
  }
  if (isDatabaseUnavailable(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return { exitCode: EXIT.failure, message: `The database is unreachable (${reason}).` };
  }
  return undefined;
}
