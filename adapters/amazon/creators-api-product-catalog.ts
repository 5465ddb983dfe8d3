import { setTimeout as sleep } from 'node:timers/promises';
import pRetry from 'p-retry';
import type { ProductOption } from '../../core/products/product.js';
import {
  CATALOG_BATCH_SIZE,
  type CatalogBatch,
  CatalogUnavailableError,
  type ProductCatalog,
} from '../../core/products/products.ports.js';
import {
  ITEM_RESOURCES,
  VARIATION_RESOURCES,
  getItemsAnswerSchema,
  getVariationsAnswerSchema,
  toBatch,
  toOptions,
} from './creators-api-items.js';
import { type CallPacer, processPacer } from './call-pacer.js';
import { type CreatorsApiCredentials, CreatorsApiToken } from './creators-api-token.js';

export interface CreatorsApiSettings extends CreatorsApiCredentials {
  partnerTag: string;
  /** The marketplace's host, e.g. www.amazon.com. */
  marketplace: string;
  /** The operations' base address; each operation is a path under it. */
  apiUrl: string;
  /** The account's limit: calls started per second, for every caller the pacer serves together. */
  callsPerSecond: number;
  timeoutMs: number;
  /** Retries of a call answered 429 or 5xx, or not answered in time. */
  maxRetries: number;
  /** The first retry's wait; each later one doubles it, with jitter. */
  backoffMs: number;
}

/** A failure worth trying again (rate limit, server error, timeout, network), with the server's wish if any. */
class RetryableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Calls leave a few milliseconds early or late of their slot (the event loop, the connection): ±6 ms measured on
 * loopback. A limiter timed to the millisecond would let two calls arrive within one second now and then.
 */
const LIMITER_MARGIN_MS = 5;

/** The least time between two calls' departures at the account's rate. */
export const callIntervalMs = (callsPerSecond: number) =>
  Math.ceil(1000 / callsPerSecond) + LIMITER_MARGIN_MS;

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined;
}

/** Frees the connection of an answer whose body is not read; not awaited, as a cancelled stream may never settle. */
const discard = (response: Response) => void response.body?.cancel().catch(() => undefined);

/** An answer that names the items it could not give (400/404 with errors) is an answer, not a failure. */
const ANSWERING_STATUSES = new Set([200, 400, 404]);

/**
 * Amazon's Creators API (the successor of PA-API 5). Every call waits for its turn at the account's rate (from
 * this process's pacer, or one every instance shares);
 * calls answered 429 or 5xx, or not in time, are retried with exponential backoff and jitter (after at least
 * the server's Retry-After); a refused token is renewed once.
 */
export class CreatorsApiProductCatalog implements ProductCatalog {
  readonly description: string;
  private readonly token: CreatorsApiToken;

  constructor(
    private readonly settings: CreatorsApiSettings,
    private readonly pacer: CallPacer = processPacer(callIntervalMs(settings.callsPerSecond)),
    private readonly now: () => number = Date.now,
  ) {
    this.description = `Amazon Creators API (${settings.marketplace})`;
    this.token = new CreatorsApiToken(settings, settings.timeoutMs, now);
  }

  /** fetch in its turn: the moment that counts is when the request leaves, not when it was queued. */
  private async paced(url: string, init: RequestInit): Promise<Response> {
    await this.pacer.turn();
    // The timeout starts when the call leaves: time spent waiting for a turn is not the API's slowness.
    return fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
  }

  async getItems(asins: readonly string[]): Promise<CatalogBatch> {
    if (asins.length > CATALOG_BATCH_SIZE)
      throw new RangeError(`at most ${CATALOG_BATCH_SIZE} ASINs per call`);
    if (asins.length === 0) return { items: [], errors: [] };
    const answer = await this.operation('getItems', {
      itemIds: asins,
      itemIdType: 'ASIN',
      resources: ITEM_RESOURCES,
    });
    const parsed = getItemsAnswerSchema.safeParse(answer);
    if (!parsed.success)
      throw new CatalogUnavailableError('The Creators API answered getItems in an unknown shape');
    return toBatch(asins, parsed.data);
  }

  async getOptions(asin: string): Promise<ProductOption[]> {
    const answer = await this.operation('getVariations', { asin, resources: VARIATION_RESOURCES });
    const parsed = getVariationsAnswerSchema.safeParse(answer);
    return parsed.success ? toOptions(parsed.data) : [];
  }

  private async operation(operation: string, parameters: Record<string, unknown>): Promise<unknown> {
    const body = JSON.stringify({
      partnerTag: this.settings.partnerTag,
      marketplace: this.settings.marketplace,
      ...parameters,
    });
    try {
      return await pRetry(() => this.attempt(operation, body), {
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
      throw new CatalogUnavailableError(`The Creators API did not answer ${operation}`, { cause: error });
    }
  }

  private async attempt(operation: string, body: string): Promise<unknown> {
    let response = await this.post(operation, body);
    if (response.status === 401) {
      discard(response);
      this.token.invalidate();
      response = await this.post(operation, body);
    }
    if (response.status === 429 || response.status >= 500) {
      discard(response);
      throw new RetryableError(
        `The Creators API answered ${operation} with ${response.status}`,
        retryAfterMs(response.headers.get('retry-after'), this.now()),
      );
    }
    if (!ANSWERING_STATUSES.has(response.status)) {
      discard(response);
      throw new CatalogUnavailableError(`The Creators API answered ${operation} with ${response.status}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new CatalogUnavailableError(
        `The Creators API answered ${operation} with a body that is not JSON`,
        {
          cause: error,
        },
      );
    }
  }

  /** The token first (its own endpoint, not the paced one), then the call, in its turn. */
  private async post(operation: string, body: string): Promise<Response> {
    const headers = {
      Authorization: await this.token.authorization(),
      'Content-Type': 'application/json',
      'x-marketplace': this.settings.marketplace,
    };
    try {
      return await this.paced(`${this.settings.apiUrl}/${operation}`, {
        method: 'POST',
        headers,
        body,
      });
    } catch (error) {
      throw new RetryableError(`The Creators API did not answer ${operation} in time`, undefined, {
        cause: error,
      });
    }
  }
}
