import { createHash, timingSafeEqual } from 'node:crypto';
import { endpointUrl } from '../../core/shared/endpoint.js';
import { token } from '../../core/shared/token.js';
import {
  mpesaCallbackEndpoint,
  paybillConfirmationEndpoint,
  paybillValidationEndpoint,
} from './daraja/daraja-webhooks.endpoints.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Where M-Pesa posts to us: the callback of STK pushes and the paybill's validation and confirmation, each under
 * the site's public address with the secret in its path (Daraja signs nothing: knowing the address is the proof).
 */
export class MpesaAddresses {
  readonly callbackUrl: string;
  readonly validationUrl: string;
  readonly confirmationUrl: string;

  constructor(
    publicUrl: string,
    private readonly secret: string,
  ) {
    const at = (declared: { path: string }) => `${publicUrl}${endpointUrl(declared, { secret })}`;
    this.callbackUrl = at(mpesaCallbackEndpoint);
    this.validationUrl = at(paybillValidationEndpoint);
    this.confirmationUrl = at(paybillConfirmationEndpoint);
  }

  /** Whether a path's secret is ours, compared in constant time: how long it takes tells nothing of the secret. */
  holdsSecret(candidate: string): boolean {
    return timingSafeEqual(digest(candidate), digest(this.secret));
  }

  /** An address as it may be shown or logged: the secret hidden. */
  shown(url: string): string {
    return url.replace(this.secret, '[secret]');
  }
}

export const MPESA_ADDRESSES = token<MpesaAddresses>('PaymentsMpesaAddresses');
