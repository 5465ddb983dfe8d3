import { describe, expect, it } from 'vitest';
import { readNumber } from '../../../web/components/calculator/use-shipping-calculator.js';

describe('readNumber', () => {
  it('keeps empty as missing and counts non-numeric text as 0', () => {
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('  ')).toBeUndefined();
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber('abc')).toBe(0);
    expect(readNumber('Infinity')).toBe(0);
  });
});
