import { useState } from 'react';
import type { ShippingResult } from '../../../core/shipping/shipping-result.schema.js';
import { usd } from './format.js';

export const VISIBLE_COMPETITORS = 5;

/** Deeper green for a bigger saving; colourStep comes from the core's 0.2/0.4/0.6/0.8 steps. */
const STEP_CLASSES = [
  'border-slate-200 bg-slate-50 dark:border-slate-600 dark:bg-slate-800',
  'border-emerald-200 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950',
  'border-emerald-300 bg-emerald-100 dark:border-emerald-700 dark:bg-emerald-900',
  'border-emerald-400 bg-emerald-200 dark:border-emerald-600 dark:bg-emerald-800',
  'border-emerald-500 bg-emerald-300 dark:border-emerald-500 dark:bg-emerald-700',
];

function verdict(savings: number, percentage: number): string {
  if (savings > 0) return `You save ${usd(savings)} (${percentage}%)`;
  if (savings < 0) return `${usd(-savings)} cheaper than us`;
  return 'Same price';
}

type Competitor = ShippingResult['allCompetitors'][number];

function CompetitorCards({ competitors }: { competitors: Competitor[] }) {
  return (
    <ul className="mt-3 grid gap-2">
      {competitors.map((c) => (
        <li
          key={c.id}
          data-colour-step={c.colourStep}
          className={`rounded-lg border p-3 ${STEP_CLASSES[c.colourStep] ?? STEP_CLASSES[0]}`}
        >
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-medium">{c.competitor}</span>
            <span className="font-semibold tabular-nums">{usd(c.cost)}</span>
          </div>
          <div className="mt-1 flex items-baseline justify-between gap-2 text-sm">
            <span>{verdict(c.savings, c.percentage)}</span>
            <span className="text-slate-600 dark:text-slate-300">{c.transit}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The first five forwarders compared, and the rest a tap away. */
export function ComparisonCards({ result }: { result: ShippingResult }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? result.allCompetitors : result.allCompetitors.slice(0, VISIBLE_COMPETITORS);
  const hidden = result.allCompetitors.length - shown.length;
  const { beatsCompetitors, totalCompetitors } = result.competitorStats;
  return (
    <section aria-label="Compared with other forwarders" className="mt-6">
      <h3 className="text-base font-semibold">
        Cheaper than {beatsCompetitors} of {totalCompetitors} forwarders
      </h3>
      <CompetitorCards competitors={shown} />
      {hidden > 0 && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-2 text-sm font-medium text-brand-700 underline dark:text-brand-100"
        >
          +{hidden} more
        </button>
      )}
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        Competitor prices from their published rates as of {result.ratesAsOf}.
      </p>
    </section>
  );
}
