import { describe, expect, it } from 'vitest';
import { AFFILIATE_PROGRAMS, affiliateLink } from '../../../core/affiliates/affiliate-programs.js';
import { DEFAULT_ASSUMPTIONS, estimateRevenue } from '../../../core/affiliates/revenue-estimate.js';

const program = (id: string) => {
  const found = AFFILIATE_PROGRAMS.find((p) => p.id === id);
  if (!found) throw new Error(`no program ${id}`);
  return found;
};

describe('affiliate programs', () => {
  it('lists twelve, with the commissions the specification gives', () => {
    expect(AFFILIATE_PROGRAMS).toHaveLength(12);
    expect(AFFILIATE_PROGRAMS.map((p) => p.id).sort()).toEqual(
      [
        'amazon',
        'ebay',
        'walmart',
        'bestbuy',
        'apple',
        'microsoft',
        'nike',
        'adidas',
        'macys',
        'booking',
        'wise',
        'currencycloud',
      ].sort(),
    );
    expect([program('amazon').commission, program('booking').commission, program('wise').commission]).toEqual(
      ['1-10%', '25-40%', '$15-50'],
    );
  });

  it('opens Amazon with our tag, the five known programs on their own pages, any other on its .com', () => {
    expect(affiliateLink(program('amazon'), 'kango-20')).toBe('https://www.amazon.com/?tag=kango-20');
    expect(affiliateLink(program('wise'), 'kango-20')).toBe('https://wise.com/');
    expect(affiliateLink(program('booking'), 'kango-20')).toBe('https://www.booking.com/');
    expect(affiliateLink(program('nike'), 'kango-20')).toBe('https://www.nike.com/');
    expect(affiliateLink(program('adidas'), 'kango-20')).toBe('https://www.adidas.com/');
  });
});

describe('the revenue estimator', () => {
  it('gives the specification default: 5,000 visitors → 500 clicks → 10 orders → $1,000 sales → $40', () => {
    expect(estimateRevenue(DEFAULT_ASSUMPTIONS)).toEqual({
      clicks: 500,
      orders: 10,
      salesCents: 100_000,
      commissionCents: 4_000,
    });
  });

  it('follows changed assumptions, in whole clicks and orders', () => {
    // 12,345 × 7% = 864.15 → 864 clicks; × 3% = 25.92 → 26 orders; × $59.99 = $1,559.74; 6% = $93.58.
    expect(
      estimateRevenue({
        monthlyVisitors: 12_345,
        clickPercent: 7,
        orderPercent: 3,
        averageOrderCents: 5999,
        commissionPercent: 6,
      }),
    ).toEqual({ clicks: 864, orders: 26, salesCents: 155_974, commissionCents: 9_358 });
  });
});
