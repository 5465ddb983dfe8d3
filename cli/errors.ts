import type { CodeOf, Failure, Refusal, Refusals } from '../core/shared/refusals.js';
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
 * A use case's expected failure, as the CLI reports it: the exit its area's table gives (`refusals`, the same
 * table the API's statuses come from); `detail` names what it was about. The message is the domain's own.
 */
export class DomainFailure<T extends Refusals = Refusals> extends Error {
  /** Undefined only where a cast got a code past the table: a bug, reported as one. */
  readonly exit: Refusal['exit'] | undefined;

  constructor(
    readonly error: Failure<NoInfer<CodeOf<T>>>,
    refusals: T,
    detail: string,
  ) {
    super(`${error.message} (${detail})`);
    this.exit = refusals[error.code]?.exit;
  }
}

/** What to print and which exit code to give, for every failure a user can cause; undefined for a bug. */
export function cliFailure(error: unknown): { exitCode: ExitCode; message: string } | undefined {
  if (error instanceof UsageError || error instanceof ConfigError) {
    return { exitCode: EXIT.usage, message: error.message };
  }
  if (error instanceof DomainFailure && error.exit) {
    return { exitCode: EXIT[error.exit], message: error.message };
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
