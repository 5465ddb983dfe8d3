import { useState } from 'react';
import { KENYA_IMPORT_RULES } from '../../../core/customs/customs-rates.js';
import { landedCost } from '../../../core/customs/landed-cost.js';
import { priceParcel } from '../../../core/pricing/price-parcel.js';
import { INSURANCE_PERCENT } from '../../../core/pricing/tariffs.js';
import { MAX_DIMENSION, MAX_WEIGHT } from '../../../core/pricing/parcel.schema.js';
import { formatLongDate } from '../../../core/shared/calendar.js';
import { dollarsToCents } from '../../../core/shared/money.js';
import { DIMENSIONS, readPositive } from '../calculator/use-shipping-calculator.js';
import { TextField } from '../forms/fields.js';
import { useEarlyChecked } from '../forms/use-early-input.js';
import { PriceLines } from '../price-lines.js';
import { type CustomsItem, parseCustomsItem } from './customs-duty-calculator.js';

const rulesDay = formatLongDate(KENYA_IMPORT_RULES.effectiveFrom);

/**
 * The all-in estimate: the item, our shipping for the parcel (the one tariff), and every Kenyan charge on the
 * customs value, line by line. Recomputed as the shopper types.
 */
export function LandedCostEstimate({ item }: { item: CustomsItem }) {
  const [weight, setWeight] = useState('');
  const [dimensions, setDimensions] = useState({ length: '', width: '', height: '' });
  const [insured, setInsured] = useState(false);
  const insuredRef = useEarlyChecked(insured, setInsured);
  const input = parseCustomsItem(item);
  const weightKg = readPositive(weight, MAX_WEIGHT);
  const sides = [dimensions.length, dimensions.width, dimensions.height].map((d) =>
    readPositive(d, MAX_DIMENSION),
  );
  const [length, width, height] = sides;
  const parcel =
    input && weightKg !== undefined
      ? priceParcel({
          weight: weightKg,
          itemValue: input.itemValue,
          unit: 'metric',
          insurance: insured,
          destination: 'kenya',
          ...(length !== undefined &&
            width !== undefined &&
            height !== undefined && {
              dimensions: { length, width, height },
            }),
        })
      : undefined;
  const estimate =
    input && parcel
      ? landedCost({
          itemValueCents: dollarsToCents(input.itemValue),
          category: input.category,
          freightCents: parcel.freightCents,
          insuranceCents: parcel.insuranceCents,
        })
      : undefined;
  const rules = KENYA_IMPORT_RULES;

  return (
    <div className="grid gap-6 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Uses the value and category above. Add the parcel's weight (and its size, if you know it).
        </p>
        <TextField
          label="Parcel weight (kg)"
          type="number"
          min={0}
          step={0.1}
          inputMode="decimal"
          value={weight}
          onChange={setWeight}
          required
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Size in cm (optional)</legend>
          <div className="grid grid-cols-3 gap-3">
            {DIMENSIONS.map(([side, label]) => (
              <TextField
                key={side}
                label={label}
                type="number"
                min={0}
                step={1}
                inputMode="decimal"
                value={dimensions[side]}
                onChange={(value) => setDimensions((d) => ({ ...d, [side]: value }))}
              />
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            ref={insuredRef}
            type="checkbox"
            checked={insured}
            onChange={(e) => setInsured(e.target.checked)}
            className="h-4 w-4"
          />
          Insure the parcel ({INSURANCE_PERCENT}% of the item's value)
        </label>
      </div>
      <div className="rounded-xl bg-brand-50 p-4" aria-live="polite">
        {estimate ? (
          <PriceLines
            lines={[
              { label: 'Item', cents: estimate.itemValueCents },
              { label: 'Our shipping', cents: estimate.freightCents },
              ...(estimate.insuranceCents > 0
                ? [{ label: 'Insurance', cents: estimate.insuranceCents }]
                : []),
              { label: `Import duty (${estimate.dutyPercent}% of customs value)`, cents: estimate.dutyCents },
              { label: `VAT (${rules.vatPercent}% of customs value + duty)`, cents: estimate.vatCents },
              {
                label: `Import Declaration Fee (${rules.importDeclarationFeePercent}%)`,
                cents: estimate.importDeclarationFeeCents,
              },
              {
                label: `Railway Development Levy (${rules.railwayLevyPercent}%)`,
                cents: estimate.railwayLevyCents,
              },
            ]}
            total={{ label: 'All-in landed cost', cents: estimate.totalCents }}
            totalTestId="all-in-total"
          />
        ) : (
          <p className="text-slate-600">
            Enter the item's value and category above and the parcel's weight to see every charge.
          </p>
        )}
        <p className="mt-3 text-xs text-slate-600">
          Customs value = item + shipping + insurance
          {estimate && ` = ${(estimate.customsValueCents / 100).toFixed(2)} USD`}. Rates in force from{' '}
          {rulesDay} ({rules.source}). An estimate: the Kenya Revenue Authority assesses every import and has
          the final say.
        </p>
      </div>
    </div>
  );
}
