import type { UnitSystem } from '../../../core/pricing/units.js';

/** The calculators' own words for the two systems; a calculator of sizes only names its lengths. */
const PARCEL_UNITS: Record<UnitSystem, string> = { imperial: 'Imperial (lb, in)', metric: 'Metric (kg, cm)' };

/**
 * Imperial or metric, as two pressed-or-not buttons. In a form that names the unit (`name`), each button also
 * sends the form with its unit before JavaScript has loaded; after, it only switches.
 */
export function UnitToggle({
  unit,
  onChange,
  labels = PARCEL_UNITS,
  name,
}: {
  unit: UnitSystem;
  onChange: (unit: UnitSystem) => void;
  labels?: Record<UnitSystem, string>;
  name?: string;
}) {
  const option = (value: UnitSystem) => (
    <button
      type={name === undefined ? 'button' : 'submit'}
      name={name}
      value={name === undefined ? undefined : value}
      aria-pressed={unit === value}
      onClick={(event) => {
        event.preventDefault();
        onChange(value);
      }}
      className={`flex-1 rounded-md px-3 py-1.5 text-sm font-medium ${unit === value ? 'bg-white text-brand-800 shadow dark:bg-slate-700 dark:text-white' : 'text-slate-600 dark:text-slate-300'}`}
    >
      {labels[value]}
    </button>
  );
  return (
    <div role="group" aria-label="Units" className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {option('imperial')}
      {option('metric')}
    </div>
  );
}
