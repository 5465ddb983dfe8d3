import type { ErrorBody } from '../../core/shared/api/api-responses.schema.js';
import type { CodeOf, ErrorStatus, Failure, Refusals } from '../../core/shared/refusals.js';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { DependencyUnavailableError } from '../../core/shared/dependency-unavailable.js';
import { isDatabaseUnavailable } from '../postgres/database.js';

/** The statuses of the failures every endpoint may meet; each area maps its own codes beside its routes. */
const STATUS_BY_CODE = {
  VALIDATION: 400,
  MALFORMED_BODY: 400,
  MALFORMED_PATH: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
type ErrorCode = keyof typeof STATUS_BY_CODE;

/** An outcome the client caused: one of the codes above, or an area's failure with the status its table gives. */
export class HttpError extends Error {
  readonly status: number;

  constructor(
    code: ErrorCode | ErrorStatus,
    message: string,
    readonly errors?: ErrorBody['errors'],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = typeof code === 'number' ? code : STATUS_BY_CODE[code];
  }
}

/** body-parser reports its failures with a `type`; map the ones a client can cause. */
const BODY_PARSER_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  'entity.parse.failed': { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON' },
  'entity.too.large': { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  'encoding.unsupported': { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content encoding' },
  'charset.unsupported': { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported charset' },
  'request.aborted': { code: 'MALFORMED_BODY', message: 'The request was aborted' },
};

/**
 * A declared failure as the HTTP error its table gives (`errors` names each problem). Its code is one of the
 * table's, or it does not compile: an error an endpoint does not declare cannot reach its response.
 */
export function fromDomainError<T extends Refusals>(
  failure: Failure<NoInfer<CodeOf<T>>>,
  refusals: T,
  errors?: ErrorBody['errors'],
): Error {
  const refusal = refusals[failure.code];
  // Only a cast can get past the type: a bug: a 500, logged.
  return refusal
    ? new HttpError(refusal.status, failure.message, errors)
    : new Error(`no refusal ${failure.code}`);
}

/** Parses `input` or throws a 400 whose first message is the schema's own text. */
export function parseOrThrow<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const parsed = safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new HttpError('VALIDATION', errors[0]?.message ?? 'Invalid request', errors);
}

/** Longer than any address of the site's (a page's query is not counted): refused before anything reads it. */
const MAX_PATH_LENGTH = 1024;

export const refuseLongPaths: RequestHandler = (req, _res, next) => {
  const url = req.originalUrl;
  const query = url.indexOf('?');
  const pathLength = query === -1 ? url.length : query;
  next(
    pathLength > MAX_PATH_LENGTH
      ? new HttpError(
          'URI_TOO_LONG',
          `The address is too long: at most ${String(MAX_PATH_LENGTH)} characters.`,
        )
      : undefined,
  );
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError('NOT_FOUND', `No API route for ${req.method} ${req.path}`));
};

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) {
    return new HttpError(
      'UNAVAILABLE',
      'The service is briefly unavailable. Nothing was saved; please try again shortly.',
    );
  }
  if (error instanceof DependencyUnavailableError) {
    return new HttpError('UNAVAILABLE', error.userMessage, undefined, { cause: error });
  }
  // A path parameter with a malformed percent-encoding (`%E0`), which the router cannot decode.
  if (error instanceof URIError) {
    return new HttpError('MALFORMED_PATH', 'The address is not valid: it holds a malformed character code.');
  }
  const { type, status, expose } = (error ?? {}) as { type?: unknown; status?: unknown; expose?: unknown };
  const known = typeof type === 'string' ? BODY_PARSER_ERRORS[type] : undefined;
  if (known) return new HttpError(known.code, known.message);
  // Any other failure body-parser marks as the client's (a body whose Content-Encoding does not match it).
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError('MALFORMED_BODY', 'The request body could not be read as sent', undefined, {
      cause: error,
    });
  }
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  // A failure after the response went out (a session store's touch): the client has its response; log it only.
  if (res.writableEnded) {
    req.log.warn({ err: error }, 'failed after the response was sent');
    return;
  }
  if (res.headersSent) {
    req.log.error({ err: error }, 'failed while the response was being sent');
    return next(error);
  }
  const known = toHttpError(error);
  if (known?.status === 503) req.log.warn({ err: known.cause ?? error }, 'dependency unavailable');
  if (known) {
    const body: ErrorBody = { message: known.message, ...(known.errors && { errors: known.errors }) };
    res.status(known.status).json(body);
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  const body: ErrorBody = { message: 'Something went wrong on our side. Please try again.' };
  res.status(500).json(body);
};
