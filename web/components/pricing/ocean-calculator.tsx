import { useState } from 'react';
import { MAX_DIMENSION } from '../../../core/pricing/parcel.schema.js';
import { OCEAN_TARIFF, priceOcean } from '../../../core/pricing/ocean.js';
import { priceParcel } from '../../../core/pricing/price-parcel.js';
import type { UnitSystem } from '../../../core/pricing/units.js';
import { formatUsd } from '../../../core/shared/money.js';
import { DIMENSIONS, readPositive } from '../calculator/use-shipping-calculator.js';
import { UnitToggle } from '../calculator/unit-toggle.js';
import { TextField } from '../../ui/field.js';
import { PriceLines } from '../price-lines.js';

type Box = Record<(typeof DIMENSIONS)[number][0], string>;

const LENGTH_UNITS: Record<UnitSystem, string> = { imperial: 'Inches', metric: 'Centimetres' };

/** A box's volume and its price by sea, beside the least the same box costs by air (its volumetric weight). */
export function OceanCalculator() {
  const [unit, setUnit] = useState<UnitSystem>('imperial');
  const [box, setBox] = useState<Box>({ length: '', width: '', height: '' });
  const [length, width, height] = DIMENSIONS.map(([key]) => readPositive(box[key], MAX_DIMENSION));
  const dimensions =
    length !== undefined && width !== undefined && height !== undefined
      ? { length, width, height }
      : undefined;
  const ocean = dimensions && priceOcean(dimensions, unit);
  const air =
    dimensions &&
    priceParcel({ weight: 0.01, itemValue: 1, unit, insurance: false, destination: 'kenya', dimensions });
  const unitLabel = unit === 'imperial' ? 'in' : 'cm';

  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2">
      <form
        aria-label="Sea freight calculator"
        noValidate
        className="space-y-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <UnitToggle unit={unit} onChange={setUnit} labels={LENGTH_UNITS} />
        <div className="grid grid-cols-3 gap-3">
          {DIMENSIONS.map(([key, label]) => (
            <TextField
              key={key}
              label={`${label} (${unitLabel})`}
              type="number"
              min={0}
              step={0.1}
              inputMode="decimal"
              value={box[key]}
              onChange={(value) => setBox((b) => ({ ...b, [key]: value }))}
              required
            />
          ))}
        </div>
      </form>
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
