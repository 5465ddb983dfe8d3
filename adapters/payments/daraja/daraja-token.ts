import { z } from 'zod';
import type { DarajaSettings } from '../payments.config.js';
import { MpesaUnavailableError, darajaErrorOf } from './mpesa-unavailable.js';

/** Daraja's token response: `{ "access_token": "…", "expires_in": "3599" }` (seconds, as text). */
const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});

/** A token is renewed this long before it expires, so that no call carries one that dies on the way. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Daraja's OAuth token (`GET /oauth/v1/generate?grant_type=client_credentials` with the app's consumer key and
 * secret as Basic credentials): fetched once, shared by every call, renewed near its expiry or when refused.
 */
export class DarajaToken {
  private current: { value: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly settings: DarajaSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The Authorization header of a call. */
  async authorization(): Promise<string> {
    return `Bearer ${await this.value()}`;
  }

  /** Forgets the token (Daraja refused it): the next call fetches a new one. */
  invalidate(): void {
    this.current = undefined;
  }

  private value(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return Promise.resolve(this.current.value);
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const { apiUrl, consumerKey, consumerSecret, timeoutMs } = this.settings;
    const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64');
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${apiUrl}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: `Basic ${basic}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw new MpesaUnavailableError('Daraja’s token endpoint did not answer in time', { cause: error });
    }
    if (!response.ok) {
      throw new MpesaUnavailableError(
        `Daraja refused the token request: ${String(response.status)}${darajaErrorOf(body)}`,
      );
    }
    const answer = tokenResponseSchema.safeParse(body);
    if (!answer.success) throw new MpesaUnavailableError('Daraja’s token endpoint gave no token');
    const lifetimeMs = answer.data.expires_in * 1000;
    this.current = {
      value: answer.data.access_token,
      renewAt: this.now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
    };
    return this.current.value;
  }
}
