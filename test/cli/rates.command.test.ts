import { describe, expect, it } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../core/competitors/rate-cards.js';
import { runCli } from '../support/run-cli.js';

describe('cli rates show', () => {
  it('prints every card in force with its effective date, tiers and surcharge', () => {
    const run = runCli(['rates', 'show']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `Competitor rate cards in force since ${CURRENT_RATE_CARDS.effectiveDate} (${CURRENT_RATE_CARDS.cards.length} forwarders)`,
    );
    expect(run.stdout).toContain(
      'by weight band: from 0 kg $16.99/kg, from 25 kg $14.50/kg, from 100 kg $13.99/kg',
    );
    expect(run.stdout).toContain('plus 5% of the value over $200.00');
    for (const card of CURRENT_RATE_CARDS.cards) expect(run.stdout).toContain(`[${card.id}]`);
  });

  it('prints the same cards as JSON for scripts', () => {
    const run = runCli(['rates', 'show', '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(CURRENT_RATE_CARDS)));
  });
});
