import { ScrollArea } from '../../ui/scroll-area.js';
import { cardsOf, samplePrices } from '../../../core/competitors/sample-prices.js';
import { formatLongDate } from '../../../core/shared/calendar.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useIdentity } from '../../site/site-config.js';
import { useRateCards } from './rate-cards.api.js';

export const SAMPLE_WEIGHTS_KG = [1, 3, 5, 10, 25] as const;
export const SAMPLE_VALUE_DOLLARS = 100;
const PHONE_COLUMNS = 4;

/**
 * Our price and the named forwarders' for the same parcels, each by its own published rules (rate bands, minimum
 * weight, value surcharge), from the rate cards in force; the cheapest of each row is marked.
 */
export function PriceComparisonTable({
  ids,
  weightsKg = SAMPLE_WEIGHTS_KG,
  itemValueDollars = SAMPLE_VALUE_DOLLARS,
}: {
  ids: readonly string[];
  weightsKg?: readonly number[];
  itemValueDollars?: number;
}) {
  const { brandName } = useIdentity();
  const rateCards = useRateCards();
  const rows = samplePrices(cardsOf(rateCards, ids), weightsKg, itemValueDollars);
  const names = rows[0]?.theirs.map((t) => t.name) ?? [];
  /** Up to four columns fit a phone; more scroll sideways inside the frame. */
  const wide = names.length + 2 > PHONE_COLUMNS;
  return (
    <figure>
      <ScrollArea label="Prices for the same parcels" wide={wide}>
        <table className={`w-full text-left text-sm ${wide ? 'min-w-[40rem]' : ''}`}>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
                Parcel
              </th>
              <th scope="col" className="px-2 py-3 font-semibold text-brand-800 sm:px-4">
                {brandName}
              </th>
              {names.map((name) => (
                <th key={name} scope="col" className="px-2 py-3 font-semibold sm:px-4">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {rows.map((row) => {
              const cheapest = Math.min(row.ourCents, ...row.theirs.map((t) => t.cents));
              const cell = (cents: number) =>
                cents === cheapest ? 'font-bold text-green-800' : 'text-slate-800';
              return (
                <tr key={row.kg}>
                  <th scope="row" className="px-2 py-3 font-medium text-slate-900 sm:px-4">
                    {row.kg} kg
                  </th>
                  <td className={`px-2 py-3 sm:px-4 ${cell(row.ourCents)}`}>{formatUsd(row.ourCents)}</td>
                  {row.theirs.map((t) => (
                    <td key={t.id} className={`px-2 py-3 sm:px-4 ${cell(t.cents)}`}>
                      {formatUsd(t.cents)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
      <figcaption className="mt-2 text-xs text-slate-600">
        Items worth ${itemValueDollars} per parcel, no insurance, weight as given (large light boxes are
        charged by volume). Their prices from their published rates as of{' '}
        {formatLongDate(rateCards.effectiveDate)}, with any value surcharge they state; the cheapest of each
        row in bold.
      </figcaption>
    </figure>
  );
}
