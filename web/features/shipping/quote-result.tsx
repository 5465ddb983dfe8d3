import { useEffect } from 'react';
import type { ShippingResult } from '../../../core/shipping/shipping-result.schema.js';
import { dollarsToCents } from '../../../core/shared/money.js';
import { KesAmount, KesRateNote } from '../../ui/price-lines.js';
import { VOLUMETRIC_CM3_PER_KG } from '../../../core/pricing/tariffs.js';
import { Hint, HintProvider } from '../../ui/hint.js';
import { ComparisonCards } from './comparison-cards.js';
import { usd, weightLabel } from './format.js';
import { ShareQuote } from './share-quote.js';
import { track } from '../../site/analytics.js';

/** How long a price must stay on screen to count as a use of the calculator. */
const CALCULATOR_USE_SETTLE_MS = 1500;

/** The price, how it was reached, how it compares, and (on a shareable calculator) how to share it. */
export default function QuoteResult({
  result,
  shareQuery,
  source,
}: {
  result: ShippingResult;
  shareQuery?: string | undefined;
  /** The calculator's place, for analytics. */
  source: string;
}) {
  const { cost } = result;
  // Every price shown counts as a use, typed or pressed; one that the visitor replaces at once does not.
  useEffect(() => {
    const timer = setTimeout(
      () => track('calculator_used', { source, chargeableWeightKg: result.chargeableWeight }),
      CALCULATOR_USE_SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [result, source]);
  return (
    <HintProvider>
      <div aria-live="polite">
        <p className="text-sm text-slate-600 dark:text-slate-300">Your shipping cost</p>
        <p
          className="text-4xl font-bold text-brand-700 tabular-nums dark:text-brand-100"
          data-testid="quote-total"
        >
          {usd(cost.total)}
        </p>
        <KesAmount cents={dollarsToCents(cost.total)} />
        <KesRateNote />
        <p className="mt-1 text-sm">
          {cost.service} · {cost.transit}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt>Actual weight</dt>
          <dd className="text-right tabular-nums">{weightLabel(result.actualWeight)}</dd>
          <dt>
            <Hint term="Volumetric weight">
              The space the parcel takes, as weight: length × width × height in cm ÷{' '}
              {VOLUMETRIC_CM3_PER_KG.toLocaleString('en-US')}.
            </Hint>
          </dt>
          <dd className="text-right tabular-nums">{weightLabel(result.volumetricWeight)}</dd>
          <dt className="font-medium">
            <Hint term="Chargeable weight">
              The greater of the actual and the volumetric weight: what you pay for.
            </Hint>
          </dt>
          <dd className="text-right font-medium tabular-nums">{weightLabel(result.chargeableWeight)}</dd>
          <dt>Freight at {usd(cost.ratePerKg)}/kg</dt>
          <dd className="text-right tabular-nums">{usd(cost.freight)}</dd>
          {cost.insurance > 0 && (
            <>
              <dt>Insurance (3%)</dt>
              <dd className="text-right tabular-nums">{usd(cost.insurance)}</dd>
            </>
          )}
        </dl>
        <ComparisonCards result={result} />
        {shareQuery && <ShareQuote result={result} query={shareQuery} />}
      </div>
    </HintProvider>
  );
}
