import type { Cents } from '../shared/money.js';

/** A per-kg rate that applies from `fromKg` (inclusive) of chargeable weight upward. */
export interface RateTier {
  fromKg: number;
  centsPerKg: Cents;
}

export interface Tariff {
  service: string;
  transit: string;
  /** Tiers sorted by `fromKg` ascending; the first starts at 0. */
  tiers: readonly RateTier[];
}

/** 5,000 cm³ per kg, the same as 139 in³ per lb. */
export const VOLUMETRIC_CM3_PER_KG = 5000;
export const INSURANCE_PERCENT = 3;

/** The tier whose band contains `kg`: the last tier starting at or below it. */
export function tierFor<T extends { fromKg: number }>(tiers: readonly T[], kg: number): T {
  let chosen = tiers[0];
  if (!chosen) throw new Error('a rate card needs at least one tier');
  for (const tier of tiers) if (kg >= tier.fromKg) chosen = tier;
  return chosen;
}
