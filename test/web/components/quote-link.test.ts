import { describe, expect, it } from 'vitest';
import { formFromQuery, quoteQuery } from '../../../web/components/calculator/quote-link.js';
import { EMPTY_FORM } from '../../../web/components/calculator/use-shipping-calculator.js';

describe('a quote in the address', () => {
  it('writes the inputs given, the unit and the insurance, and nothing for an empty form', () => {
    expect(quoteQuery(EMPTY_FORM)).toBe('');
    expect(quoteQuery({ ...EMPTY_FORM, unit: 'metric', weight: '3', itemValue: '100' })).toBe(
      'w=3&v=100&unit=metric',
    );
    expect(
      quoteQuery({
        ...EMPTY_FORM,
        weight: '2.5',
        itemValue: '80',
        length: '12',
        width: '10',
        height: '8',
        insurance: true,
      }),
    ).toBe('w=2.5&v=80&l=12&wd=10&h=8&unit=imperial&ins=1');
  });

  it('reads back the same form', () => {
    const form = { ...EMPTY_FORM, unit: 'metric' as const, weight: '3', itemValue: '100', insurance: true };
    expect(formFromQuery(`?${quoteQuery(form)}`, EMPTY_FORM)).toEqual(form);
  });

  it('reads only plain numbers and a known unit; an address without a quote is no quote', () => {
    expect(formFromQuery('?utm_source=x', EMPTY_FORM)).toBeUndefined();
    expect(formFromQuery('?w=<script>&v=1e9&unit=furlongs', EMPTY_FORM)).toBeUndefined();
    expect(formFromQuery('?w=4&v=-5&unit=furlongs', EMPTY_FORM)).toEqual({ ...EMPTY_FORM, weight: '4' });
  });
});
