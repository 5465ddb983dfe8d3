import { describe, expect, it } from 'vitest';
import { REFERENCE_PHONE, deliveredCost } from '../../../core/customs/delivered-cost.js';
import { landedCost } from '../../../core/customs/landed-cost.js';
import { KENYA_IMPORT_RULES } from '../../../core/customs/customs-rates.js';
import {
  type ContentItem,
  type ParcelContents,
  declaredValueCents,
  estimatedTaxes,
  insuranceFor,
} from '../../../core/parcels/parcel-contents.js';
import { insuranceCentsOf } from '../../../core/pricing/price-parcel.js';
import { aParcel } from './parcel.mother.js';

const declared = (items: ContentItem[], insuranceCents: number | null = null): ParcelContents => ({
  parcelNumber: 'KP1000001',
  items,
  declaredAt: new Date('2026-11-27T09:00:00.000Z'),
  insuranceCents,
});

const JEANS: ContentItem = { description: 'Jeans', category: 'clothing', quantity: 2, unitValueCents: 4000 };
const BOOK: ContentItem = { description: 'Textbook', category: 'books', quantity: 1, unitValueCents: 2000 };

describe("a parcel's declared contents and the taxes they will cost", () => {
  it("gives one item the customs calculator's all-in figures for the same item and freight, insured or not", () => {
    for (const insurance of [false, true]) {
      // The calculator's path: the reference phone, priced and taxed by the one delivered-cost model.
      const calculator = deliveredCost({ ...REFERENCE_PHONE, insurance });
      const parcel = aParcel({ chargeCents: calculator.shipping.freightCents });
      const phone: ContentItem = {
        description: 'Phone',
        category: REFERENCE_PHONE.category,
        quantity: 1,
        unitValueCents: REFERENCE_PHONE.itemCents,
      };
      const insuranceCents = insurance ? insuranceFor([phone]) : null;
      expect(insuranceCents ?? 0).toBe(calculator.allIn.insuranceCents);
      expect(estimatedTaxes(parcel, declared([phone], insuranceCents))).toEqual({
        customsValueCents: calculator.allIn.customsValueCents,
        dutyCents: calculator.allIn.dutyCents,
        vatCents: calculator.allIn.vatCents,
        idfCents: calculator.allIn.importDeclarationFeeCents,
        rdlCents: calculator.allIn.railwayLevyCents,
        totalCents: calculator.allIn.taxesCents,
        ratesDate: KENYA_IMPORT_RULES.effectiveFrom,
      });
    }
  });

  it('taxes each category at its own rate on its share of the customs value (computed by hand)', () => {
    // Jeans 2 × $40 = $80 (35%), a $20 book (0%), $30 freight: customs value $130, the freight shared 80:20.
    // Jeans $80 + $24 = $104 → duty $36.40; book $20 + $6 = $26 → no duty. VAT 16% of 130 + 36.40 = 26.624 →
    // $26.62; IDF 2.5% of 130 = $3.25; RDL 2% = $2.60; taxes $68.87.
    const parcel = aParcel({ chargeCents: 3000 });
    expect(estimatedTaxes(parcel, declared([JEANS, BOOK]))).toMatchObject({
      customsValueCents: 13_000,
      dutyCents: 3640,
      vatCents: 2662,
      idfCents: 325,
      rdlCents: 260,
      totalCents: 6887,
    });
    // Insured for 3% of $100 = $3: customs value $133; jeans' share $106.40 → duty $37.24; VAT 16% of 170.24 =
    // 27.2384 → $27.24; IDF 332.5 cents → 333 (half up); RDL $2.66; taxes $70.47.
    expect(estimatedTaxes(parcel, declared([JEANS, BOOK], 300))).toMatchObject({
      customsValueCents: 13_300,
      dutyCents: 3724,
      vatCents: 2724,
      idfCents: 333,
      rdlCents: 266,
      totalCents: 7047,
    });
  });

  it("is the calculator's own model for many items: the same figures as landedCost, whatever the lines' order", () => {
    const parcel = aParcel({ chargeCents: 4550 });
    const split = [{ ...JEANS, quantity: 1 }, BOOK, { ...JEANS, quantity: 1, description: 'More jeans' }];
    const model = landedCost({
      goods: [
        { valueCents: 8000, category: 'clothing' },
        { valueCents: 2000, category: 'books' },
      ],
      freightCents: 4550,
      insuranceCents: 0,
    });
    const estimate = estimatedTaxes(parcel, declared(split));
    expect(estimate.totalCents).toBe(model.taxesCents);
    expect(estimate.dutyCents).toBe(model.dutyCents);
    expect(model.duties.map((d) => d.customsValueCents)).toEqual([11_640, 2910]);
    expect(model.duties.reduce((sum, d) => sum + d.customsValueCents, 0)).toBe(model.customsValueCents);
  });

  it('shares odd cents so that the categories add up to the customs value exactly', () => {
    const model = landedCost({
      goods: [
        { valueCents: 1, category: 'clothing' },
        { valueCents: 1, category: 'books' },
        { valueCents: 1, category: 'toys' },
      ],
      freightCents: 100,
      insuranceCents: 0,
    });
    expect(model.duties.map((d) => d.customsValueCents)).toEqual([34, 35, 34]);
    expect(model.customsValueCents).toBe(103);
  });

  it('insures for 3% of the declared value in whole cents, half a cent rounded up', () => {
    expect(declaredValueCents([JEANS, BOOK])).toBe(10_000);
    expect(insuranceFor([JEANS, BOOK])).toBe(300);
    // 3% of $0.50 is 1.5 cents: 2. Of $16.50, 49.5 cents: 50. Of $10.01, 30.03 cents: 30.
    expect(insuranceCentsOf(50)).toBe(2);
    expect(insuranceCentsOf(1650)).toBe(50);
    expect(insuranceFor([{ ...BOOK, unitValueCents: 1001 }])).toBe(30);
  });
});
