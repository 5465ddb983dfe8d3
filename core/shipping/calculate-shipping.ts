import { compareCompetitors } from '../competitors/compare-competitors.js';
import type { RateCardSet } from '../competitors/rate-card.schema.js';
import { centsToDollars } from '../shared/money.js';
import type { Parcel } from '../pricing/parcel.schema.js';
import { priceParcel, toMetricParcel } from '../pricing/price-parcel.js';
import type { ShippingResult } from './shipping-result.schema.js';

/** Our price and the competitors' for one parcel: the body of every calculator's answer. */
export function calculateShipping(
  parcel: Parcel,
  rateCards: RateCardSet,
  options: { fallback: boolean } = { fallback: false },
): ShippingResult {
  const price = priceParcel(parcel);
  // Like with like: insurance is left out of every forwarder's price, ours included.
  const comparison = compareCompetitors(rateCards, toMetricParcel(parcel), price.freightCents);
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
    destination: price.destination,
    actualWeight: price.actualWeightKg,
    volumetricWeight: price.volumetricWeightKg,
    chargeableWeight: price.chargeableWeightKg,
    cost: {
      ratePerKg: centsToDollars(price.centsPerKg),
      freight: centsToDollars(price.freightCents),
      insurance: centsToDollars(price.insuranceCents),
      total: centsToDollars(price.totalCents),
      currency: 'USD',
      service: price.service,
      transit: price.transit,
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
