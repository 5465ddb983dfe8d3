import { exampleParcel, priceParcel, toMetricParcel } from '../pricing/price-parcel.js';
import { type Cents, dollarsToCents, multiplyCents } from '../shared/money.js';
import { competitorCostCents } from './compare-competitors.js';
import type { PublishedRange, RateCard, RateCardSet } from './rate-card.schema.js';
import { type RateTier, tierFor } from '../pricing/tariffs.js';

/** A comparison page's worked example: one parcel (no dimensions), our price and each forwarder's. */
export interface SamplePrice {
  kg: number;
  ourCents: Cents;
  theirs: { id: string; name: string; cents: Cents; surchargeCents: Cents }[];
}

/** The cards of these forwarders, in the order asked; a forwarder the set no longer has is left out. */
export const cardsOf = (set: RateCardSet, ids: readonly string[]): RateCard[] =>
  ids.flatMap((id) => set.cards.filter((card) => card.id === id));

/** Our price and theirs for parcels of each weight and one declared value, by each one's published rules. */
export function samplePrices(
  cards: readonly RateCard[],
  weightsKg: readonly number[],
  itemValueDollars: number,
): SamplePrice[] {
  return weightsKg.map((kg) => {
    const parcel = exampleParcel(kg, itemValueDollars);
    const metric = toMetricParcel(parcel);
    return {
      kg,
      ourCents: priceParcel(parcel).freightCents,
      theirs: cards.map((card) => {
        const { cents, surchargeCents } = competitorCostCents(card, metric);
        return { id: card.id, name: card.name, cents, surchargeCents };
      }),
    };
  });
}

/** The marketing ranges of one kind: express carriers, or forwarders known only by a range. */
export const rangesOf = (set: RateCardSet, kind: PublishedRange['kind']): PublishedRange[] =>
  set.publishedRanges.filter((range) => range.kind === kind);

/**
 * What a range says a parcel of `kg` costs: a per-kg range times the weight, or a parcel range as published for
 * its own weight (undefined for any other weight: a parcel price is never scaled).
 */
export function rangeForParcel(
  range: PublishedRange,
  kg: number,
): { lowCents: Cents; highCents: Cents } | undefined {
  if (range.forKg !== undefined) {
    return range.forKg === kg
      ? { lowCents: dollarsToCents(range.lowDollars), highCents: dollarsToCents(range.highDollars) }
      : undefined;
  }
  return {
    lowCents: multiplyCents(dollarsToCents(range.lowDollars), kg),
    highCents: multiplyCents(dollarsToCents(range.highDollars), kg),
  };
}

/**
 * A price score out of 5 for a reference parcel: 5 for the cheapest, and the others in proportion
 * (cheapest ÷ theirs × 5, one decimal). A score of what the rate cards say, nothing else.
 */
export function priceScores(prices: readonly { id: string; cents: Cents }[]): Map<string, number> {
  const cheapest = Math.min(...prices.map((p) => p.cents));
  return new Map(prices.map((p) => [p.id, Math.round((cheapest / p.cents) * 50) / 10]));
}

/**
 * The lightest weight from which a forwarder's rate per kilo stays below ours at every heavier weight; undefined
 * when it never does, and for graduated pricing, which has no one rate per kilo. An equal rate is not cheaper.
 */
export function cheaperPerKiloFrom(card: RateCard, ours: readonly RateTier[]): number | undefined {
  if (card.pricing === 'graduated') return undefined;
  // Within two neighbouring tier starts, neither rate changes: compare at each start, heaviest first.
  const starts = [...new Set([...card.tiers, ...ours].map((tier) => tier.fromKg))].sort((a, b) => b - a);
  let from: number | undefined;
  for (const kg of starts) {
    if (tierFor(card.tiers, kg).centsPerKg >= tierFor(ours, kg).centsPerKg) break;
    from = kg;
  }
  return from;
}
