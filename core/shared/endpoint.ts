import type { $ZodObject, $ZodType, input, output } from 'zod/v4/core';
import type { CodeOf, ErrorStatus, Refusals } from './refusals.js';
import type { NeededRoles } from './staff-roles.js';

/**
 * One HTTP endpoint, declared once in its area: the server mounts it (adapters/http/endpoint-router.ts), the API
 * description is made from it, and the browser calls it (`callApi` in web/site/fetch-json.ts). No other source file writes its
 * path. Plain data and schemas, so the browser can import it.
 */
export type Endpoint = EndpointParts & Audience;

/**
 * Who may call it: anyone, any signed-in account, or staff holding one of `roles` (an admin always may). A staff
 * endpoint without roles does not compile.
 */
type Audience = { who: 'anyone' | 'signed in'; roles?: never } | { who: 'staff'; roles: NeededRoles };

interface EndpointParts {
  /** Unique across the API; the OpenAPI operationId. */
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path, with `{name}` for each path parameter (OpenAPI's form). */
  path: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  body?: JsonBody | TextBody | FilesBody;
  params?: $ZodObject;
  query?: $ZodObject;
  ok: {
    status: 200 | 201 | 202;
    meaning: string;
    schema: $ZodType;
    /** The response is a file as written (its schema's input side), not what the core makes of it. */
    asWritten?: boolean;
    /**
     * The response is a file's bytes of one of these types, not JSON: the handler gives `{ mediaType, bytes }`
     * (its schema, `fileResponseSchema`).
     */
    file?: { mediaTypes: readonly string[] };
  };
  /**
   * The failures it may answer with, beside those the rest of the declaration implies (a body: 400 and 413; staff:
   * 401 and 403 …): entries of its area's error table (`refusalsFrom`), which give their statuses. Its handler can
   * refuse with no other code: the router's `valueOf` and `refuse` are typed from these.
   */
  refuses?: Refusals;
  /** What an error means here, where it means more than it does everywhere. */
  meanings?: Partial<Record<ErrorStatus, string>>;
  rateLimit?: RateLimit;
  /** Cache-Control of a successful response; every other response is `no-store`. */
  cache?: string;
}

export interface ApiTag {
  name: string;
  description: string;
}

interface JsonBody {
  type: 'json';
  schema: $ZodType;
  /** Whether the body may be left out; the handler then gets it as sent, and parses it when it needs it. */
  optional?: boolean;
  note?: string;
  /** 100 kB when not given. */
  maxBytes?: number;
}

/** A file sent as it is; the handler reads the text. */
interface TextBody {
  type: 'text';
  mediaTypes: readonly string[];
  /** The content types read as the file (wildcards allowed); any when not given. */
  accepts?: readonly string[];
  note: string;
  maxBytes: number;
  /** How the API description shows the text (a rate-card file is JSON the server parses itself). */
  describedAs?: $ZodType;
}

/**
 * Files sent as multipart/form-data, each in a part named `field`, read as they stream in: the handler gets their
 * bytes in order. A file over `maxBytes` is refused with 413 as soon as it passes the limit.
 */
interface FilesBody {
  type: 'files';
  field: string;
  /** How many files one request may carry (at least one is needed). */
  maxFiles: number;
  maxBytes: number;
  /** The types the server takes, as it tells them by the bytes (for the API description). */
  mediaTypes: readonly string[];
  note: string;
}

/** What a handler answers when its response is a file (`ok.file`). */
export interface FileResponse {
  mediaType: string;
  bytes: Uint8Array;
}

/** Counted per client address or signed-in account (adapters/http/rate-limits.ts holds each rule's window and limit). */
export interface RateLimit {
  /** Endpoints naming the same counter share one count. */
  counter: string;
  rule: string;
  message: string;
  /** Count only refused attempts. */
  failuresOnly?: boolean;
  /**
   * What is counted: the client address (the default), or the signed-in account, whose limit its owner's other
   * addresses share and its neighbours behind one address (a mobile network's shared address) do not.
   */
  per?: 'address' | 'account';
}

/** The codes an endpoint declares it may refuse with. */
export type RefusedCode<E extends Endpoint> = E['refuses'] extends Refusals ? CodeOf<E['refuses']> : never;

/**
 * Every status an endpoint may refuse with: those its declaration implies, and those of the failures it declares.
 * The API description lists exactly these.
 */
export function declaredStatuses(declared: Endpoint): ErrorStatus[] {
  const implied: ErrorStatus[] = [
    ...(declared.body ? ([400, 413] as const) : []),
    ...(declared.params || declared.query ? ([400] as const) : []),
    // The cross-site check refuses a state-changing request from another origin.
    ...(declared.method === 'GET' ? [] : ([403] as const)),
    ...(declared.who === 'signed in' ? ([401, 503] as const) : []),
    ...(declared.who === 'staff' ? ([401, 403, 503] as const) : []),
    ...(declared.rateLimit ? ([429] as const) : []),
  ];
  const refused = Object.values(declared.refuses ?? {}).map((refusal) => refusal.status);
  return [...new Set([...implied, ...refused])].sort();
}

/** Declares an endpoint, keeping its literal types (the browser's calls and the handlers are typed from them). */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type ParsedOr<S, Otherwise> = S extends $ZodType ? output<S> : Otherwise;
type InputOr<S, Otherwise> = S extends $ZodType ? input<S> : Otherwise;

/** What a handler gets: parsed, except an optional body, which comes as sent. */
export type BodyOf<E extends Endpoint> = E['body'] extends JsonBody
  ? E['body']['optional'] extends true
    ? unknown
    : output<E['body']['schema']>
  : E['body'] extends TextBody
    ? string
    : E['body'] extends FilesBody
      ? Uint8Array[]
      : undefined;
export type ParamsOf<E extends Endpoint> = ParsedOr<E['params'], Record<string, never>>;
export type QueryOf<E extends Endpoint> = ParsedOr<E['query'], Record<string, never>>;
/** What a handler answers: what the response schema accepts. */
export type ResponseOf<E extends Endpoint> = input<E['ok']['schema']>;
/** What a caller gets: what the response schema makes of the response. */
export type ResultOf<E extends Endpoint> = output<E['ok']['schema']>;

/** What a caller sends. */
export interface CallOf<E extends Endpoint> {
  params?: InputOr<E['params'], never>;
  query?: InputOr<E['query'], never>;
  body?: E['body'] extends JsonBody
    ? input<E['body']['schema']>
    : E['body'] extends TextBody
      ? string
      : E['body'] extends FilesBody
        ? readonly Blob[]
        : never;
}

/** The path with its parameters filled in (each encoded) and the query, if any. */
export function endpointUrl(
  declared: Pick<Endpoint, 'path'>,
  params: object = {},
  query: object = {},
): string {
  const values = new Map<string, unknown>(Object.entries(params));
  const path = declared.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values.get(name);
    if (typeof value !== 'string') throw new Error(`${declared.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every staff endpoint's tag, whatever its area. */
export const STAFF_TAG: ApiTag = {
  name: 'staff',
  description:
    'Staff endpoints: the parcel desk, payments, flights, scans, customer imports, products, sections, rate cards, ' +
    'mail. Each names the staff roles that may call it; the admin role may call every one.',
};
