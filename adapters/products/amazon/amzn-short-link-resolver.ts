import { AMAZON_SHORT_LINK_HOST } from '../../../core/products/amazon-link.js';
import type { ShortLinkResolver } from '../../../core/products/products.ports.js';

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 3_000;

const isShortLink = (url: URL) => url.protocol === 'https:' && url.hostname === AMAZON_SHORT_LINK_HOST;

/**
 * Expands amzn.to links by asking amzn.to alone, over HTTPS, for at most three redirects: the address a
 * redirect names is read, never visited, so a pasted link cannot make the server reach any other host.
 */
export class AmznShortLinkResolver implements ShortLinkResolver {
  constructor(private readonly timeoutMs: number = TIMEOUT_MS) {}

  async resolve(link: URL): Promise<string | undefined> {
    let current = link;
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      if (!isShortLink(current)) return undefined;
      const location = await this.redirectOf(current);
      if (location === undefined || !URL.canParse(location, current)) return undefined;
      const next = new URL(location, current);
      if (next.hostname !== AMAZON_SHORT_LINK_HOST) return next.href;
      current = next;
    }
    return undefined;
  }

  private async redirectOf(url: URL): Promise<string | undefined> {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(this.timeoutMs) });
      void response.body?.cancel().catch(() => undefined);
      const isRedirect = response.status >= 300 && response.status < 400;
      return isRedirect ? (response.headers.get('location') ?? undefined) : undefined;
    } catch {
      // Unreachable or too slow: the shopper is asked for the full address instead.
      return undefined;
    }
  }
}
