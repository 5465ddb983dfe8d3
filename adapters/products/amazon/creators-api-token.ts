import type { CreatorsApiCredentials } from '../products.config.js';
import { z } from 'zod';
import { CatalogUnavailableError } from '../../../core/products/products.ports.js';

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

/** A token is renewed this long before it expires, so that no call carries one that dies on the way. */
const EXPIRY_MARGIN_MS = 60_000;
const DEFAULT_LIFETIME_S = 3600;

const isLoginWithAmazon = (version: string) => version.startsWith('3.');

/** The OAuth 2.0 client-credentials token: fetched once, shared by every caller, renewed near its expiry. */
export class CreatorsApiToken {
  private current: { value: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly credentials: CreatorsApiCredentials,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The Authorization header for a call. */
  async authorization(): Promise<string> {
    const token = await this.get();
    const { credentialVersion } = this.credentials;
    return isLoginWithAmazon(credentialVersion)
      ? `Bearer ${token}`
      : `Bearer ${token}, Version ${credentialVersion}`;
  }

  /** Forgets the token (the API refused it), so that the next call fetches a new one. */
  invalidate(): void {
    this.current = undefined;
  }

  private get(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return Promise.resolve(this.current.value);
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const { credentialId, credentialSecret, credentialVersion, tokenUrl } = this.credentials;
    const lwa = isLoginWithAmazon(credentialVersion);
    const fields = {
      grant_type: 'client_credentials',
      client_id: credentialId,
      client_secret: credentialSecret,
      scope: lwa ? 'creatorsapi::default' : 'creatorsapi/default',
    };
    let response: Response;
    try {
      response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': lwa ? 'application/json' : 'application/x-www-form-urlencoded' },
        body: lwa ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new CatalogUnavailableError(
        'The Creators API token endpoint could not be reached',
        'Unreachable',
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      throw new CatalogUnavailableError(
        `The Creators API token endpoint answered ${response.status}`,
        'TokenRefused',
      );
    }
    const answer = tokenResponseSchema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success)
      throw new CatalogUnavailableError('The Creators API token endpoint gave no token', 'TokenRefused');
    const lifetimeMs = (answer.data.expires_in ?? DEFAULT_LIFETIME_S) * 1000;
    this.current = {
      value: answer.data.access_token,
      renewAt: this.now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
    };
    return this.current.value;
  }
}
