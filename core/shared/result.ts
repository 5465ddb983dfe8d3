/**
 * An outcome a user can cause is a value, not an exception: the compiler then makes every caller handle it, and an
 * exception is left to mean a bug or an outage.
 */
export type Result<T, E extends DomainError = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export interface DomainError {
  /** Stable, namespaced code that the HTTP error table maps to a status, e.g. 'ACCOUNT.TOKEN_EXPIRED'. */
  code: string;
  message: string;
}

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function fail<E extends DomainError>(error: E): Result<never, E> {
  return { ok: false, error };
}
