import { readNumber } from '../../../core/shared/number-input.js';
import { useState } from 'react';
import { DEFAULT_ASSUMPTIONS, estimateRevenue } from '../../../core/affiliates/revenue-estimate.js';
import { dollarsToCents, formatUsd } from '../../../core/shared/money.js';
import { TextField } from '../../ui/field.js';

const FIELDS = [
  { key: 'monthlyVisitors', label: 'Visitors a month', step: 100 },
  { key: 'clickPercent', label: 'Visitors who click (%)', step: 0.5 },
  { key: 'orderPercent', label: 'Clicks that order (%)', step: 0.5 },
  { key: 'averageOrder', label: 'Average order (USD)', step: 1 },
  { key: 'commissionPercent', label: 'Commission (%)', step: 0.5 },
] as const;

type Inputs = Record<(typeof FIELDS)[number]['key'], string>;

const INITIAL: Inputs = {
  monthlyVisitors: String(DEFAULT_ASSUMPTIONS.monthlyVisitors),
  clickPercent: String(DEFAULT_ASSUMPTIONS.clickPercent),
  orderPercent: String(DEFAULT_ASSUMPTIONS.orderPercent),
  averageOrder: String(DEFAULT_ASSUMPTIONS.averageOrderCents / 100),
  commissionPercent: String(DEFAULT_ASSUMPTIONS.commissionPercent),
};

/** Reads a field as a number from 0 to `max`; anything else counts as 0. */
const bounded = (text: string, max: number) => {
  const value = readNumber(text) ?? 0;
  return value >= 0 && value <= max ? value : 0;
};

/** A month's affiliate income under the default assumptions, each of them adjustable. */
export function RevenueEstimator() {
  const [inputs, setInputs] = useState<Inputs>(INITIAL);
  const estimate = estimateRevenue({
    monthlyVisitors: Math.round(bounded(inputs.monthlyVisitors, 10_000_000)),
    clickPercent: bounded(inputs.clickPercent, 100),
    orderPercent: bounded(inputs.orderPercent, 100),
    averageOrderCents: dollarsToCents(bounded(inputs.averageOrder, 1_000_000)),
    commissionPercent: bounded(inputs.commissionPercent, 100),
  });
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 md:grid-cols-2">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type="number"
            min={0}
            step={field.step}
            inputMode="decimal"
            value={inputs[field.key]}
            onChange={(value) => setInputs((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
      </div>
      <dl className="space-y-2 rounded-xl bg-brand-50 p-4 text-slate-800" aria-live="polite">
        <div className="flex justify-between">
          <dt>Clicks</dt>
          <dd className="tabular-nums">{estimate.clicks.toLocaleString('en-US')}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Orders</dt>
          <dd className="tabular-nums">{estimate.orders.toLocaleString('en-US')}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Sales</dt>
          <dd className="tabular-nums">{formatUsd(estimate.salesCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-brand-200 pt-2 text-lg font-bold text-slate-900">
          <dt>Commission a month</dt>
          <dd className="tabular-nums" data-testid="affiliate-commission">
            {formatUsd(estimate.commissionCents)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
