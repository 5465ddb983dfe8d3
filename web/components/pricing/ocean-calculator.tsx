import { useState } from 'react';
import { MAX_DIMENSION } from '../../../core/pricing/parcel.schema.js';
import { OCEAN_TARIFF, priceOcean } from '../../../core/pricing/ocean.js';
import { priceParcel } from '../../../core/pricing/price-parcel.js';
import type { UnitSystem } from '../../../core/pricing/units.js';
import { formatUsd } from '../../../core/shared/money.js';
import { readNumber } from '../calculator/use-shipping-calculator.js';
import { TextField } from '../forms/fields.js';
import { PriceLines } from '../price-lines.js';

const SIDES = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

type Box = Record<(typeof SIDES)[number][0], string>;

const side = (text: string) => {
  const value = readNumber(text);
  return value !== undefined && value > 0 && value <= MAX_DIMENSION ? value : undefined;
};

/** A box's volume and its price by sea, beside the least the same box costs by air (its volumetric weight). */
export function OceanCalculator() {
  const [unit, setUnit] = useState<UnitSystem>('imperial');
  const [box, setBox] = useState<Box>({ length: '', width: '', height: '' });
  const [length, width, height] = SIDES.map(([key]) => side(box[key]));
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
        <div role="group" aria-label="Units" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {(
            [
              ['imperial', 'Inches'],
              ['metric', 'Centimetres'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={unit === value}
              onClick={() => setUnit(value)}
              className="flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow"
            >
              {label}
            </button>
          ))}
        </div>
        <div className="grid grid-cols-3 gap-3">
          {SIDES.map(([key, label]) => (
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
