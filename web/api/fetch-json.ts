import * as z from 'zod/mini';
import { type $ZodType, parse, safeParse } from 'zod/v4/core';
import { type ErrorBody, errorBodySchema } from '../../core/shared/api-answers.schema.js';

/** For SWR's default fetcher, whose callers parse what they get. */
const unknownAnswer = z.unknown();

/**
 * A non-OK answer, with the message the specification prescribes: "STATUS: body" (or the status text), and the
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

function parsedErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed = safeParse(errorBodySchema, JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, parsedErrorBody(text));
}

/** The server's own message for a failed call, for toasts; the fallback when it gave none. */
export function serverMessage(
  error: unknown,
  fallback = 'Please check your connection and try again.',
): string {
  return (error instanceof ApiError && error.body?.message) || fallback;
}

type Schema<T> = $ZodType<T>;

/** Sends JSON with credentials and returns the answer as the server's own schema reads it. */
export async function apiRequest<T>(
  schema: Schema<T>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { signal, cache }: { signal?: AbortSignal | undefined; cache?: RequestCache } = {},
): Promise<T> {
  // Resolved against the page, so that the same code runs under Node's fetch in tests.
  const res = await fetch(new URL(url, window.location.href), {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    ...(cache && { cache }),
  });
  await throwIfNotOk(res);
  return parse(schema, await res.json());
}

/** SWR's default fetcher: key segments joined with a slash form the GET path. */
export const swrFetcher = (key: string | readonly string[]) =>
  apiRequest(unknownAnswer, 'GET', typeof key === 'string' ? key : key.join('/'));

/** The specification's client defaults: no retries, no refetch on focus, data never stale. */
export const swrDefaults = {
  fetcher: swrFetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  errorRetryCount: 0,
} as const;

/** Sends text (a file's contents) rather than JSON, and returns the parsed JSON answer. */
export async function apiPostText<T>(
  schema: Schema<T>,
  url: string,
  text: string,
  contentType = 'text/csv',
): Promise<T> {
  const res = await fetch(new URL(url, window.location.href), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': contentType },
    body: text,
  });
  await throwIfNotOk(res);
  return parse(schema, await res.json());
}
