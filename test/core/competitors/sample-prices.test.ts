import { describe, expect, it } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../../core/competitors/rate-cards.js';
import { cheaperPerKiloFrom } from '../../../core/competitors/sample-prices.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';

const OURS = DESTINATION_DETAILS.kenya.tariff.tiers;
const cheaperFrom = (id: string) => {
  const card = CURRENT_RATE_CARDS.cards.find((c) => c.id === id);
  if (!card) throw new Error(`no rate card ${id}`);
  return cheaperPerKiloFrom(card, OURS);
};

describe('cheaperPerKiloFrom', () => {
  it("is the weight from which a forwarder's rate per kilo stays below ours, never where both are equal", () => {
    // Kentex Delaware: $14.50 from 25 kg, as ours; below us only from 100 kg ($13.99).
    expect(cheaperFrom('kentex-delaware')).toBe(100);
    // Kentex Texas: $14.99 then $13.99 from 15 kg, below ours at every weight.
    expect(cheaperFrom('kentex-texas')).toBe(0);
  });

  it('is undefined where the rate never falls below ours, and for graduated pricing', () => {
    expect(cheaperFrom('aquantuo')).toBeUndefined();
    expect(cheaperFrom('savostore-california')).toBeUndefined();
    expect(cheaperFrom('imail-cargo')).toBeUndefined();
    expect(cheaperFrom('vitumob')).toBeUndefined();
  });
});
