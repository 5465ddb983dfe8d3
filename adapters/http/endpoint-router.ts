import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import type { ErrorBody } from '../../core/shared/api/api-responses.schema.js';
import type {
  ResponseOf,
  BodyOf,
  Endpoint,
  FileResponse,
  ParamsOf,
  QueryOf,
  RateLimit,
  RefusedCode,
} from '../../core/shared/endpoint.js';
import type { Failure } from '../../core/shared/refusals.js';
import type { NeededRoles } from '../../core/shared/staff-roles.js';
import type { Result } from '../../core/shared/result.js';
import { CONTROL_CHARACTER_MESSAGE, holdsControlCharacter } from '../../core/shared/text-fields.js';
import { HttpError, fromDomainError, parseOrThrow } from './errors.js';
import { multipartFiles } from './multipart-files.js';
import type { RateLimiting } from './rate-limits.js';

/** Bodies of endpoints that do not say: enough for any form on the site. */
export const JSON_BODY_LIMIT = 100 * 1024;

/** What a handler is given: the request's parts, parsed with the endpoint's schemas. */
interface EndpointCall<E extends Endpoint> {
  body: BodyOf<E>;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  req: Request;
  res: Response;
  /**
   * A use case's value; its failure becomes the response the endpoint's table gives. A result that may fail with a
   * code the endpoint does not declare (`refuses`) does not compile.
   */
  valueOf: <T>(result: Result<T, Failure<RefusedCode<E>>>) => T;
  /** One of the endpoint's declared failures, as the error to throw (`errors` names each problem). */
  refuse: (failure: Failure<RefusedCode<E>>, errors?: ErrorBody['errors']) => Error;
}

export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

export interface EndpointGuards {
  /** Reads the session cookie; only endpoints that need to know who asks pay for it. */
  sessions: RequestHandler;
  signedIn: RequestHandler;
  /** The guard of a staff endpoint: its caller holds one of the roles it declares. */
  staff: (roles: NeededRoles) => RequestHandler;
  limiting: RateLimiting;
}

interface MountOptions {
  /** Reads the session of an endpoint anyone may call (sign-in, sign-out). */
  session?: boolean;
  /** Runs after the body is read and the rate limit counted, before the handler. */
  before?: RequestHandler[];
}

/** Express's router method for each method an endpoint may declare. */
const ROUTER_METHODS = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const satisfies Record<Endpoint['method'], string>;

/** The texts a parsed query parameter holds: one, several (`?q=a&q=b`), or nested (`?q[a]=b`). */
const textsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
};

/**
 * Every endpoint's path and query parameters are lines: one holding a control character (a NUL that PostgreSQL
 * refuses, an escape a terminal obeys) is refused by its name before any schema or store reads it.
 */
function refuseControlCharacters(...parts: object[]): void {
  const errors = parts
    .flatMap((part) => Object.entries(part))
    .filter(([, value]) => textsIn(value).some(holdsControlCharacter))
    .map(([path]) => ({ path, message: CONTROL_CHARACTER_MESSAGE }));
  if (errors.length > 0) throw new HttpError('VALIDATION', CONTROL_CHARACTER_MESSAGE, errors);
}

/**
 * Mounts declared endpoints (core/<area>/*.endpoints.ts) on one Express router: the guard of `who` first, so that
 * nobody's body is read before the guard admits them; then the body, the rate limit, the parsed input, the handler,
 * and its response with the declared status. `mounted` lists what it serves, for the API description.
 */
export class EndpointRouter {
  readonly router = Router();
  readonly mounted: Endpoint[] = [];

  /**
   * `base` is where the router is mounted: '/api', or '' for the operations endpoints, which need no guards or
   * limits.
   */
  constructor(
    private readonly base: string,
    private readonly guards?: EndpointGuards,
  ) {}

  on<E extends Endpoint>(declared: E, handler: EndpointHandler<E>, options: MountOptions = {}): void {
    if (!declared.path.startsWith(`${this.base}/`))
      throw new Error(`${declared.path} is not under ${this.base}`);
    const path = declared.path.slice(this.base.length).replace(/\{(\w+)\}/g, ':$1');
    const chain: RequestHandler[] = [
      ...this.guard(declared, options),
      ...this.bodyReader(declared),
      ...(declared.rateLimit ? [this.rateLimit(declared, declared.rateLimit)] : []),
      ...(options.before ?? []),
    ];
    const { ok } = declared;
    const refusals = declared.refuses ?? {};
    const refuse = (failure: Failure, errors?: ErrorBody['errors']) =>
      fromDomainError(failure, refusals, errors);
    const valueOf = <T>(result: Result<T, Failure>): T => {
      if (!result.ok) throw refuse(result.error);
      return result.value;
    };
    const answer: RequestHandler = async (req, res) => {
      refuseControlCharacters(req.params, req.query);
      const parsed = {
        body: this.body(declared, req),
        params: declared.params ? parseOrThrow(declared.params, req.params) : {},
        query: declared.query ? parseOrThrow(declared.query, req.query) : {},
      } as Pick<EndpointCall<E>, 'body' | 'params' | 'query'>;
      const call: EndpointCall<E> = { ...parsed, req, res, valueOf, refuse };
      const result = await handler(call);
      if (declared.cache) res.set('Cache-Control', declared.cache);
      if (ok.file) {
        const { mediaType, bytes } = result as FileResponse;
        res
          .status(ok.status)
          .type(mediaType)
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } else res.status(ok.status).json(result);
    };
    this.router[ROUTER_METHODS[declared.method]](path, ...chain, answer);
    this.mounted.push(declared);
  }

  private guard(declared: Endpoint, options: MountOptions): RequestHandler[] {
    if (declared.who === 'anyone' && !options.session) return [];
    const { sessions, signedIn, staff } = this.needGuards(declared);
    if (declared.who === 'staff') return [sessions, staff(declared.roles)];
    if (declared.who === 'signed in') return [sessions, signedIn];
    return [sessions];
  }

  private needGuards(declared: Endpoint): EndpointGuards {
    if (!this.guards) throw new Error(`${declared.path}: this router has no guards or rate limits`);
    return this.guards;
  }

  private bodyReader(declared: Endpoint): RequestHandler[] {
    const { body } = declared;
    if (!body) return [];
    if (body.type === 'json') return [express.json({ limit: body.maxBytes ?? JSON_BODY_LIMIT })];
    if (body.type === 'files') return [multipartFiles(body)];
    return [express.text({ type: body.accepts ? [...body.accepts] : () => true, limit: body.maxBytes })];
  }

  /** An optional body is handed over as sent: the handler knows when it is needed. */
  private body(declared: Endpoint, req: Request): unknown {
    const { body } = declared;
    if (!body) return undefined;
    if (body.type === 'files') return req.body as unknown;
    if (body.type === 'text') {
      if (typeof req.body !== 'string') {
        throw new HttpError('VALIDATION', `Send the file as ${body.mediaTypes.join(' or ')}`);
      }
      return req.body;
    }
    return body.optional ? req.body : parseOrThrow(body.schema, req.body);
  }

  /** Endpoints that name the same counter share one limiter (see RateLimiting.limit), and so one count. */
  private rateLimit(declared: Endpoint, { counter, rule, message, failuresOnly, per }: RateLimit) {
    if (per === 'account' && declared.who === 'anyone')
      throw new Error(`${declared.path}: a limit per account needs a signed-in caller`);
    return this.needGuards(declared).limiting.limit(counter, rule, message, {
      failuresOnly: failuresOnly ?? false,
      // The guard has run: the caller is signed in.
      ...(per === 'account' && { key: (req: Request) => req.user && `user:${req.user.id}` }),
    });
  }
}
