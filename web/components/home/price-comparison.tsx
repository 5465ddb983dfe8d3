import { deliveredCost } from '../../../core/customs/delivered-cost.js';
import { formatUsd } from '../../../core/shared/money.js';
import { approximateKes, formatKes, toShillings } from '../../../core/site/exchange-rate.js';
import { PRICE_COMPARISON, PRICE_COMPARISON_SURVEYED } from '../../content/home-story.js';
import { useExchangeRate } from '../../site/site-config.js';
import { KesRateNote } from '../price-lines.js';

const surveyed = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${PRICE_COMPARISON_SURVEYED}T00:00:00Z`),
);

/** A Nairobi shop's price beside the same product bought in the US and delivered: item, shipping, duty, VAT. */
export function PriceComparison() {
  const rate = useExchangeRate();
  return (
    <div>
      {/* Scrolls sideways on a phone; focusable, so a keyboard can scroll it too. */}
      <div tabIndex={0} role="region" aria-label="Price comparison" className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th className="py-2 pr-4">Product</th>
              <th className="py-2 pr-4 text-right">In a Nairobi shop</th>
              <th className="py-2 pr-4 text-right">From the US, all-in landed cost</th>
              <th className="py-2 text-right">You save</th>
            </tr>
          </thead>
          <tbody>
            {PRICE_COMPARISON.map((row) => {
              const delivered = deliveredCost({
                itemCents: row.usPriceCents,
                weightKg: row.weightKg,
                category: row.category,
              });
              const { shipping, allIn } = delivered;
              const saving = row.nairobiKes - toShillings(allIn.totalCents, rate);
              return (
                <tr key={row.product} data-item={row.product} className="border-b border-slate-100 align-top">
                  <td className="py-3 pr-4 font-medium text-slate-900">
                    {row.product}
                    <span className="block text-xs font-normal text-slate-600">
                      {formatUsd(row.usPriceCents)} + {formatUsd(shipping.totalCents)} shipping +{' '}
                      {formatUsd(allIn.taxesCents)} duty, VAT, IDF and RDL
                    </span>
                  </td>
                  <td className="py-3 pr-4 text-right tabular-nums">{formatKes(row.nairobiKes)}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">
                    <span data-figure="all-in">{formatUsd(allIn.totalCents)}</span>
                    <span className="block text-xs text-slate-600">
                      {approximateKes(allIn.totalCents, rate)}
                    </span>
                  </td>
                  <td className="py-3 text-right font-semibold text-green-800 tabular-nums">
                    {saving > 0 ? formatKes(saving) : '–'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        Nairobi prices: typical shop prices, {surveyed}. US side: the all-in landed cost estimate (item, our
        shipping, and Kenya's duty, VAT, Import Declaration Fee and Railway Development Levy); the Kenya
        Revenue Authority has the final say.
      </p>
      <KesRateNote />
    </div>
  );
}
