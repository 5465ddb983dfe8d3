import { describe, expect, it } from 'vitest';
import { OCEAN_TARIFF, priceOcean } from '../../../core/pricing/ocean.js';

describe('sea freight', () => {
  it('charges $30 per cubic foot: a 24 × 18 × 16 in box is 4 ft³, $120', () => {
    // 24 × 18 × 16 = 6,912 in³ ÷ 1,728 = 4 ft³.
    expect(priceOcean({ length: 24, width: 18, height: 16 }, 'imperial')).toEqual({
      cubicFeet: 4,
      totalCents: 12_000,
    });
    expect(OCEAN_TARIFF).toMatchObject({ sailing: 'Monthly', transit: '75-90 days' });
  });

  it('reads centimetres, and charges the volume it shows, rounded to 0.01 ft³', () => {
    // 60 × 40 × 40 cm = 96,000 cm³ = 3.3902 ft³ → 3.39 ft³ × $30 = $101.70.
    expect(priceOcean({ length: 60, width: 40, height: 40 }, 'metric')).toEqual({
      cubicFeet: 3.39,
      totalCents: 10_170,
    });
  });
});
