import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { endpointUrl } from '../../core/shared/endpoint.js';
import { token } from '../../core/shared/token.js';
import { smsDeliveryReportEndpoint, smsIncomingEndpoint } from './channel-webhooks.endpoints.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether two texts are equal, compared in constant time: how long it takes tells nothing of either. */
export const sameSecret = (candidate: string, secret: string): boolean =>
  timingSafeEqual(digest(candidate), digest(secret));

/**
 * Whether Meta signed this body with the app secret: `sha256=` and the hex HMAC-SHA256 of the body as it came,
 * compared in constant time. No secret configured: nothing is proved, so nothing passes.
 */
export function signedByMeta(
  appSecret: string | undefined,
  body: string,
  header: string | undefined,
): boolean {
  if (appSecret === undefined || header === undefined || !/^sha256=[0-9a-fA-F]{64}$/.test(header))
    return false;
  const expected = createHmac('sha256', appSecret).update(body, 'utf8').digest();
  return timingSafeEqual(Buffer.from(header.slice('sha256='.length), 'hex'), expected);
}

/** Where Africa's Talking posts to us, under the site's public address with the secret in the path. */
export class ChannelAddresses {
  readonly deliveryReportUrl: string;
  readonly incomingUrl: string;

  constructor(
    publicUrl: string,
    private readonly secret: string,
  ) {
    this.deliveryReportUrl = `${publicUrl}${endpointUrl(smsDeliveryReportEndpoint, { secret })}`;
    this.incomingUrl = `${publicUrl}${endpointUrl(smsIncomingEndpoint, { secret })}`;
  }

  holdsSecret(candidate: string): boolean {
    return sameSecret(candidate, this.secret);
  }
}

export const CHANNEL_ADDRESSES = token<ChannelAddresses>('ChannelsAddresses');
