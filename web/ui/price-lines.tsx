import { approximateKes, rateNote } from '../../core/shared/exchange-rate.js';
import { type Cents, formatUsd } from '../../core/shared/money.js';
import { useExchangeRate } from '../site/site-config.js';

/** A total in shillings, under its dollars. */
export function KesAmount({ cents }: { cents: Cents }) {
  return (
    <span className="block text-sm font-normal text-slate-600 tabular-nums dark:text-slate-300">
      {approximateKes(cents, useExchangeRate())}
    </span>
  );
}

/** The small print under shillings: which rate, of which day; dollars are what is charged. */
export function KesRateNote() {
  return (
    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
      Shillings at the {rateNote(useExchangeRate())}. You pay the dollar price.
    </p>
  );
}

export interface PriceLine {
  label: string;
  cents: Cents;
}

/** The lines of a price as the core computed them, then the total in dollars and, beside it, in shillings. */
export function PriceLines({
  lines,
  total,
  totalTestId,
}: {
  lines: readonly PriceLine[];
  total: PriceLine;
  totalTestId?: string;
}) {
  return (
    <>
      <dl className="mt-3 divide-y divide-brand-100 text-slate-800">
        {lines.map(({ label, cents }) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatUsd(cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 text-lg font-bold text-slate-900">
          <dt>{total.label}</dt>
          <dd className="text-right tabular-nums">
            <span data-testid={totalTestId}>{formatUsd(total.cents)}</span>
            <KesAmount cents={total.cents} />
          </dd>
        </div>
      </dl>
      <KesRateNote />
    </>
  );
}
