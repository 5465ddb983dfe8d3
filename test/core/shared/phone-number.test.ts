import { describe, expect, it } from 'vitest';
import { customerPhone, southSudanPhone } from '../../../core/shared/phone-number.js';

describe('customer phones', () => {
  it.each([
    ['0712 345 678', '+254712345678'],
    ['+254 712-345-678', '+254712345678'],
    ['0110 123 456', '+254110123456'],
    ['+211 912 345 678', '+211912345678'],
    ['00211 92 123 4567', '+211921234567'],
    ['211-955-123-456', '+211955123456'],
    ['0912 345 678', '+211912345678'],
  ])('takes %s as %s', (typed, kept) => {
    expect(customerPhone(typed)).toBe(kept);
  });

  it.each(['12345', '0812 345 678', '+211 12 345', '+1 302 555 0100', ''])('refuses %j', (typed) => {
    expect(customerPhone(typed)).toBeUndefined();
  });

  it('tells a South Sudan number from a Kenyan one', () => {
    expect(southSudanPhone('+211 912 345 678')).toBe('+211912345678');
    expect(southSudanPhone('0712 345 678')).toBeUndefined();
  });
});
