import { valueChargeText } from '../../../core/competitors/compare-competitors.js';
import type { PublishedRange, RateCard } from '../../../core/competitors/rate-card.schema.js';
import { cardsOf, rangeForParcel, rangesOf } from '../../../core/competitors/sample-prices.js';
import type { RateTier } from '../../../core/pricing/tariffs.js';
import { formatLongDate } from '../../../core/shared/calendar.js';
import { dollarsToCents, formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from './rate-cards.api.js';

/** "$16.99/kg below 25 kg, $14.50/kg 25–100 kg": weight bands as a sentence, ours or a competitor's. */
export function bandsText(tiers: readonly RateTier[], graduated = false): string {
  return tiers
    .map((tier, i) => {
      const next = tiers[i + 1];
      const band = next
        ? tier.fromKg === 0
          ? `below ${next.fromKg} kg`
          : `${tier.fromKg}–${next.fromKg} kg`
        : tiers.length === 1
          ? 'any weight'
          : `from ${tier.fromKg} kg`;
      return `${formatUsd(tier.centsPerKg)}/kg ${graduated && next ? `for the first ${next.fromKg} kg` : band}`;
    })
    .join(', ');
}

/** A competitor's own site, kept with its rate card, in a new tab. */
export function CompetitorWebsite({
  name,
  href,
  className = '',
}: {
  name: string;
  href: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`text-brand-700 underline ${className}`}
    >
      {name}’s website<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** "Delaware" for "Kentex Cargo (Delaware)": a card per warehouse names the warehouse in brackets. */
export const warehouseOf = (card: RateCard): string => /\((.*)\)$/.exec(card.name)?.[1] ?? card.name;

/** A competitor's card as a sentence. */
export const bandsOf = (card: RateCard): string => bandsText(card.tiers, card.pricing === 'graduated');

const extras = (card: RateCard): string[] => [
  ...[valueChargeText(card)].filter((text) => text !== undefined),
  ...(card.minimumKg > 0 ? [`minimum ${card.minimumKg} kg`] : []),
  ...(card.transit ? [card.transit] : []),
];

/** The published rates of the named forwarders, in words, with the date they were read. */
export function CompetitorRates({ ids }: { ids: readonly string[] }) {
  const rateCards = useRateCards();
  return (
    <div>
      <ul className="space-y-3">
        {cardsOf(rateCards, ids).map((card) => (
          <li key={card.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{card.name}</h3>
            <p className="mt-1 text-sm text-slate-700">{bandsOf(card)}</p>
            {extras(card).length > 0 && (
              <p className="mt-1 text-sm text-slate-600">Plus: {extras(card).join('; ')}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        Published rates as of {formatLongDate(rateCards.effectiveDate)}.
      </p>
    </div>
  );
}

export const rangeText = (range: PublishedRange): string =>
  `${formatUsd(dollarsToCents(range.lowDollars))}–${formatUsd(dollarsToCents(range.highDollars))}${range.forKg ? ` for ${range.forKg} kg` : ' per kg'}`;

/**
 * Figures a carrier gives only as a range in its marketing: shown as that range, with its date, never as a rate.
 * With `parcelKg`, each range also says what it means for that parcel, beside our price for it, worked out from
 * the range alone (a per-kg range times the weight).
 */
export function PublishedRanges({
  kind,
  ids,
  parcelKg,
}: {
  kind: PublishedRange['kind'];
  ids?: readonly string[];
  parcelKg?: number;
}) {
  const rateCards = useRateCards();
  const ranges = rangesOf(rateCards, kind).filter((r) => !ids || ids.includes(r.id));
  const asOf = formatLongDate(rateCards.effectiveDate);
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {ranges.map((range) => {
          const forParcel = parcelKg === undefined ? undefined : rangeForParcel(range, parcelKg);
          return (
            <div
              key={range.id}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-range={range.id}
            >
              <dt className="font-semibold text-slate-900">{range.name}</dt>
              <dd className="mt-1 text-lg font-bold text-slate-800 tabular-nums">{rangeText(range)}</dd>
              {forParcel && range.forKg === undefined && (
                <dd className="text-sm text-slate-700 tabular-nums" data-figure="parcel-range">
                  {parcelKg} kg: {formatUsd(forParcel.lowCents)}–{formatUsd(forParcel.highCents)}
                </dd>
              )}
              <dd className="mt-1 text-xs text-slate-600" data-figure="range-source">
                {range.source ?? 'Source not recorded'}, as of {asOf}
              </dd>
              {range.website && (
                <dd className="mt-1 text-sm">
                  <CompetitorWebsite name={range.name} href={range.website} />
                </dd>
              )}
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Each range as its source published it, as of {asOf}
        {parcelKg === undefined ? '' : `; for ${parcelKg} kg, a per-kilo range times ${parcelKg}`}. Ranges
        from different sources need not agree: the exact price depends on the parcel and the day; ask the
        carrier for a quote.
      </p>
    </div>
  );
}
