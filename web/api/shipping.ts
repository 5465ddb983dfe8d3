import useSWR from 'swr';
import * as z from 'zod/mini';
import { CURRENT_RATE_CARDS } from '../../core/competitors/rate-cards.js';
import { type ParcelInput, parcelSchema } from '../../core/pricing/parcel.schema.js';
import { calculateShipping } from '../../core/pricing/calculate-shipping.js';
import { type ShippingResult, shippingResultSchema } from '../../core/pricing/shipping-result.schema.js';
import { NEXT_DEPARTURE_PATH } from '../../core/site/site-config.js';
import { apiRequest } from './fetch-json.js';

const calculateResponseSchema = z.object({ success: z.literal(true), data: shippingResultSchema });

/**
 * Asks the server for the quote; if the server cannot answer, computes the same quote locally
 * with the same core rules (marked `fallback`), as the calculator must never show an error.
 */
export async function fetchShippingQuote(parcel: ParcelInput, signal?: AbortSignal): Promise<ShippingResult> {
  try {
    return (await apiRequest(calculateResponseSchema, 'POST', '/api/shipping/calculate', parcel, { signal }))
      .data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return calculateShipping(parcelSchema.parse(parcel), CURRENT_RATE_CARDS, { fallback: true });
  }
}

const nextDepartureSchema = z.object({ departureDate: z.iso.date(), cutoff: z.iso.datetime() });
export type NextDepartureDto = z.infer<typeof nextDepartureSchema>;

/** The server's clock decides the next flight, not the visitor's device; the server's page carries it. */
export function useNextDeparture() {
  return useSWR(NEXT_DEPARTURE_PATH, (url: string) => apiRequest(nextDepartureSchema, 'GET', url));
}
