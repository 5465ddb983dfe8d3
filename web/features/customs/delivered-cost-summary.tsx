import { type DeliveredItem, deliveredCost } from '../../../core/customs/delivered-cost.js';
import { KENYA_IMPORT_RULES, customsCategory } from '../../../core/customs/customs-rates.js';
import type { LandedCost } from '../../../core/customs/landed-cost.js';
import { formatLongDate } from '../../../core/shared/calendar.js';
import { type Cents, formatUsd } from '../../../core/shared/money.js';
import { type PriceLine, PriceLines } from '../../ui/price-lines.js';

const RULES = KENYA_IMPORT_RULES;

/** Which of the model's figures a line is: the consistency test reads them back against the core. */
type FigureKind = 'shipping-only' | 'duty-and-vat' | 'item-with-duty-and-vat' | 'all-in';

function Figure({ kind, label, cents }: { kind: FigureKind; label: string; cents: Cents }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt>{label}</dt>
      <dd className="tabular-nums" data-figure={kind}>
        {formatUsd(cents)}
      </dd>
    </div>
  );
}

/** "Kenya's rules of 1 July 2025; an estimate: KRA has the final say." */
export function AllInNote() {
  return (
    <p className="mt-2 text-xs text-slate-600">
      All-in estimate: duty, VAT, Import Declaration Fee and Railway Development Levy on the customs value
      (item + shipping + insurance), by Kenya's rules in force from {formatLongDate(RULES.effectiveFrom)} (
      {RULES.source}). The Kenya Revenue Authority assesses every import and has the final say.
    </p>
  );
}

/**
 * An item's three figures from the one delivered-cost model, each saying what it includes: shipping only, duty
 * and VAT (the customs calculator's rule), and the all-in landed cost. A page that shows the all-in note once
 * for several summaries leaves it out of each (`note={false}`).
 */
export function DeliveredCostSummary({
  item,
  title,
  note = true,
}: {
  item: DeliveredItem;
  title: string;
  note?: boolean;
}) {
  const { shipping, customs, allIn } = deliveredCost(item);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 text-sm" data-item={title}>
      <p className="font-semibold text-slate-900">{title}</p>
      <dl className="mt-2 divide-y divide-slate-100 text-slate-800">
        <Figure
          kind="shipping-only"
          label={`Shipping only (${String(shipping.chargeableWeightKg)} kg at ${formatUsd(shipping.centsPerKg)}/kg)`}
          cents={shipping.totalCents}
        />
        <Figure
          kind="duty-and-vat"
          label={`Duty and VAT (${String(customs.dutyPercent)}% duty, ${String(RULES.vatPercent)}% VAT on the price)`}
          cents={customs.totalCustomsCents}
        />
        <Figure
          kind="item-with-duty-and-vat"
          label="Item with duty and VAT"
          cents={customs.totalLandedCostCents}
        />
        <Figure kind="all-in" label="All-in landed cost (estimate)" cents={allIn.totalCents} />
      </dl>
      {note && <AllInNote />}
    </div>
  );
}

/**
 * The duty lines: one category's rate on the whole customs value, or, for goods of several categories, each
 * one's rate on its share.
 */
export function dutyLabels({ duties }: Pick<LandedCost, 'duties'>): PriceLine[] {
  const [only] = duties;
  if (only && duties.length === 1)
    return [{ label: `Import duty (${String(only.dutyPercent)}% of customs value)`, cents: only.dutyCents }];
  return duties.map((line) => ({
    label: `Import duty, ${customsCategory(line.category).name} (${String(line.dutyPercent)}% of ${formatUsd(line.customsValueCents)})`,
    cents: line.dutyCents,
  }));
}

/** Every line of an all-in estimate, and its total. */
export function AllInLines({ estimate, itemLabel = 'Item' }: { estimate: LandedCost; itemLabel?: string }) {
  return (
    <PriceLines
      lines={[
        { label: itemLabel, cents: estimate.itemValueCents },
        { label: 'Our shipping', cents: estimate.freightCents },
        ...(estimate.insuranceCents > 0 ? [{ label: 'Insurance', cents: estimate.insuranceCents }] : []),
        ...dutyLabels(estimate),
        { label: `VAT (${String(RULES.vatPercent)}% of customs value + duty)`, cents: estimate.vatCents },
        {
          label: `Import Declaration Fee (${String(RULES.importDeclarationFeePercent)}%)`,
          cents: estimate.importDeclarationFeeCents,
        },
        {
          label: `Railway Development Levy (${String(RULES.railwayLevyPercent)}%)`,
          cents: estimate.railwayLevyCents,
        },
      ]}
      total={{ label: 'All-in landed cost (estimate)', cents: estimate.totalCents }}
      totalTestId="all-in-total"
    />
  );
}
