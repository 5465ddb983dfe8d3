import { setTimeout as sleep } from 'node:timers/promises';
import pRetry from 'p-retry';
import type { ProductOption } from '../../../core/products/product.js';
import {
  CATALOG_BATCH_SIZE,
  type CatalogBatch,
  CatalogUnavailableError,
  DAILY_BUDGET_SPENT,
  type ProductCatalog,
} from '../../../core/products/products.ports.js';
import {
  ITEM_RESOURCES,
  VARIATION_RESOURCES,
  errorResponseSchema,
  getItemsResponseSchema,
  getVariationsResponseSchema,
  toBatch,
  toOptions,
} from './creators-api-items.js';
import { type CallBudget, processBudget } from '../../memory/call-budget.js';
import { type CallPacer, processPacer } from '../../memory/call-pacer.js';
import { CreatorsApiToken } from './creators-api-token.js';
import type { CreatorsApiSettings } from '../products.config.js';

/** A failure worth trying again (throttling, a server error, a timeout, the network), with the server's wish if any. */
class RetryableError extends CatalogUnavailableError {
  constructor(
    message: string,
    code: string,
    readonly retryAfterMs: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, code, options);
  }
}

const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Calls leave a few milliseconds early or late of their slot (the event loop, the connection): ±6 ms measured on
 * loopback, 13 ms on a machine busy with other work (bench:products saw two calls arrive 992 ms apart with a
 * 5 ms margin). A limiter timed to the millisecond would let two calls arrive within one interval now and then:
 * each slot keeps 2% of the interval beyond it, and never less than 5 ms.
 */
const limiterMarginMs = (intervalMs: number) => Math.max(5, Math.ceil(intervalMs * 0.02));

/** The least time between two calls' departures at the account's rate. */
export const callIntervalMs = (callsPerSecond: number) => {
  const interval = Math.ceil(1000 / callsPerSecond);
  return interval + limiterMarginMs(interval);
};

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined;
}

/** Frees the connection of a response whose body is not read; not awaited, as a cancelled stream may never settle. */
const discard = (response: Response) => void response.body?.cancel().catch(() => undefined);

/**
 * A response other than 200 as the error it is, named by its body's `reason` (or `type`) as the SDKs' error
 * models give it, else by its status.
 */
async function errorOf(operation: string, response: Response): Promise<CatalogUnavailableError> {
  const body = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
  const named = body.success ? (body.data.reason ?? body.data.type) : undefined;
  const code = named ?? (response.status === 429 ? 'TooManyRequests' : `HTTP${response.status}`);
  const detail = body.success && body.data.message ? `: ${body.data.message}` : '';
  const message = `The Creators API answered ${operation} with ${response.status} ${code}${detail}`;
  if (response.status === 429 || response.status >= 500) {
    return new RetryableError(message, code, retryAfterMs(response.headers.get('retry-after'), Date.now()));
  }
  return new CatalogUnavailableError(message, code);
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * Amazon's Creators API (the successor of PA-API 5), called as its official SDKs call it: POST
 * `{apiUrl}/{operation}` with the marketplace in the `x-marketplace` header and the SDK's request body. Every
 * call waits for its turn at the account's rate and takes one call of the day's budget (from this process, or
 * shared by every instance); calls given 429 or 5xx, or not in time, are retried with exponential backoff
 * and jitter (after at least the server's Retry-After); a refused token is renewed once. Only a 200 is an
 * answer: every other status is an error, named as the API named it.
 */
export class CreatorsApiProductCatalog implements ProductCatalog {
  readonly description: string;
  private readonly token: CreatorsApiToken;

  constructor(
    private readonly settings: CreatorsApiSettings,
    private readonly pacer: CallPacer = processPacer(callIntervalMs(settings.callsPerSecond)),
    private readonly budget: CallBudget = processBudget(settings.callsPerDay),
    token?: CreatorsApiToken,
  ) {
    this.description = `Amazon Creators API (${settings.marketplace})`;
    this.token = token ?? new CreatorsApiToken(settings, settings.timeoutMs);
  }

  /** The same account (its token and its turns) for callers who spend another budget, e.g. a share of this one. */
  withBudget(budget: CallBudget): CreatorsApiProductCatalog {
    return new CreatorsApiProductCatalog(this.settings, this.pacer, budget, this.token);
  }

  /**
   * fetch in its turn and within the day's budget: the moment that counts is when the request leaves, not
   * when it was queued. A call stopped while it waited is not made.
   */
  private async paced(url: string, init: RequestInit, stop: AbortSignal | undefined): Promise<Response> {
    await this.pacer.turn();
    if (stop?.aborted) throw new CatalogUnavailableError('The call was stopped before it left', 'Stopped');
    if (!(await this.budget.take())) {
      throw new CatalogUnavailableError(
        "The day's budget of Creators API calls is spent",
        DAILY_BUDGET_SPENT,
      );
    }
    // The timeout starts when the call leaves: time spent waiting for a turn is not the API's slowness.
    return fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
  }

  async getItems(asins: readonly string[], options: { signal?: AbortSignal } = {}): Promise<CatalogBatch> {
    if (asins.length > CATALOG_BATCH_SIZE)
      throw new RangeError(`at most ${CATALOG_BATCH_SIZE} ASINs per call`);
    if (asins.length === 0) return { items: [], errors: [] };
    const answer = await this.operation(
      'getItems',
      { itemIds: asins, resources: ITEM_RESOURCES },
      options.signal,
    );
    const parsed = getItemsResponseSchema.safeParse(answer);
    if (!parsed.success)
      throw new CatalogUnavailableError(
        'The Creators API answered getItems in an unknown shape',
        'BadAnswer',
      );
    return toBatch(asins, parsed.data);
  }

  async getOptions(asin: string): Promise<ProductOption[]> {
    const answer = await this.operation('getVariations', { asin, resources: VARIATION_RESOURCES });
    const parsed = getVariationsResponseSchema.safeParse(answer);
    if (!parsed.success)
      throw new CatalogUnavailableError(
        'The Creators API answered getVariations in an unknown shape',
        'BadAnswer',
      );
    return toOptions(parsed.data);
  }

  private async operation(
    operation: string,
    parameters: Record<string, unknown>,
    stop?: AbortSignal,
  ): Promise<unknown> {
    const body = JSON.stringify({ partnerTag: this.settings.partnerTag, ...parameters });
    try {
      return await pRetry(() => this.attempt(operation, body, stop), {
        retries: this.settings.maxRetries,
        factor: 2,
        minTimeout: this.settings.backoffMs,
        maxTimeout: this.settings.backoffMs * 16,
        randomize: true,
        shouldRetry: ({ error }) => error instanceof RetryableError,
        onFailedAttempt: async ({ error, retriesLeft }) => {
          if (retriesLeft > 0 && error instanceof RetryableError && error.retryAfterMs)
            await sleep(error.retryAfterMs);
        },
      });
    } catch (error) {
      if (error instanceof CatalogUnavailableError) throw error;
      throw new CatalogUnavailableError(`The Creators API did not answer ${operation}`, 'Unavailable', {
        cause: error,
      });
    }
  }

  private async attempt(operation: string, body: string, stop: AbortSignal | undefined): Promise<unknown> {
    let response = await this.post(operation, body, stop);
    if (response.status === 401) {
      discard(response);
      this.token.invalidate();
      response = await this.post(operation, body, stop);
    }
    if (response.status !== 200) throw await errorOf(operation, response);
    try {
      return await response.json();
    } catch (error) {
      throw new CatalogUnavailableError(
        `The Creators API answered ${operation} with a body that is not JSON`,
        'BadAnswer',
        { cause: error },
      );
    }
  }

  /** The token first (its own endpoint, not the paced one), then the call, in its turn. */
  private async post(operation: string, body: string, stop: AbortSignal | undefined): Promise<Response> {
    const headers = {
      Authorization: await this.token.authorization(),
      'Content-Type': 'application/json',
      'x-marketplace': this.settings.marketplace,
    };
    try {
      return await this.paced(
        `${this.settings.apiUrl}/${operation}`,
        { method: 'POST', headers, body },
        stop,
      );
    } catch (error) {
      if (error instanceof CatalogUnavailableError) throw error;
      const timedOut = isTimeout(error);
      throw new RetryableError(
        `The Creators API ${timedOut ? 'did not answer' : 'could not be reached for'} ${operation} in time`,
        timedOut ? 'Timeout' : 'Unreachable',
        undefined,
        { cause: error },
      );
    }
  }
}
