import type { BuyForMeQuote } from '../../../core/products/buy-for-me-quote.js';
import { formatUsd } from '../../../core/shared/money.js';

/** Every line of the quote, as the core computed it. */
export function CostBreakdown({
  quote,
  quantity,
  unitPriceCents,
  feePercent,
}: {
  quote: BuyForMeQuote;
  quantity: number;
  unitPriceCents: number;
  feePercent: number;
}) {
  const lines: [string, number][] = [
    [`Items: ${quantity} × ${formatUsd(unitPriceCents)}`, quote.itemCostCents],
    [`Shipping: ${quote.shippingWeightKg} kg × ${formatUsd(quote.centsPerKg)}/kg`, quote.baseShippingCents],
    [`Processing fee (${feePercent}% of item cost)`, quote.processingFeeCents],
    ['US sales tax (Delaware)', quote.purchaseTaxCents],
    ['VAT', quote.vatCents],
  ];
  return (
    <dl className="mt-3 divide-y divide-brand-100 text-slate-800">
      {lines.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatUsd(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-lg font-bold text-slate-900">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="quote-total">
          {formatUsd(quote.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
