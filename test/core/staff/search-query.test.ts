import { describe, expect, it } from 'vitest';
import { customerQueryOf, searchableName, subscriberDigits } from '../../../core/staff/search-query.js';

describe('customerQueryOf', () => {
  it('reads an account ID in any case', () => {
    expect(customerQueryOf(' kx100234 ')).toEqual({ kind: 'account-id', accountId: 'KX100234' });
  });

  it('reads an e-mail address whole, in lower case', () => {
    expect(customerQueryOf('Amina.Yusuf@Example.COM')).toEqual({
      kind: 'email',
      email: 'amina.yusuf@example.com',
    });
  });

  it('reads every writing of one Kenyan number as its nine subscriber digits', () => {
    for (const typed of [
      '0712345678',
      '0712 345 678',
      '+254 712 345 678',
      '254712345678',
      '+254-712-345-678',
    ])
      expect(customerQueryOf(typed)).toEqual({ kind: 'phone', subscriber: '712345678' });
  });

  it('reads a South Sudan number the same way', () => {
    expect(customerQueryOf('+211 912 345 678')).toEqual({ kind: 'phone', subscriber: '912345678' });
    expect(customerQueryOf('0912345678')).toEqual({ kind: 'phone', subscriber: '912345678' });
  });

  it('reads anything else as a part of a name: lower case, accents off, spaces single', () => {
    expect(customerQueryOf('  José   ÑÚÑEZ ')).toEqual({ kind: 'name', part: 'jose nunez' });
    expect(customerQueryOf('712')).toEqual({ kind: 'name', part: '712' });
  });
});

describe('searchableName and subscriberDigits', () => {
  it('compare names and phones as the search does', () => {
    expect(searchableName('Wanjirũ  Kamau-Müller')).toBe('wanjiru kamau-muller');
    expect(subscriberDigits('(0712) 345-678')).toBe('712345678');
    expect(subscriberDigits('12345')).toBeUndefined();
  });
});
