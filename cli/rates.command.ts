import { Command } from 'commander';
import type { RateCard, RateCardSet } from '../core/competitors/rate-card.schema.js';
import { formatUsd } from '../core/shared/money.js';
import { TOKENS } from '../core/tokens.js';
import type { AppContainer } from '../adapters/container.js';

const tierLine = (card: RateCard) =>
  card.tiers.map((tier) => `from ${tier.fromKg} kg ${formatUsd(tier.centsPerKg)}/kg`).join(', ');

/** The cards in force, one competitor a paragraph, as staff check them against the forwarders' own sites. */
export function formatRateCards(set: RateCardSet): string {
  const lines = [
    `Competitor rate cards in force since ${set.effectiveDate} (${set.cards.length} forwarders)`,
  ];
  if (set.note) lines.push(set.note);
  for (const card of set.cards) {
    lines.push(
      '',
      `${card.name} [${card.id}], ${card.serviceLevel}${card.transit ? `, ${card.transit}` : ''}`,
      `  ${card.pricing === 'graduated' ? 'graduated' : 'by weight band'}: ${tierLine(card)}`,
    );
    if (card.minimumKg > 0) lines.push(`  minimum ${card.minimumKg} kg`);
    if (card.valueSurcharge)
      lines.push(
        `  plus ${card.valueSurcharge.percent}% of the value over ${formatUsd(card.valueSurcharge.whenValueOverCents)}`,
      );
    lines.push(`  volumetric: cm³ ÷ ${Math.round(card.volumetricCm3PerKg).toLocaleString('en-US')}`);
  }
  return lines.join('\n');
}

export function ratesCommand(container: () => Promise<AppContainer>): Command {
  const rates = new Command('rates').description('The competitor rate cards the calculators compare with');
  rates
    .command('show')
    .description('Print the rate cards in force and their effective date')
    .option('--json', 'print them as the core reads them (cents per kg)', false)
    .action(async (options: { json: boolean }) => {
      const set = (await container()).get(TOKENS.RateCards);
      process.stdout.write(`${options.json ? JSON.stringify(set, null, 2) : formatRateCards(set)}\n`);
    });
  return rates;
}
