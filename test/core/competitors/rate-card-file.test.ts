import { describe, expect, it } from 'vitest';
import { readRateCardFile } from '../../../core/competitors/rate-card-file.js';
import { aRateCardFile } from './rate-card.mother.js';

const problemsOf = (text: string) => {
  const read = readRateCardFile(text);
  if (read.ok) throw new Error('expected the file to be refused');
  return read.error;
};

describe('reading a rate-card file staff import', () => {
  it('accepts the shipped form with a new date and rate', () => {
    const read = readRateCardFile(aRateCardFile({ effectiveDate: '2026-12-01', aquantuoFirstRate: 18.25 }));
    expect(read.ok && read.value.set.cards.find((c) => c.id === 'aquantuo')?.tiers[0]).toEqual({
      fromKg: 0,
      centsPerKg: 1825,
    });
  });

  it("keeps each competitor's own website with its figures, and only a secure address", () => {
    const card = (website: string) =>
      JSON.stringify({
        effectiveDate: '2026-12-01',
        cards: [{ id: 'aquantuo', name: 'Aquantuo', tiers: [{ fromKg: 0, dollarsPerKg: 18 }], website }],
      });
    const read = readRateCardFile(card('https://www.aquantuo.com'));
    expect(read.ok && read.value.set.cards[0]?.website).toBe('https://www.aquantuo.com');
    expect(problemsOf(card('http://www.aquantuo.com'))).toMatchObject({
      problems: ['Aquantuo [aquantuo]: website must be the https address of the company’s own site'],
    });
  });

  it('names the competitor and the field of every problem', () => {
    const text = JSON.stringify({
      effectiveDate: '2026-12-32',
      cards: [
        { id: 'aquantuo', name: 'Aquantuo', tiers: [{ fromKg: 0, dolarsPerKg: 18 }] },
        { id: 'vitumob', name: 'Vitumob', tiers: [{ fromKg: 2, dollarsPerKg: -17 }], serviceLevel: 'fast' },
        { name: '', tiers: [] },
      ],
      publishedRanges: [{ id: 'dhl-express', name: 'DHL Express', kind: 'express', lowDollars: 65 }],
    });
    expect(problemsOf(text)).toMatchObject({
      code: 'RATE_CARDS.INVALID',
      problems: [
        'effectiveDate must be a date written YYYY-MM-DD',
        'Aquantuo [aquantuo]: tiers[0].dollarsPerKg is missing',
        'Aquantuo [aquantuo]: tiers[0] has an unknown field: dolarsPerKg',
        'Vitumob [vitumob]: tiers[0].dollarsPerKg must be more than 0',
        'Vitumob [vitumob]: tiers: the first tier must start at 0 kg',
        'Vitumob [vitumob]: serviceLevel must be one of express, priority, economy, budget, standard',
        'card 3: id is missing',
        'card 3: name must not be empty',
        'card 3: tiers must not be empty',
        'DHL Express [dhl-express]: highDollars is missing',
      ],
    });
  });

  it('refuses a file that is not JSON, saying where it broke', () => {
    expect(problemsOf('{ "effectiveDate": ').message).toMatch(/^The file is not JSON: /);
  });
});
