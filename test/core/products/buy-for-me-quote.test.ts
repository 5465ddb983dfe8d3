import { describe, expect, it } from 'vitest';
import { deliveredCost } from '../../../core/customs/delivered-cost.js';
import { landedCost } from '../../../core/customs/landed-cost.js';
import { priceParcel, exampleParcel } from '../../../core/pricing/price-parcel.js';
import { quoteBuyForMe } from '../../../core/products/buy-for-me-quote.js';

const FRYER = { unitPriceCents: 9999, weightKg: 5.2, dimensionsCm: { length: 38, width: 32, height: 33 } };

describe('the Buy for Me quote', () => {
  it('charges the items, $15/kg on their weight and 5% processing, with no US tax (Kenya’s VAT is paid at customs)', () => {
    // 2 × $24.99 = $49.98; 2 × 0.5 kg = 1 kg × $15 = $15.00; 5% of $49.98 = $2.50 (2.499 rounded).
    const quote = quoteBuyForMe({ unitPriceCents: 2499, weightKg: 0.5, quantity: 2, category: 'other' });
    expect(quote).toMatchObject({
      itemCostCents: 4998,
      shippingWeightKg: 1,
      weightOnly: true,
      centsPerKg: 1500,
      baseShippingCents: 1500,
      processingFeeCents: 250,
      purchaseTaxCents: 0,
      totalCents: 4998 + 1500 + 250,
    });
  });

  it('ships the Crisp air fryer on its volumetric 8.03 kg, not its 5.2 kg', () => {
    const quote = quoteBuyForMe({ ...FRYER, quantity: 1, category: 'other' });
    expect(quote.actualWeightKg).toBe(5.2);
    expect(quote.volumetricWeightKg).toBe(8.03);
    expect(quote.shippingWeightKg).toBe(8.03);
    expect(quote.weightOnly).toBe(false);
    expect(quote.baseShippingCents).toBe(12_045);
    // The calculator prices the same box the same.
    expect(quote.baseShippingCents).toBe(
      priceParcel(exampleParcel(5.2, 99.99, { dimensions: FRYER.dimensionsCm })).totalCents,
    );
  });

  it('charges the volumetric weight of every unit ordered', () => {
    const quote = quoteBuyForMe({ ...FRYER, quantity: 3, category: 'other' });
    expect(quote.actualWeightKg).toBe(15.6);
    expect(quote.shippingWeightKg).toBe(24.08);
  });

  it("estimates Kenya's duty, VAT, IDF and RDL as the customs calculator's all-in estimate does", () => {
    const quote = quoteBuyForMe({ ...FRYER, quantity: 1, category: 'other' });
    const calculator = landedCost({
      goods: [{ valueCents: 9999, category: 'other' }],
      freightCents: 12_045,
      insuranceCents: 0,
    });
    expect(quote.kenyaCharges).toEqual(calculator);
    expect(quote.kenyaCharges).toEqual(
      deliveredCost({ itemCents: 9999, weightKg: 5.2, dimensionsCm: FRYER.dimensionsCm, category: 'other' })
        .allIn,
    );
    expect(quote.allInCents).toBe(quote.totalCents + calculator.taxesCents);
  });

  it('moves to $14.50/kg when the order weighs 25 kg or more', () => {
    const quote = quoteBuyForMe({ unitPriceCents: 9999, weightKg: 5.2, quantity: 5, category: 'other' });
    expect(quote.shippingWeightKg).toBe(26);
    expect(quote.centsPerKg).toBe(1450);
    expect(quote.baseShippingCents).toBe(26 * 1450);
    expect(quote.processingFeeCents).toBe(2500); // 5% of $499.95 = $24.9975
  });

  it('rounds the weight to 10 g before pricing it', () => {
    const quote = quoteBuyForMe({ unitPriceCents: 100, weightKg: 0.333, quantity: 3, category: 'books' });
    expect(quote.shippingWeightKg).toBe(1);
    expect(quote.baseShippingCents).toBe(1500);
  });
});
