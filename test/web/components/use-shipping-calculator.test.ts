import { describe, expect, it } from 'vitest';
import { readNumber } from '../../../web/components/calculator/use-shipping-calculator.js';
import { readEmbedParams } from '../../../web/pages/calculator-embed.page.js';

describe('readNumber', () => {
  it('keeps empty as missing and counts non-numeric text as 0', () => {
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('  ')).toBeUndefined();
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber('abc')).toBe(0);
    expect(readNumber('Infinity')).toBe(0);
  });
});

describe('readEmbedParams', () => {
  it('defaults to source unknown, light theme, full layout, branding shown', () => {
    expect(readEmbedParams(new URLSearchParams())).toEqual({
      source: 'unknown',
      theme: 'light',
      compact: false,
      branding: true,
    });
  });

  it('reads every parameter and ignores an unknown theme', () => {
    expect(
      readEmbedParams(new URLSearchParams('source=blog&theme=dark&compact=true&branding=false')),
    ).toEqual({
      source: 'blog',
      theme: 'dark',
      compact: true,
      branding: false,
    });
    expect(readEmbedParams(new URLSearchParams('theme=neon')).theme).toBe('light');
    expect(readEmbedParams(new URLSearchParams('theme=branded')).theme).toBe('branded');
  });
});
