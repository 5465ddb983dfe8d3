import * as z from 'zod/mini';
import { nextDepartureResponseSchema } from '../../schedule/api/departure-responses.schema.js';
import { endpoint } from '../../shared/endpoint.js';
import { parcelSchema } from '../../pricing/parcel.schema.js';
import { calculateResponseSchema } from '../shipping-result.schema.js';
import { CALCULATE_SHIPPING_PATH, NEXT_DEPARTURE_PATH } from '../shipping-paths.js';

const SHIPPING = {
  name: 'shipping',
  description: 'Shipping prices and the next flight.',
};

export const calculateBodySchema = z.object(parcelSchema.shape, {
  error: 'The request body must be a JSON object',
});

export const calculateShippingEndpoint = endpoint({
  operationId: 'calculateShipping',
  method: 'POST',
  path: CALCULATE_SHIPPING_PATH,
  tag: SHIPPING,
  summary: 'Price a parcel and compare it with other forwarders',
  who: 'anyone',
  body: {
    type: 'json',
    schema: calculateBodySchema,
    note: 'Weight in kg and sides in cm, or lb and inches when imperial.',
  },
  ok: { status: 200, meaning: 'The price, its weights and the comparison.', schema: calculateResponseSchema },
});

/** Page data: the next flight, which changes at each cutoff. */
export const nextDepartureEndpoint = endpoint({
  operationId: 'nextDeparture',
  method: 'GET',
  path: NEXT_DEPARTURE_PATH,
  tag: SHIPPING,
  summary: 'The next flight and its cutoff',
  who: 'anyone',
  ok: { status: 200, meaning: 'The next departure.', schema: nextDepartureResponseSchema },
});
