import { Command, InvalidArgumentError, Option } from 'commander';
import { calculateShipping } from '../core/shipping/calculate-shipping.js';
import { type Parcel, type ParcelInput, parcelSchema } from '../core/pricing/parcel.schema.js';
import type { ShippingResult } from '../core/shipping/shipping-result.schema.js';
import { RATE_CARD_TOKENS } from '../core/competitors/rate-card.tokens.js';
import { withContainer } from './with-container.js';
import type { AppContainer } from '../adapters/wiring.js';
import { UsageError } from './errors.js';
import { say, sayJson } from './terminal.js';

const number = (flag: string) => (value: string) => {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed))
    throw new InvalidArgumentError(`${flag} must be a number.`);
  return parsed;
};

interface PriceOptions {
  weight?: number;
  value?: number;
  length?: number;
  width?: number;
  height?: number;
  unit: 'metric' | 'imperial';
  destination: 'kenya' | 'south-sudan';
  insurance: boolean;
  json: boolean;
}

const FLAG_BY_FIELD: Record<string, string> = {
  weight: '--weight',
  itemValue: '--value',
  'dimensions.length': '--length',
  'dimensions.width': '--width',
  'dimensions.height': '--height',
};

/** The parcel the options describe, checked by the same schema as the API's. */
function toParcel(options: PriceOptions): Parcel {
  const dims = [options.length, options.width, options.height];
  const given = dims.filter((d) => d !== undefined).length;
  if (given > 0 && given < 3) throw new UsageError('--length, --width and --height must be given together.');
  const [length, width, height] = dims;
  const input: ParcelInput = {
    weight: options.weight as number,
    itemValue: options.value as number,
    unit: options.unit,
    destination: options.destination,
    insurance: options.insurance,
    ...(length !== undefined &&
      width !== undefined &&
      height !== undefined && { dimensions: { length, width, height } }),
  };
  const parsed = parcelSchema.safeParse(input);
  if (!parsed.success) {
    const messages = parsed.error.issues.map(
      (i) => `${FLAG_BY_FIELD[i.path.join('.')] ?? i.path.join('.')}: ${i.message}`,
    );
    throw new UsageError(messages.join('\n'));
  }
  return parsed.data;
}

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;
const kg = (value: number) => `${value.toFixed(2)} kg`;

export function formatPrice(result: ShippingResult, brandName: string): string {
  const { cost } = result;
  const nameWidth = Math.max(...result.allCompetitors.map((c) => c.competitor.length));
  const lines = [
    `Weight: ${kg(result.actualWeight)} actual, ${kg(result.volumetricWeight)} volumetric, ${kg(result.chargeableWeight)} chargeable`,
    `${brandName} ${cost.service} (${cost.transit}): ${usd(cost.total)}`,
    `  freight ${usd(cost.freight)} at ${usd(cost.ratePerKg)}/kg` +
      (cost.insurance > 0 ? `, insurance ${usd(cost.insurance)}` : ''),
    '',
    `Other forwarders for the same parcel (rates as of ${result.ratesAsOf}):`,
    ...result.allCompetitors.map((c) => {
      const verdict =
        c.savings > 0
          ? `you save ${usd(c.savings)} (${c.percentage}%)`
          : c.savings < 0
            ? `${usd(-c.savings)} cheaper than us`
            : 'same price';
      return `  ${c.competitor.padEnd(nameWidth)}  ${usd(c.cost).padStart(10)}  ${verdict}`;
    }),
    '',
    `Cheaper than ${result.competitorStats.beatsCompetitors} of ${result.competitorStats.totalCompetitors} forwarders.`,
  ];
  return lines.join('\n');
}

export function priceCommand(container: () => Promise<AppContainer>, brandName: () => string): Command {
  // 'quote' was its first name; a quote is now only a Buy for Me quote request, but old scripts keep working.
  return new Command('price')
    .alias('quote')
    .description('Price a parcel to Kenya (or South Sudan) and compare it with other forwarders')
    .addOption(
      new Option('--weight <number>', 'package weight (kg, or lb with --unit imperial)')
        .argParser(number('--weight'))
        .makeOptionMandatory(),
    )
    .addOption(
      new Option('--value <number>', 'declared item value in USD')
        .argParser(number('--value'))
        .makeOptionMandatory(),
    )
    .option('--length <number>', 'length (cm, or in with --unit imperial)', number('--length'))
    .option('--width <number>', 'width', number('--width'))
    .option('--height <number>', 'height', number('--height'))
    .addOption(new Option('--unit <system>', 'unit system').choices(['metric', 'imperial']).default('metric'))
    .addOption(
      new Option('--destination <country>', 'destination').choices(['kenya', 'south-sudan']).default('kenya'),
    )
    .option('--insurance', 'add insurance at 3% of the declared value', false)
    .option('--json', 'print the same JSON as POST /api/shipping/calculate', false)
    .action(async (options: PriceOptions) => {
      const parcel = toParcel(options);
      const { set } = await withContainer(container, (app) =>
        app.get(RATE_CARD_TOKENS.RateCardBook).inForce(),
      );
      const result = calculateShipping(parcel, set);
      if (options.json) sayJson({ success: true, data: result }, 2);
      else say(formatPrice(result, brandName()));
    });
}
