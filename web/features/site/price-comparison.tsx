import { deliveredCost } from '../../../core/customs/delivered-cost.js';
import { formatUsd } from '../../../core/shared/money.js';
import { approximateKes, formatKes, toShillings } from '../../../core/shared/exchange-rate.js';
import { PRICE_COMPARISON, PRICE_COMPARISON_SURVEYED } from './home-story-content.js';
import { useExchangeRate } from '../../site/site-config.js';
import { KesRateNote } from '../../ui/price-lines.js';

const surveyed = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${PRICE_COMPARISON_SURVEYED}T00:00:00Z`),
);

/** A figure's cell: labelled on its own line on a phone, a right-aligned column on a wide screen. */
const cell =
  'flex justify-between gap-4 py-1 text-right tabular-nums before:text-left before:font-normal before:text-slate-600 before:content-[attr(data-label)] sm:table-cell sm:py-3 sm:pr-4 sm:before:content-none';

/** A Nairobi shop's price beside the same product bought in the US and delivered: item, shipping, duty, VAT. */
export function PriceComparison() {
  const rate = useExchangeRate();
  return (
    <div>
      {/* A table on a wide screen; on a phone each product is a card, its figures labelled. */}
      <table className="w-full text-left text-sm">
        <thead className="hidden sm:table-header-group">
          <tr className="border-b border-slate-300 text-slate-700">
            <th className="py-2 pr-4">Product</th>
            <th className="py-2 pr-4 text-right">In a Nairobi shop</th>
            <th className="py-2 pr-4 text-right">From the US, all-in landed cost</th>
            <th className="py-2 text-right">You save</th>
          </tr>
        </thead>
        <tbody className="grid gap-3 sm:table-row-group">
          {PRICE_COMPARISON.map((row) => {
            const delivered = deliveredCost({
              itemCents: row.usPriceCents,
              weightKg: row.weightKg,
              category: row.category,
            });
            const { shipping, allIn } = delivered;
            const saving = row.nairobiKes - toShillings(allIn.totalCents, rate);
            return (
              <tr
                key={row.product}
                data-item={row.product}
                className="block rounded-xl border border-slate-200 p-3 align-top sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:p-0"
              >
                <td className="block pb-2 font-medium text-slate-900 sm:table-cell sm:py-3 sm:pr-4">
                  {row.product}
                  <span className="block text-xs font-normal text-slate-600">
                    {formatUsd(row.usPriceCents)} + {formatUsd(shipping.totalCents)} shipping +{' '}
                    {formatUsd(allIn.taxesCents)} duty, VAT, IDF and RDL
                  </span>
                </td>
                <td className={cell} data-label="In a Nairobi shop">
                  {formatKes(row.nairobiKes)}
                </td>
                <td className={cell} data-label="From the US, all-in">
                  <span>
                    <span data-figure="all-in">{formatUsd(allIn.totalCents)}</span>
                    <span className="block text-xs text-slate-600">
                      {approximateKes(allIn.totalCents, rate)}
                    </span>
                  </span>
                </td>
                <td className={`${cell} font-semibold text-green-800`} data-label="You save">
                  {saving > 0 ? formatKes(saving) : '–'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-500">
        Nairobi prices: typical shop prices, {surveyed}. US side: the all-in landed cost estimate (item, our
        shipping, and Kenya's duty, VAT, Import Declaration Fee and Railway Development Levy); the Kenya
        Revenue Authority has the final say.
      </p>
      <KesRateNote />
    </div>
  );
}
