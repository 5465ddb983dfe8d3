import type { $ZodType } from 'zod/v4/core';
import type { ErrorBody } from '../../core/shared/api/api-responses.schema.js';
import { type CallOf, type Endpoint, type ResultOf, endpointUrl } from '../../core/shared/endpoint.js';

const answerReading = () => import('./answer-reading.js');

/**
 * A non-OK response, with the message the pages show: "STATUS: body" (or the status text), and the
 * body as the server's error schema reads it, when it is one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | undefined,
  ) {
    super(message);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  const { errorBodyOf } = await answerReading();
  throw new ApiError(res.status, `${res.status}: ${text}`, errorBodyOf(text));
}

/** The server's own message for a failed call, for toasts; the fallback when it gave none. */
export function serverMessage(
  error: unknown,
  fallback = 'Please check your connection and try again.',
): string {
  return (error instanceof ApiError && error.body?.message) || fallback;
}

/** The field messages of a refused call (a 400's `errors`), each under its field's name; none for others. */
export const fieldIssuesOf = (error: unknown): { field: string; message: string }[] =>
  error instanceof ApiError
    ? (error.body?.errors ?? []).map((issue) => ({ field: issue.path, message: issue.message }))
    : [];

/** Fetches with credentials; a non-OK response throws an ApiError. */
export async function fetchOk(url: string, init: RequestInit = {}): Promise<Response> {
  // Resolved against the page, so that the same code runs under Node's fetch in tests.
  const res = await fetch(new URL(url, window.location.href), { credentials: 'include', ...init });
  await throwIfNotOk(res);
  return res;
}

/** Fetches with credentials and parses the response with `schema`; a non-OK response throws an ApiError. */
async function fetchParsed<T>(schema: $ZodType<T>, url: string, init: RequestInit = {}): Promise<T> {
  const [res, { parseResponse }] = await Promise.all([fetchOk(url, init), answerReading()]);
  return parseResponse(schema, await res.json());
}

/**
 * Calls a declared endpoint (core/<area>/api/*.endpoints.ts) with credentials: its method and path, the body as JSON
 * or as the file's text, and the response as the endpoint's own schema reads it.
 */
export async function callApi<E extends Endpoint>(
  declared: E,
  call: CallOf<E> = {},
  { signal, cache }: { signal?: AbortSignal | undefined; cache?: RequestCache } = {},
): Promise<ResultOf<E>> {
  const url = endpointUrl(declared, call.params, call.query);
  // The schema's output is the result, which TypeScript cannot see through the generic.
  return fetchParsed(declared.ok.schema, url, {
    method: declared.method,
    ...requestBody(declared, call.body),
    signal,
    ...(cache && { cache }),
  }) as Promise<ResultOf<E>>;
}

/**
 * The body as the endpoint takes it: JSON, the file's text, or files as multipart/form-data (whose boundary the
 * browser writes into the Content-Type itself).
 */
function requestBody(declared: Endpoint, body: unknown): Pick<RequestInit, 'headers' | 'body'> {
  if (body === undefined) return {};
  const declaredBody = declared.body;
  if (declaredBody?.type === 'files' && Array.isArray(body)) {
    const form = new FormData();
    // Each part named as the file was chosen (a bare Blob would go as "blob").
    for (const file of body) {
      if (file instanceof Blob)
        form.append(declaredBody.field, file, file instanceof File ? file.name : 'photo');
    }
    return { body: form };
  }
  if (declaredBody?.type === 'text' && typeof body === 'string') {
    const contentType = declaredBody.mediaTypes[0];
    return { ...(contentType && { headers: { 'Content-Type': contentType } }), body };
  }
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** SWR's default fetcher: key segments joined with a slash form the GET path; its callers parse what they get. */
export const swrFetcher = async (key: string | readonly string[]): Promise<unknown> =>
  (await fetchOk(typeof key === 'string' ? key : key.join('/'))).json();

/** The client's defaults: no retries, no refetch on focus, data never stale. */
export const swrDefaults = {
  fetcher: swrFetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  errorRetryCount: 0,
} as const;
