import { DIMENSIONS } from '../../../core/pricing/units.js';
import { readPositive } from '../../../core/shared/number-input.js';
import { readNumber } from '../../../core/shared/number-input.js';
import { deliveredCost, estimateParcelSchema } from '../../../core/customs/delivered-cost.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { INSURANCE_PERCENT } from '../../../core/pricing/tariffs.js';
import { MAX_DIMENSION } from '../../../core/pricing/parcel.schema.js';
import { dollarsToCents, formatUsd } from '../../../core/shared/money.js';
import { CheckboxField, Form, TextField } from '../../ui/field.js';
import { AllInLines, AllInNote } from './delivered-cost-summary.js';
import { type CustomsItem, parseCustomsItem } from './customs-duty-calculator.js';

const EMPTY_PARCEL = { weight: '', length: '', width: '', height: '', insured: false };

/** The parcel as typed, for the schema: a box only when all three of its sides are numbers. */
function parcelInput({ weight, length, width, height, insured }: typeof EMPTY_PARCEL) {
  const sides = [length, width, height].map((side) => readPositive(side, MAX_DIMENSION));
  const [l, w, h] = sides;
  return {
    weightKg: readNumber(weight),
    insurance: insured,
    ...(l !== undefined &&
      w !== undefined &&
      h !== undefined && { dimensionsCm: { length: l, width: w, height: h } }),
  };
}

/**
 * The all-in estimate: the item, our shipping for the parcel (the one tariff), and every Kenyan charge on the
 * customs value, line by line. Recomputed as the shopper types.
 */
export function LandedCostEstimate({ item }: { item: CustomsItem }) {
  const form = useSchemaForm(estimateParcelSchema, EMPTY_PARCEL, parcelInput);
  const input = parseCustomsItem(item);
  const parcel = form.check();
  // The one delivered-cost model, as every page's all-in figure.
  const estimate =
    input && parcel.ok
      ? deliveredCost({
          itemCents: dollarsToCents(input.itemValue),
          category: input.category,
          ...parcel.data,
        }).allIn
      : undefined;

  return (
    <div className="grid gap-6 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2">
      <Form label="All-in estimate">
        <p className="text-sm text-slate-600">
          Uses the value and category above. Add the parcel's weight (and its size, if you know it).
        </p>
        <TextField
          label="Parcel weight (kg)"
          type="number"
          min={0}
          step={0.1}
          inputMode="decimal"
          required
          {...form.field('weight')}
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
                {...form.field(side)}
              />
            ))}
          </div>
        </fieldset>
        <CheckboxField
          label={`Insure the parcel (${INSURANCE_PERCENT}% of the item's value)`}
          checked={form.values.insured}
          onChange={form.set('insured')}
        />
      </Form>
      <div className="rounded-xl bg-brand-50 p-4" aria-live="polite">
        {estimate ? (
          <AllInLines estimate={estimate} />
        ) : (
          <p className="text-slate-600">
            Enter the item's value and category above and the parcel's weight to see every charge.
          </p>
        )}
        {estimate && (
          <p className="mt-3 text-sm text-slate-600" data-testid="all-in-includes">
            All-in landed cost: the item, our shipping{estimate.insuranceCents > 0 ? ', insurance' : ''} and
            Kenya's duty, VAT, IDF and RDL on the customs value ({formatUsd(estimate.customsValueCents)}):
            what the parcel costs you at the door.
          </p>
        )}
        <AllInNote />
      </div>
    </div>
  );
}
