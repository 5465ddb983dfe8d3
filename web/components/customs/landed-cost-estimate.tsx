import { useState } from 'react';
import { deliveredCost } from '../../../core/customs/delivered-cost.js';
import { INSURANCE_PERCENT } from '../../../core/pricing/tariffs.js';
import { MAX_DIMENSION, MAX_WEIGHT } from '../../../core/pricing/parcel.schema.js';
import { dollarsToCents, formatUsd } from '../../../core/shared/money.js';
import { DIMENSIONS, readPositive } from '../calculator/use-shipping-calculator.js';
import { CheckboxField, TextField } from '../../ui/field.js';
import { AllInLines, AllInNote } from './delivered-cost-summary.js';
import { type CustomsItem, parseCustomsItem } from './customs-duty-calculator.js';

/**
 * The all-in estimate: the item, our shipping for the parcel (the one tariff), and every Kenyan charge on the
 * customs value, line by line. Recomputed as the shopper types.
 */
export function LandedCostEstimate({ item }: { item: CustomsItem }) {
  const [weight, setWeight] = useState('');
  const [dimensions, setDimensions] = useState({ length: '', width: '', height: '' });
  const [insured, setInsured] = useState(false);
  const input = parseCustomsItem(item);
  const weightKg = readPositive(weight, MAX_WEIGHT);
  const sides = [dimensions.length, dimensions.width, dimensions.height].map((d) =>
    readPositive(d, MAX_DIMENSION),
  );
  const [length, width, height] = sides;
  // The one delivered-cost model, as every page's all-in figure.
  const estimate =
    input && weightKg !== undefined
      ? deliveredCost({
          itemCents: dollarsToCents(input.itemValue),
          weightKg,
          category: input.category,
          insurance: insured,
          ...(length !== undefined &&
            width !== undefined &&
            height !== undefined && { dimensionsCm: { length, width, height } }),
        }).allIn
      : undefined;

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
        <CheckboxField
          label={`Insure the parcel (${INSURANCE_PERCENT}% of the item's value)`}
          checked={insured}
          onChange={setInsured}
        />
      </div>
      <div className="rounded-xl bg-brand-50 p-4" aria-live="polite">
        {estimate ? (
          <AllInLines estimate={estimate} />
        ) : (
          <p className="text-slate-600">
            Enter the item's value and category above and the parcel's weight to see every charge.
          </p>
        )}
        {estimate && (
          <p className="mt-3 text-xs text-slate-600">
            Customs value = item + shipping + insurance = {formatUsd(estimate.customsValueCents)}.
          </p>
        )}
        <AllInNote />
      </div>
    </div>
  );
}
