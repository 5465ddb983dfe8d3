import { type Cents, formatUsd, multiplyCents, percentOf } from '../shared/money.js';
import type { MetricParcel } from '../pricing/price-parcel.js';
import { tierFor } from '../pricing/tariffs.js';
import { roundKg, volumetricKg } from '../pricing/units.js';
import type { RateCard, RateCardSet, ServiceLevel } from './rate-card.schema.js';

const TRANSIT_BY_SERVICE_LEVEL: Record<ServiceLevel, string> = {
  express: '2-5 days',
  priority: '3-6 days',
  economy: '8-14 days',
  budget: '8-14 days',
  standard: '7-15 days',
};

export const transitLabel = (level: ServiceLevel): string => TRANSIT_BY_SERVICE_LEVEL[level];

/**
 * A card's charge on the item value, in words ("5% of the item value over $200.00"), saying when it is insurance,
 * which no comparison counts; undefined when the card has none.
 */
export function valueChargeText(card: RateCard): string | undefined {
  const charge = card.valueSurcharge;
  if (!charge) return undefined;
  const over = charge.whenValueOverCents > 0 ? ` over ${formatUsd(charge.whenValueOverCents)}` : '';
  const amount = `${String(charge.percent)}% of the item value${over}`;
  return charge.kind === 'insurance'
    ? `insurance at ${amount} (left out of the comparison, as ours is)`
    : amount;
}

/** Savings ratios at which a comparison card moves to the next, stronger colour. */
export const COLOUR_STEPS = [0.2, 0.4, 0.6, 0.8] as const;

/** 0 (saves under 20%, or costs more) to 4 (saves 80% or more). */
export const colourStep = (savingsRatio: number): number =>
  COLOUR_STEPS.filter((step) => savingsRatio >= step).length;

interface CompetitorQuote {
  id: string;
  competitor: string;
  chargeableWeightKg: number;
  costCents: Cents;
  savingsCents: Cents;
  /** Our saving as a whole percentage of their price; negative when they are cheaper. */
  percentage: number;
  colourStep: number;
  transit: string;
}

export interface CompetitorComparison {
  ratesAsOf: string;
  competitors: CompetitorQuote[];
  beatsCompetitors: number;
  totalCompetitors: number;
}

function freightCents(card: RateCard, kg: number): Cents {
  if (card.pricing === 'band') return multiplyCents(tierFor(card.tiers, kg).centsPerKg, kg);
  return card.tiers.reduce((sum, tier, i) => {
    const bandEnd = card.tiers[i + 1]?.fromKg ?? Infinity;
    const kgInBand = Math.max(0, Math.min(kg, bandEnd) - tier.fromKg);
    return sum + multiplyCents(tier.centsPerKg, kgInBand);
  }, 0);
}

/**
 * What one competitor charges to ship the parcel, by its own published rules; `surchargeCents` is the part on the
 * value. Insurance is left out, theirs as ours: every comparison is of shipping without insurance.
 */
export function competitorCostCents(
  card: RateCard,
  parcel: MetricParcel,
): { kg: number; cents: Cents; surchargeCents: Cents } {
  const volumetric = roundKg(volumetricKg(parcel.dimensionsCm, card.volumetricCm3PerKg));
  const kg = Math.max(roundKg(parcel.actualKg), volumetric, card.minimumKg);
  const surcharge =
    card.valueSurcharge?.kind === 'surcharge' &&
    parcel.itemValueCents > card.valueSurcharge.whenValueOverCents
      ? percentOf(parcel.itemValueCents, card.valueSurcharge.percent)
      : 0;
  return { kg, cents: freightCents(card, kg) + surcharge, surchargeCents: surcharge };
}

/** Every competitor's shipping price beside ours (without insurance), cheapest competitor first. */
export function compareCompetitors(
  rateCards: RateCardSet,
  parcel: MetricParcel,
  ourShippingCents: Cents,
): CompetitorComparison {
  const competitors = rateCards.cards
    .map((card): CompetitorQuote => {
      const { kg, cents } = competitorCostCents(card, parcel);
      const savingsCents = cents - ourShippingCents;
      const ratio = cents > 0 ? savingsCents / cents : 0;
      return {
        id: card.id,
        competitor: card.name,
        chargeableWeightKg: kg,
        costCents: cents,
        savingsCents,
        percentage: Math.round(ratio * 100),
        colourStep: colourStep(ratio),
        transit: card.transit ?? transitLabel(card.serviceLevel),
      };
    })
    .sort((a, b) => a.costCents - b.costCents);
  return {
    ratesAsOf: rateCards.effectiveDate,
    competitors,
    beatsCompetitors: competitors.filter((c) => c.savingsCents > 0).length,
    totalCompetitors: competitors.length,
  };
}
