import { DIMENSIONS } from '../../../core/pricing/units.js';
import { readNumber } from '../../../core/shared/number-input.js';
import { OCEAN_TARIFF, oceanBoxSchema, priceOcean } from '../../../core/pricing/ocean.js';
import { priceParcel } from '../../../core/pricing/price-parcel.js';
import type { UnitSystem } from '../../../core/pricing/units.js';
import { formatUsd } from '../../../core/shared/money.js';
import { UnitToggle } from './unit-toggle.js';
import { Form, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { PriceLines } from '../../ui/price-lines.js';

type Box = Record<(typeof DIMENSIONS)[number][0] | 'unit', string>;

const EMPTY_BOX: Box = { unit: 'imperial', length: '', width: '', height: '' };
const boxInput = ({ unit, length, width, height }: Box) => ({
  unit,
  dimensions: { length: readNumber(length), width: readNumber(width), height: readNumber(height) },
});

const LENGTH_UNITS: Record<UnitSystem, string> = { imperial: 'Inches', metric: 'Centimetres' };

/** A box's volume and its price by sea, beside the least the same box costs by air (its volumetric weight). */
export function OceanCalculator() {
  const form = useSchemaForm(oceanBoxSchema, EMPTY_BOX, boxInput);
  const checked = form.check();
  const box = checked.ok ? checked.data : undefined;
  const unit: UnitSystem = form.values.unit === 'metric' ? 'metric' : 'imperial';
  const ocean = box && priceOcean(box.dimensions, box.unit);
  const air =
    box &&
    priceParcel({
      weight: 0.01,
      itemValue: 1,
      unit: box.unit,
      insurance: false,
      destination: 'kenya',
      dimensions: box.dimensions,
    });
  const unitLabel = unit === 'imperial' ? 'in' : 'cm';

  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2">
      <Form label="Sea freight calculator">
        <UnitToggle unit={unit} onChange={form.field('unit').onChange} labels={LENGTH_UNITS} />
        <div className="grid grid-cols-3 gap-3">
          {DIMENSIONS.map(([key, label]) => (
            <TextField
              key={key}
              label={`${label} (${unitLabel})`}
              type="number"
              min={0}
              step={0.1}
              inputMode="decimal"
              required
              {...form.field(key)}
            />
          ))}
        </div>
      </Form>
      <div className="rounded-xl bg-slate-50 p-4" aria-live="polite">
        {ocean && air ? (
          <>
            <PriceLines
              lines={[]}
              total={{ label: `${ocean.cubicFeet} ft³ by sea`, cents: ocean.totalCents }}
              totalTestId="ocean-total"
            />
            <p className="mt-3 text-sm text-slate-700">
              {OCEAN_TARIFF.sailing} sailing, {OCEAN_TARIFF.transit}. By air the same box costs at least{' '}
              {formatUsd(air.totalCents)} ({air.chargeableWeightKg} kg volumetric weight), in {air.transit}.
            </p>
          </>
        ) : (
          <p className="text-slate-600">
            Enter the box's length, width and height to see its volume and price.
          </p>
        )}
      </div>
    </div>
  );
}
