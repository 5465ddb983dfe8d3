import type { ProviderFailure, RequestResult } from '../../../core/payments/mpesa-results.js';

/**
 * Daraja's ResultCode of an STK push, read into the neutral result the core decides on. Sources: Safaricom's
 * M-Pesa Express documentation (developer.safaricom.co.ke) and its published list of result codes.
 */
export const DARAJA_PAID = 0;
/** The customer said no on the phone. */
export const DARAJA_CANCELLED = 1032;

/** The codes a customer can cause and act on; any other is 'other', its description kept. */
const DARAJA_FAILURES: Readonly<Record<number, ProviderFailure>> = {
  1: 'insufficient-funds',
  1001: 'another-transaction',
  1019: 'expired',
  1025: 'not-delivered',
  1037: 'unreachable',
  2001: 'wrong-pin',
  9999: 'not-delivered',
};

/** What Daraja's ResultCode and ResultDesc say, in the core's terms. */
export function darajaResult(resultCode: number, resultDesc: string): RequestResult {
  const said = { providerCode: String(resultCode), providerDescription: resultDesc };
  if (resultCode === DARAJA_PAID) return { ...said, status: 'paid', failure: null };
  if (resultCode === DARAJA_CANCELLED) return { ...said, status: 'cancelled', failure: null };
  return { ...said, status: 'failed', failure: DARAJA_FAILURES[resultCode] ?? 'other' };
}
