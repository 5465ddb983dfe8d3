import type { BuyForMeQuote } from '../../../core/products/buy-for-me-quote.js';
import { formatUsd } from '../../../core/shared/money.js';
import { type PriceLine, PriceLines } from '../price-lines.js';

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
  const lines: PriceLine[] = [
    { label: `Items: ${quantity} × ${formatUsd(unitPriceCents)}`, cents: quote.itemCostCents },
    {
      label: `Shipping: ${quote.shippingWeightKg} kg × ${formatUsd(quote.centsPerKg)}/kg`,
      cents: quote.baseShippingCents,
    },
    { label: `Processing fee (${feePercent}% of item cost)`, cents: quote.processingFeeCents },
    { label: 'US sales tax (Delaware)', cents: quote.purchaseTaxCents },
    { label: 'VAT', cents: quote.vatCents },
  ];
  return (
    <PriceLines lines={lines} total={{ label: 'Total', cents: quote.totalCents }} totalTestId="quote-total" />
  );
}
