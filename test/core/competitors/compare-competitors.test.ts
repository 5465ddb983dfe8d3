import { describe, expect, it } from 'vitest';
import { calculateShipping } from '../../../core/shipping/calculate-shipping.js';
import {
  colourStep,
  compareCompetitors,
  competitorCostCents,
  transitLabel,
  valueChargeText,
} from '../../../core/competitors/compare-competitors.js';
import { CURRENT_RATE_CARDS } from '../../../core/competitors/rate-cards.js';
import { rateCardSetSchema } from '../../../core/competitors/rate-card.schema.js';
import type { MetricParcel } from '../../../core/pricing/price-parcel.js';

const card = (id: string) => {
  const found = CURRENT_RATE_CARDS.cards.find((c) => c.id === id);
  if (!found) throw new Error(`no rate card ${id}`);
  return found;
};
const parcel = (
  actualKg: number,
  itemValue = 100,
  dimensionsCm?: MetricParcel['dimensionsCm'],
): MetricParcel => ({
  actualKg,
  itemValueCents: itemValue * 100,
  dimensionsCm,
});
const cost = (id: string, p: MetricParcel) => competitorCostCents(card(id), p).cents;

describe('competitor formulas', () => {
  it('Kentex Delaware: $16.99 under 25 kg, $14.50 from 25, $13.99 above 100', () => {
    expect(cost('kentex-delaware', parcel(10))).toBe(16990);
    expect(cost('kentex-delaware', parcel(25))).toBe(36250);
    expect(cost('kentex-delaware', parcel(101))).toBe(141299);
  });

  it('Kentex adds 5% of the value only when it is over $200', () => {
    expect(cost('kentex-delaware', parcel(10, 200))).toBe(16990);
    expect(cost('kentex-delaware', parcel(10, 300))).toBe(16990 + 1500);
    expect(cost('kentex-texas', parcel(10, 300))).toBe(14990 + 1500);
  });

  it('Kentex Texas: $14.99 under 15 kg, $13.99 from 15', () => {
    expect(cost('kentex-texas', parcel(14))).toBe(20986);
    expect(cost('kentex-texas', parcel(15))).toBe(20985);
  });

  it('SavoStore: $15/kg, its own divisor of 366 in³/kg, 1 kg minimum', () => {
    expect(cost('savostore-california', parcel(0.3))).toBe(1500);
    // 60×40×30 cm = 72,000 cm³ = 4,393.7 in³ / 366 = 12.00 kg; our 5,000 divisor would give 14.4 kg
    expect(
      competitorCostCents(card('savostore-california'), parcel(2, 100, { length: 60, width: 40, height: 30 }))
        .kg,
    ).toBe(12);
  });

  it('Aquantuo: $18 / $17.50 / $17 / $16.50 at 50, 100 and 150 kg; its 3% insurance left out, as ours is', () => {
    expect(cost('aquantuo', parcel(10, 100))).toBe(18000);
    expect(cost('aquantuo', parcel(50, 100))).toBe(87500);
    expect(cost('aquantuo', parcel(100, 100))).toBe(170000);
    expect(cost('aquantuo', parcel(150, 100))).toBe(247500);
    expect(valueChargeText(card('aquantuo'))).toBe(
      'insurance at 3% of the item value (left out of the comparison, as ours is)',
    );
  });

  it('iMail Cargo: $15/kg with a 0.5 kg minimum', () => {
    expect(cost('imail-cargo', parcel(0.2))).toBe(750);
    expect(cost('imail-cargo', parcel(3))).toBe(4500);
  });

  it('Vitumob: $31/kg for the first 2 kg, then $17/kg', () => {
    expect(cost('vitumob', parcel(1))).toBe(3100);
    expect(cost('vitumob', parcel(2))).toBe(6200);
    expect(cost('vitumob', parcel(5))).toBe(6200 + 5100);
  });
});

describe('compareCompetitors', () => {
  it('lists every card cheapest first, with savings, percentage and stats', () => {
    const result = compareCompetitors(CURRENT_RATE_CARDS, parcel(3), 4500);
    expect(result.ratesAsOf).toBe(CURRENT_RATE_CARDS.effectiveDate);
    expect(result.totalCompetitors).toBe(6);
    const costs = result.competitors.map((c) => c.costCents);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const vitumob = result.competitors.find((c) => c.id === 'vitumob');
    expect(vitumob).toMatchObject({ costCents: 7900, savingsCents: 3400, percentage: 43, colourStep: 2 });
    const imail = result.competitors.find((c) => c.id === 'imail-cargo');
    expect(imail).toMatchObject({ savingsCents: 0, percentage: 0, colourStep: 0 });
    // Kentex Texas ($44.97) is cheaper; SavoStore and iMail tie at $45.00: neither counts as beaten
    expect(result.competitors.find((c) => c.id === 'kentex-texas')?.savingsCents).toBe(-3);
    expect(result.beatsCompetitors).toBe(3);
  });

  it('reports negative savings honestly when a competitor is cheaper', () => {
    const result = compareCompetitors(CURRENT_RATE_CARDS, parcel(3), 100000);
    expect(result.beatsCompetitors).toBe(0);
    expect(result.competitors.every((c) => c.savingsCents < 0 && c.colourStep === 0)).toBe(true);
  });
});

describe('colour steps and transit labels', () => {
  it.each([
    [-0.5, 0],
    [0, 0],
    [0.19, 0],
    [0.2, 1],
    [0.39, 1],
    [0.4, 2],
    [0.6, 3],
    [0.79, 3],
    [0.8, 4],
    [1, 4],
  ])('ratio %d gives step %d', (ratio, step) => {
    expect(colourStep(ratio)).toBe(step);
  });

  it('labels transit by service level', () => {
    expect(transitLabel('express')).toBe('2-5 days');
    expect(transitLabel('priority')).toBe('3-6 days');
    expect(transitLabel('economy')).toBe('8-14 days');
    expect(transitLabel('budget')).toBe('8-14 days');
    expect(transitLabel('standard')).toBe('7-15 days');
    expect(card('aquantuo').transit).toBe('10-15 business days');
  });
});

describe('rate card data', () => {
  it('rejects unsorted tiers and duplicate ids', () => {
    const base = { effectiveDate: '2026-01-01' };
    const tiers = [
      { fromKg: 0, dollarsPerKg: 1 },
      { fromKg: 10, dollarsPerKg: 1 },
    ];
    expect(
      rateCardSetSchema.safeParse({ ...base, cards: [{ id: 'a', name: 'A', tiers: [...tiers].reverse() }] })
        .success,
    ).toBe(false);
    expect(
      rateCardSetSchema.safeParse({
        ...base,
        cards: [
          { id: 'a', name: 'A', tiers },
          { id: 'a', name: 'B', tiers },
        ],
      }).success,
    ).toBe(false);
    expect(rateCardSetSchema.safeParse({ ...base, cards: [{ id: 'a', name: 'A', tiers }] }).success).toBe(
      true,
    );
  });
});

describe('comparing like with like', () => {
  it('leaves insurance out of every price: insuring the parcel changes our total, not the comparison', () => {
    const parcel = { weight: 3, itemValue: 400, unit: 'metric', destination: 'kenya' } as const;
    const plain = calculateShipping({ ...parcel, insurance: false }, CURRENT_RATE_CARDS);
    const insured = calculateShipping({ ...parcel, insurance: true }, CURRENT_RATE_CARDS);
    expect(insured.cost.total).toBe(plain.cost.total + 12);
    expect(insured.allCompetitors).toEqual(plain.allCompetitors);
    const aquantuo = plain.allCompetitors.find((c) => c.id === 'aquantuo');
    expect(aquantuo?.cost).toBe(54);
    expect(aquantuo?.savings).toBe(54 - plain.cost.freight);
  });
});
