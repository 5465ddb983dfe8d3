import { describe, expect, it } from 'vitest';
import { approximateKes, formatKes, rateNote, toShillings } from '../../../core/shared/exchange-rate.js';
import { exchangeRateSchema } from '../../../core/shared/exchange-rate.schema.js';

const rate = { kesPerUsd: 129.35, asOf: '2026-11-20' };

describe('totals in shillings', () => {
  it('converts cents to whole shillings, with thousands separators', () => {
    // 725.00 × 129.35 = 93,778.75 → 93,779; 0.50 × 129.35 = 64.675 → 65.
    expect(approximateKes(72_500, rate)).toBe('≈ KES 93,779');
    expect(approximateKes(50, rate)).toBe('≈ KES 65');
  });

  it('gives whole shillings as a number, and writes them with KES', () => {
    expect(toShillings(72_500, rate)).toBe(93_779);
    expect(formatKes(1_234_567)).toBe('KES 1,234,567');
  });

  it('names the rate and its day', () => {
    expect(rateNote(rate)).toBe('rate of 20 November 2026: $1 = KES 129.35');
  });

  it('accepts only a positive rate and a calendar date', () => {
    expect(exchangeRateSchema.safeParse(rate).success).toBe(true);
    expect(exchangeRateSchema.safeParse({ ...rate, kesPerUsd: 0 }).success).toBe(false);
    expect(exchangeRateSchema.safeParse({ ...rate, asOf: '20/11/2026' }).success).toBe(false);
  });
});
