import { describe, expect, it } from 'vitest';
import { readNumber } from '../../../core/shared/number-input.js';
import {
  EMPTY_QUOTE_FORM,
  formFromQuery,
  parcelFromForm,
  quoteQuery,
  searchWithQuote,
} from '../../../core/shipping/quote-form.js';
import { siteMap } from '../../../core/shared/site-map.js';
import { PAGES as SHIPPING_PAGES } from '../../../core/shipping/api/shipping.pages.js';
import { PAGES as SITE_PAGES } from '../../../core/site/api/site.pages.js';

const { renderedLocation } = siteMap([SHIPPING_PAGES, SITE_PAGES]);

describe('readNumber', () => {
  it('keeps empty as missing and counts non-numeric text as 0', () => {
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('  ')).toBeUndefined();
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber('abc')).toBe(0);
    expect(readNumber('Infinity')).toBe(0);
  });
});

describe('a quote in the address', () => {
  it('writes the inputs given, the unit and the insurance, and nothing for an empty form', () => {
    expect(quoteQuery(EMPTY_QUOTE_FORM)).toBe('');
    expect(quoteQuery({ ...EMPTY_QUOTE_FORM, unit: 'metric' })).toBe('unit=metric');
    expect(quoteQuery({ ...EMPTY_QUOTE_FORM, unit: 'metric', weight: '3', itemValue: '100' })).toBe(
      'w=3&v=100&unit=metric',
    );
    expect(
      quoteQuery({
        ...EMPTY_QUOTE_FORM,
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
    const form = {
      ...EMPTY_QUOTE_FORM,
      unit: 'metric' as const,
      weight: '3',
      itemValue: '100',
      insurance: true,
    };
    expect(formFromQuery(`?${quoteQuery(form)}`)).toEqual(form);
  });

  it('reads only plain numbers and a known unit; an address without a quote is no quote', () => {
    expect(formFromQuery('?utm_source=x')).toBeUndefined();
    expect(formFromQuery('?w=<script>&v=1e9&unit=furlongs')).toBeUndefined();
    expect(formFromQuery('?w=4&v=-5&unit=furlongs')).toEqual({ ...EMPTY_QUOTE_FORM, weight: '4' });
  });

  it('takes the last unit, as a form sent by its unit button before JavaScript carries two', () => {
    expect(formFromQuery('?unit=imperial&unit=metric&w=3&v=&l=')).toEqual({
      ...EMPTY_QUOTE_FORM,
      unit: 'metric',
      weight: '3',
    });
  });

  it('puts the quote in an address and keeps its other parameters', () => {
    const form = { ...EMPTY_QUOTE_FORM, weight: '3', itemValue: '100' };
    expect(searchWithQuote('?utm_source=mail&w=9', form)).toBe('w=3&v=100&unit=imperial&utm_source=mail');
    expect(searchWithQuote('?utm_source=mail', EMPTY_QUOTE_FORM)).toBe('utm_source=mail');
    expect(searchWithQuote('', EMPTY_QUOTE_FORM)).toBe('');
  });
});

describe('the quote a page is rendered with', () => {
  it('fills dimensions left empty with the widget default only when some are given', () => {
    const form = { ...EMPTY_QUOTE_FORM, unit: 'metric' as const, weight: '1', itemValue: '5', length: '40' };
    expect(parcelFromForm(form, 30).dimensions).toEqual({ length: 40, width: 30, height: 30 });
    expect(parcelFromForm({ ...form, length: '' }, 30).dimensions).toBeUndefined();
  });

  it('renders a calculator page once per quote, and other pages once', () => {
    const at = (path: string, query: string) => renderedLocation(path, new URLSearchParams(query));
    expect(at('/pricing', 'v=100&w=3&unit=metric&fbclid=1')).toBe('/pricing?w=3&v=100&unit=metric');
    expect(at('/pricing', 'utm_source=x')).toBe('/pricing');
    expect(at('/faqs', 'w=3&v=100')).toBe('/faqs');
    expect(at('/calc', 'unit=metric')).toBe('/calc?unit=metric');
  });
});
