import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { customsDuty } from '../../../core/customs/customs-duty.js';
import { CUSTOMS_CATEGORIES } from '../../../core/customs/customs-rates.js';
import {
  CATEGORY_MESSAGE,
  ITEM_VALUE_MESSAGE,
  customsInputSchema,
} from '../../../core/customs/customs.schema.js';
import { REFERENCE_PHONE, deliveredCost } from '../../../core/customs/delivered-cost.js';
import { landedCost } from '../../../core/customs/landed-cost.js';
import { priceParcel } from '../../../core/pricing/price-parcel.js';

describe('the customs calculator', () => {
  it('charges a $500 phone 125 duty, 100 VAT: 225 customs, 725 landed', () => {
    expect(customsDuty(50_000, 'electronics-new')).toEqual({
      categoryName: 'Electronics (new)',
      itemValueCents: 50_000,
      dutyPercent: 25,
      dutyCents: 12_500,
      vatCents: 10_000,
      totalCustomsCents: 22_500,
      totalLandedCostCents: 72_500,
    });
  });

  it.each([
    ['electronics-new', 25],
    ['electronics-used', 35],
    ['clothing', 35],
    ['shoes', 25],
    ['books', 0],
    ['cosmetics', 25],
    ['jewelry', 25],
    ['bags', 25],
    ['toys', 25],
    ['food', 35],
    ['medicine', 0],
    ['other', 25],
  ] as const)('applies the %s duty of %i%%, then VAT on value plus duty', (category, percent) => {
    // $80: duty 80 × rate; VAT 16% of (80 + duty).
    const duty = (8000 * percent) / 100;
    const result = customsDuty(8000, category);
    expect(result.dutyCents).toBe(duty);
    expect(result.vatCents).toBe(Math.round((8000 + duty) * 0.16));
    expect(result.totalLandedCostCents).toBe(8000 + result.totalCustomsCents);
  });

  it('has twelve categories, and the KEBS note on used electronics only', () => {
    expect(CUSTOMS_CATEGORIES).toHaveLength(12);
    expect(CUSTOMS_CATEGORIES.filter((c) => 'note' in c).map((c) => c.key)).toEqual(['electronics-used']);
  });

  it('accepts a positive value and a category; names what is missing otherwise', () => {
    expect(safeParse(customsInputSchema, { itemValue: 500, category: 'books' }).success).toBe(true);
    const empty = safeParse(customsInputSchema, {});
    expect(empty.error?.issues.map((i) => i.message)).toEqual([ITEM_VALUE_MESSAGE, CATEGORY_MESSAGE]);
    expect(safeParse(customsInputSchema, { itemValue: 0, category: 'books' }).success).toBe(false);
    expect(safeParse(customsInputSchema, { itemValue: 10, category: 'weapons' }).success).toBe(false);
  });
});

describe('the all-in landed cost', () => {
  it('works out a $500 phone of 0.5 kg flown at $15/kg, line by line (computed by hand)', () => {
    const freight = priceParcel({
      weight: 0.5,
      itemValue: 500,
      unit: 'metric',
      insurance: false,
      destination: 'kenya',
    });
    expect(freight.freightCents).toBe(750);
    // Customs value 500 + 7.50 = 507.50; duty 25% = 126.875 → 126.88; VAT 16% of 634.38 = 101.5008 → 101.50;
    // IDF 2.5% of 507.50 = 12.6875 → 12.69; RDL 2% = 10.15; taxes 251.22; total 507.50 + 251.22 = 758.72.
    expect(
      landedCost({
        goods: [{ valueCents: 50_000, category: 'electronics-new' }],
        freightCents: 750,
        insuranceCents: 0,
      }),
    ).toEqual({
      itemValueCents: 50_000,
      freightCents: 750,
      insuranceCents: 0,
      customsValueCents: 50_750,
      duties: [
        { category: 'electronics-new', dutyPercent: 25, customsValueCents: 50_750, dutyCents: 12_688 },
      ],
      dutyCents: 12_688,
      vatCents: 10_150,
      importDeclarationFeeCents: 1_269,
      railwayLevyCents: 1_015,
      taxesCents: 25_122,
      totalCents: 75_872,
    });
  });

  it('counts insurance in the customs value, and still charges the fees on duty-free books', () => {
    // $40 of books, 2 kg ($30 freight), insured at 3% ($1.20): customs value 71.20; no duty;
    // VAT 16% = 11.392 → 11.39; IDF 1.78; RDL 1.424 → 1.42; taxes 14.59; total 85.79.
    const result = landedCost({
      goods: [{ valueCents: 4000, category: 'books' }],
      freightCents: 3000,
      insuranceCents: 120,
    });
    expect(result).toMatchObject({
      customsValueCents: 7120,
      dutyCents: 0,
      vatCents: 1139,
      importDeclarationFeeCents: 178,
      railwayLevyCents: 142,
      taxesCents: 1459,
      totalCents: 8579,
    });
  });
});

describe('the delivered cost of an item', () => {
  it('gives the reference phone its three figures: shipping only, duty and VAT, all-in', () => {
    const { shipping, customs, allIn } = deliveredCost(REFERENCE_PHONE);
    expect(shipping.totalCents).toBe(750);
    expect(customs.totalCustomsCents).toBe(22_500);
    expect(customs.totalLandedCostCents).toBe(72_500);
    // Customs value 507.50: duty 126.88, VAT 101.50, IDF 12.69, RDL 10.15.
    expect(allIn).toMatchObject({ customsValueCents: 50_750, dutyCents: 12_688, taxesCents: 25_122 });
    expect(allIn.totalCents).toBe(50_750 + 25_122);
  });

  it('ships on the chargeable weight and counts insurance in the customs value', () => {
    const fryer = deliveredCost({
      itemCents: 8_999,
      weightKg: 5.2,
      dimensionsCm: { length: 38, width: 32, height: 33 },
      category: 'other',
      insurance: true,
    });
    expect(fryer.shipping.chargeableWeightKg).toBe(8.03);
    expect(fryer.shipping.freightCents).toBe(12_045);
    expect(fryer.allIn.customsValueCents).toBe(8_999 + 12_045 + fryer.shipping.insuranceCents);
  });
});
