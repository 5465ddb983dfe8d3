import { KENYA_IMPORT_RULES } from '../../../core/customs/customs-rates.js';
import type { BuyForMeQuote } from '../../../core/products/buy-for-me-quote.js';
import { formatUsd } from '../../../core/shared/money.js';
import { AllInNote, dutyLabels } from '../customs/delivered-cost-summary.js';
import { type PriceLine, PriceLines } from '../../ui/price-lines.js';

/** How the shipping weight was found: the larger of actual and volumetric, or the weight alone. */
function shippingWeightNote(quote: BuyForMeQuote): string {
  if (quote.weightOnly)
    return `Shipping is an estimate on the weight alone (${String(quote.actualWeightKg)} kg): we know no box size for this product, and a bulky box is charged on its volumetric weight.`;
  return quote.volumetricWeightKg > quote.actualWeightKg
    ? `Charged on the volumetric weight, ${String(quote.volumetricWeightKg)} kg (length × width × height ÷ 5,000), as it is more than the actual ${String(quote.actualWeightKg)} kg.`
    : `Charged on the actual weight, ${String(quote.actualWeightKg)} kg (the volumetric weight is ${String(quote.volumetricWeightKg)} kg).`;
}

/** Every line of the quote, as the core computed it, then Kenya's charges as an estimate beside it. */
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
  const kenya = quote.kenyaCharges;
  const lines: PriceLine[] = [
    { label: `Items: ${String(quantity)} × ${formatUsd(unitPriceCents)}`, cents: quote.itemCostCents },
    {
      label: `Shipping only: ${String(quote.shippingWeightKg)} kg × ${formatUsd(quote.centsPerKg)}/kg`,
      cents: quote.baseShippingCents,
    },
    { label: `Processing fee (${String(feePercent)}% of item cost)`, cents: quote.processingFeeCents },
    { label: 'US sales tax (Delaware)', cents: quote.purchaseTaxCents },
  ];
  return (
    <>
      <PriceLines
        lines={lines}
        total={{ label: 'You pay us', cents: quote.totalCents }}
        totalTestId="quote-total"
      />
      <p className="mt-2 text-sm text-slate-700" data-testid="shipping-weight-note">
        {shippingWeightNote(quote)}
      </p>
      <h4 className="mt-5 font-semibold text-slate-900">Kenya's charges at customs (estimate)</h4>
      <PriceLines
        lines={[
          ...dutyLabels(kenya),
          { label: `VAT (${String(KENYA_IMPORT_RULES.vatPercent)}%)`, cents: kenya.vatCents },
          { label: 'Import Declaration Fee', cents: kenya.importDeclarationFeeCents },
          { label: 'Railway Development Levy', cents: kenya.railwayLevyCents },
        ]}
        total={{ label: 'All-in landed cost (estimate)', cents: quote.allInCents }}
        totalTestId="quote-all-in"
      />
      <AllInNote />
    </>
  );
}
