import { describe, expect, it } from 'vitest';
import { type ParcelInput, parcelSchema } from '../../../core/pricing/parcel.schema.js';
import { missingInputMessage } from '../../../core/pricing/parcel-messages.js';
import { priceParcel } from '../../../core/pricing/price-parcel.js';

const quote = (input: ParcelInput) => priceParcel(parcelSchema.parse(input));

describe('quoteShipping (Kenya air)', () => {
  it('charges $15.00/kg: 3 kg costs $45.00', () => {
    const q = quote({ weight: 3, itemValue: 100 });
    expect(q.chargeableWeightKg).toBe(3);
    expect(q.centsPerKg).toBe(1500);
    expect(q.totalCents).toBe(4500);
    expect(q.service).toBe('Standard Air');
    expect(q.transit).toBe('5-7 business days after the US departure');
  });

  it('switches to $14.50/kg at exactly 25 kg chargeable weight', () => {
    expect(quote({ weight: 24.99, itemValue: 100 }).totalCents).toBe(37485);
    expect(quote({ weight: 25, itemValue: 100 }).totalCents).toBe(36250);
  });

  it('converts imperial input once: 6.615 lb is 3 kg, 10 in is 25.4 cm', () => {
    const q = quote({
      weight: 6.615,
      itemValue: 100,
      unit: 'imperial',
      dimensions: { length: 10, width: 10, height: 10 },
    });
    expect(q.actualWeightKg).toBe(3);
    // 25.4³ cm³ / 5000 = 3.277 kg
    expect(q.volumetricWeightKg).toBe(3.28);
    expect(q.chargeableWeightKg).toBe(3.28);
    expect(q.totalCents).toBe(4920);
  });

  it('charges the volumetric weight when a light parcel is bulky', () => {
    const q = quote({ weight: 2, itemValue: 50, dimensions: { length: 50, width: 40, height: 30 } });
    expect(q.volumetricWeightKg).toBe(12);
    expect(q.chargeableWeightKg).toBe(12);
    expect(q.totalCents).toBe(18000);
  });

  it('charges the actual weight when it is the larger', () => {
    const q = quote({ weight: 10, itemValue: 50, dimensions: { length: 10, width: 10, height: 10 } });
    expect(q.volumetricWeightKg).toBe(0.2);
    expect(q.chargeableWeightKg).toBe(10);
  });

  it('adds 3% of the declared value only when insurance is chosen', () => {
    expect(quote({ weight: 3, itemValue: 333.33, insurance: true }).insuranceCents).toBe(1000);
    expect(quote({ weight: 3, itemValue: 333.33, insurance: true }).totalCents).toBe(5500);
    expect(quote({ weight: 3, itemValue: 333.33 }).insuranceCents).toBe(0);
  });

  it('prices South Sudan at $20/kg', () => {
    const q = quote({ weight: 3, itemValue: 100, destination: 'south-sudan' });
    expect(q.totalCents).toBe(6000);
    expect(q.service).toMatch(/Juba/);
  });
});

describe('parcelSchema', () => {
  it.each([
    [{ itemValue: 10 }, 'Please enter the package weight to calculate shipping costs'],
    [{ weight: 0, itemValue: 10 }, 'Please enter the package weight to calculate shipping costs'],
    [{ weight: 1 }, 'Please enter the item value to calculate shipping costs'],
    [{ weight: 1, itemValue: -1 }, 'Please enter the item value to calculate shipping costs'],
    [{ weight: 1001, itemValue: 1 }, 'Weight cannot exceed 1000'],
    [
      { weight: 1, itemValue: 1, dimensions: { length: -1, width: 1, height: 1 } },
      'Dimensions cannot be negative',
    ],
  ])('rejects %j with %s', (input, message) => {
    const parsed = parcelSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('defaults to metric, Kenya, no insurance', () => {
    expect(parcelSchema.parse({ weight: 1, itemValue: 1 })).toEqual({
      weight: 1,
      itemValue: 1,
      unit: 'metric',
      insurance: false,
      destination: 'kenya',
    });
  });
});

describe('missingInputMessage', () => {
  it('names what is missing', () => {
    expect(missingInputMessage(false, false)).toBe(
      'Please enter both package weight and item value to calculate shipping costs',
    );
    expect(missingInputMessage(true, false)).toBe('Please enter the item value to calculate shipping costs');
    expect(missingInputMessage(false, true)).toBe(
      'Please enter the package weight to calculate shipping costs',
    );
    expect(missingInputMessage(true, true)).toBeUndefined();
  });
});
