import { SHIPPED_RATE_CARDS_DOCUMENT } from '../../../core/competitors/rate-cards.js';

/**
 * A rate-card file as staff write one (Object Mother): the shipped file with another date and, optionally,
 * Aquantuo's first rate.
 */
export function aRateCardFile({
  effectiveDate = '2026-12-01',
  aquantuoFirstRate,
}: { effectiveDate?: string; aquantuoFirstRate?: number } = {}): string {
  const document = structuredClone(SHIPPED_RATE_CARDS_DOCUMENT) as {
    effectiveDate: string;
    cards: { id: string; tiers: { dollarsPerKg: number }[] }[];
  };
  document.effectiveDate = effectiveDate;
  const aquantuo = document.cards.find((card) => card.id === 'aquantuo')?.tiers[0];
  if (aquantuo && aquantuoFirstRate !== undefined) aquantuo.dollarsPerKg = aquantuoFirstRate;
  return JSON.stringify(document, null, 2);
}
