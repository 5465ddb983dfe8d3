import * as z from 'zod/mini';
import { DESTINATIONS } from '../pricing/destinations.js';

const money = z.number();

/** The calculator result as the API sends it and every client reads it (dollars, kg). */
export const shippingResultSchema = z.object({
  destination: z.enum(DESTINATIONS),
  actualWeight: z.number(),
  volumetricWeight: z.number(),
  chargeableWeight: z.number(),
  cost: z.object({
    ratePerKg: money,
    freight: money,
    insurance: money,
    total: money,
    currency: z.literal('USD'),
    service: z.string(),
    transit: z.string(),
  }),
  allCompetitors: z.array(
    z.object({
      id: z.string(),
      competitor: z.string(),
      cost: money,
      savings: money,
      percentage: z.number(),
      colourStep: z.int().check(z.minimum(0), z.maximum(4)),
      transit: z.string(),
    }),
  ),
  competitorStats: z.object({
    beatsCompetitors: z.int(),
    totalCompetitors: z.int(),
  }),
  competitorComparison: z.array(
    z.object({ competitor: z.string(), savings: money, percentage: z.number(), theirCost: money }),
  ),
  ratesAsOf: z.iso.date(),
  /** True when the browser computed the result itself because the server could not be reached. */
  fallback: z.boolean(),
});

export type ShippingResult = z.infer<typeof shippingResultSchema>;

/** POST /api/shipping/calculate. */
export const calculateResponseSchema = z.object({ success: z.literal(true), data: shippingResultSchema });
