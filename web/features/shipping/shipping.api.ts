import useSWR from 'swr';
import type { ParcelInput } from '../../../core/pricing/parcel.schema.js';
import { NEXT_DEPARTURE_PATH } from '../../../core/shipping/shipping-paths.js';
import type { ShippingResult } from '../../../core/shipping/shipping-result.schema.js';
import { callApi } from '../../site/fetch-json.js';

/**
 * The local fallback's code: nothing a page needs to paint, so it is fetched apart, as soon as the visitor
 * reaches for a calculator; by the time the API fails, it is there.
 */
export const loadLocalQuote = () => import('./shipping-fallback.js');

/** The endpoints' declarations and schemas, loaded with the first call: a page paints without them. */
const shippingEndpoints = () => import('../../../core/shipping/api/shipping.endpoints.js');

/**
 * Asks the server for the quote; if the server cannot answer, computes the same quote locally
 * with the same core rules (marked `fallback`), as the calculator must never show an error.
 */
export async function fetchShippingQuote(parcel: ParcelInput, signal?: AbortSignal): Promise<ShippingResult> {
  try {
    const { calculateShippingEndpoint } = await shippingEndpoints();
    return (await callApi(calculateShippingEndpoint, { body: parcel }, { signal })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return (await loadLocalQuote()).localQuote(parcel);
  }
}

/** The server's clock decides the next flight, not the visitor's device; the server's page carries it. */
export function useNextDeparture() {
  return useSWR(NEXT_DEPARTURE_PATH, async () => callApi((await shippingEndpoints()).nextDepartureEndpoint));
}
