/** A non-OK answer, with the message the specification prescribes: "STATUS: body" (or the status text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`);
}

/** Sends JSON with credentials and returns the parsed JSON answer. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  // Resolved against the page, so that the same code runs under Node's fetch in tests.
  const res = await fetch(new URL(url, window.location.href), {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** SWR's default fetcher: key segments joined with a slash form the GET path. */
export const swrFetcher = (key: string | readonly string[]) =>
  apiRequest<unknown>('GET', typeof key === 'string' ? key : key.join('/'));

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
export async function apiPostText<T>(url: string, text: string, contentType = 'text/csv'): Promise<T> {
  const res = await fetch(new URL(url, window.location.href), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': contentType },
    body: text,
  });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
