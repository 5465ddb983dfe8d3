import * as z from 'zod/mini';
import { compareCompetitors } from '../competitors/compare-competitors.js';
import type { RateCardSet } from '../competitors/rate-card.schema.js';
import { centsToDollars } from '../shared/money.js';
import type { Parcel } from './parcel.schema.js';
import { quoteShipping, toMetricParcel } from './quote-shipping.js';
import { DESTINATIONS } from './tariffs.js';

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

/** Our quote and the competitors' for one parcel: the body of every calculator's answer. */
export function calculateShipping(
  parcel: Parcel,
  rateCards: RateCardSet,
  options: { fallback: boolean } = { fallback: false },
): ShippingResult {
  const quote = quoteShipping(parcel);
  const comparison = compareCompetitors(rateCards, toMetricParcel(parcel), quote.totalCents);
  const allCompetitors = comparison.competitors.map((c) => ({
    id: c.id,
    competitor: c.competitor,
    cost: centsToDollars(c.costCents),
    savings: centsToDollars(c.savingsCents),
    percentage: c.percentage,
    colourStep: c.colourStep,
    transit: c.transit,
  }));
  return {
    destination: quote.destination,
    actualWeight: quote.actualWeightKg,
    volumetricWeight: quote.volumetricWeightKg,
    chargeableWeight: quote.chargeableWeightKg,
    cost: {
      ratePerKg: centsToDollars(quote.centsPerKg),
      freight: centsToDollars(quote.freightCents),
      insurance: centsToDollars(quote.insuranceCents),
      total: centsToDollars(quote.totalCents),
      currency: 'USD',
      service: quote.service,
      transit: quote.transit,
    },
    allCompetitors,
    competitorStats: {
      beatsCompetitors: comparison.beatsCompetitors,
      totalCompetitors: comparison.totalCompetitors,
    },
    competitorComparison: allCompetitors.map((c) => ({
      competitor: c.competitor,
      savings: c.savings,
      percentage: c.percentage,
      theirCost: c.cost,
    })),
    ratesAsOf: comparison.ratesAsOf,
    fallback: options.fallback,
  };
}
