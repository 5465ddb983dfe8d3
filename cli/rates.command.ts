import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Command } from 'commander';
import { valueChargeText } from '../core/competitors/compare-competitors.js';
import type { RateCard, RateCardSet } from '../core/competitors/rate-card.schema.js';
import { dollarsToCents, formatUsd } from '../core/shared/money.js';
import { RATE_CARD_REFUSALS } from '../core/competitors/api/rate-card.refusals.js';
import { RATE_CARD_TOKENS } from '../core/competitors/rate-card.tokens.js';
import type { AppContainer } from '../adapters/wiring.js';
import { rateCardVersionResponse } from '../core/competitors/api/rate-card-responses.schema.js';
import type { RateCardVersion } from '../core/competitors/rate-card-book.js';
import { DomainFailure, UsageError } from './errors.js';
import { withContainer } from './with-container.js';
import { say, sayJson } from './terminal.js';

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
    const valueCharge = valueChargeText(card);
    if (valueCharge) lines.push(`  plus ${valueCharge}`);
    lines.push(`  volumetric: cm³ ÷ ${Math.round(card.volumetricCm3PerKg).toLocaleString('en-US')}`);
  }
  for (const range of set.publishedRanges) {
    const figures = `${formatUsd(dollarsToCents(range.lowDollars))}–${formatUsd(dollarsToCents(range.highDollars))}`;
    lines.push(
      '',
      `${range.name} [${range.id}], ${range.kind}, published range only: ${figures}${range.forKg ? ` for ${range.forKg} kg` : '/kg'}`,
    );
  }
  return lines.join('\n');
}

const describeVersion = (v: RateCardVersion, inForce: boolean) =>
  `${inForce ? '*' : ' '} ${v.set.effectiveDate}  ${v.importedAt ? `imported ${v.importedAt.toISOString()}` : 'shipped'.padEnd(33)}  ${v.set.cards.length} cards, ${v.set.publishedRanges.length} ranges  ${v.source}`;

export function ratesCommand(container: () => Promise<AppContainer>): Command {
  const rates = new Command('rates').description('The competitor rate cards the calculators compare with');
  rates
    .command('show')
    .description('Print the rate cards in force and their effective date')
    .option('--json', 'print them as the core reads them (cents per kg)', false)
    .action(async (options: { json: boolean }) => {
      await withContainer(container, async (app) => {
        const { set } = await app.get(RATE_CARD_TOKENS.RateCardBook).inForce();
        if (options.json) sayJson(set, 2);
        else say(formatRateCards(set));
      });
    });
  rates
    .command('import')
    .description('Check a rate-card file against the schema and store it; in force from its effective date')
    .argument('<file>', 'a JSON file in the form of core/competitors/rate-cards.json')
    .action(async (file: string) => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new UsageError(
          `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      await withContainer(container, async (app) => {
        const imported = await app.get(RATE_CARD_TOKENS.ImportRateCards).execute(text, basename(file));
        if (!imported.ok) throw new DomainFailure(imported.error, RATE_CARD_REFUSALS, file);
        const { version, inForce, isInForce } = imported.value;
        const { set } = version;
        say(
          `Imported ${set.cards.length} rate cards and ${set.publishedRanges.length} published ranges, effective ${set.effectiveDate}.`,
        );
        say(
          isInForce
            ? 'They are in force now; every running server compares with them within a few seconds.'
            : `Not in force yet: the cards of ${inForce.set.effectiveDate} stay in force until ${set.effectiveDate}.`,
        );
      });
    });
  rates
    .command('history')
    .description('List every rate-card version, oldest first; * marks the one in force')
    .option('--json', 'print them as JSON', false)
    .action(async (options: { json: boolean }) => {
      await withContainer(container, async (app) => {
        const { versions, inForce } = await app.get(RATE_CARD_TOKENS.RateCardBook).history();
        if (options.json) {
          const rows = versions.map((v) => rateCardVersionResponse(v, v === inForce));
          sayJson(rows, 2);
          return;
        }
        for (const v of versions) say(describeVersion(v, v === inForce));
      });
    });
  return rates;
}
