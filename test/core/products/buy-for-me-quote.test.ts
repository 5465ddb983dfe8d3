import { describe, expect, it } from 'vitest';
import { quoteBuyForMe } from '../../../core/products/buy-for-me-quote.js';

describe('the Buy for Me quote', () => {
  it('charges the items, $15/kg on their weight and 5% processing, with no tax or VAT', () => {
    // 2 × $24.99 = $49.98; 2 × 0.5 kg = 1 kg × $15 = $15.00; 5% of $49.98 = $2.50 (2.499 rounded).
    expect(quoteBuyForMe({ unitPriceCents: 2499, weightKg: 0.5, quantity: 2 })).toEqual({
      itemCostCents: 4998,
      shippingWeightKg: 1,
      centsPerKg: 1500,
      baseShippingCents: 1500,
      processingFeeCents: 250,
      purchaseTaxCents: 0,
      vatCents: 0,
      totalCents: 4998 + 1500 + 250,
    });
  });

  it('moves to $14.50/kg when the order weighs 25 kg or more', () => {
    const quote = quoteBuyForMe({ unitPriceCents: 9999, weightKg: 5.2, quantity: 5 });
    expect(quote.shippingWeightKg).toBe(26);
    expect(quote.centsPerKg).toBe(1450);
    expect(quote.baseShippingCents).toBe(26 * 1450);
    expect(quote.processingFeeCents).toBe(2500); // 5% of $499.95 = $24.9975
  });

  it('rounds the weight to 10 g before pricing it', () => {
    const quote = quoteBuyForMe({ unitPriceCents: 100, weightKg: 0.333, quantity: 3 });
    expect(quote.shippingWeightKg).toBe(1);
    expect(quote.baseShippingCents).toBe(1500);
  });
});
