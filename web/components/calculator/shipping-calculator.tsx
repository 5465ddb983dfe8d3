import { Suspense, lazy, useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import {
  INSURANCE_FIELD_NAME,
  QUOTE_FIELD_NAMES,
  type QuoteForm,
  UNIT_FIELD_NAME,
  defaultDimensionIn,
} from '../../../core/pricing/quote-form.js';
import { useNextDeparture } from '../../api/shipping.js';
import { useHydrated } from '../../site/site-config.js';
import { useEarlyChecked, useEarlyValue } from '../../ui/use-early-input.js';
import { cutoffLabel, departureDay } from './format.js';
import { UnitToggle } from './unit-toggle.js';
import { QUOTE_ANCHOR } from './shared-quote.js';
import { type CalculatorOptions, DIMENSIONS, useShippingCalculator } from './use-shipping-calculator.js';
import { buttonClass } from '../../ui/button.js';

export interface ShippingCalculatorProps extends CalculatorOptions {
  /** Where the calculator is shown, for analytics. */
  source: string;
  compact?: boolean;
}

const inputClass =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-white';

function NumberField(props: {
  label: string;
  name: string;
  value: string;
  step: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const ref = useEarlyValue<HTMLInputElement>(props.value, props.onChange);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      <input
        ref={ref}
        id={id}
        name={props.name}
        type="number"
        inputMode="decimal"
        min="0"
        step={props.step}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}

function NextDeparture() {
  const { data } = useNextDeparture();
  if (!data) return null;
  return (
    <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
      Next flight: <strong>{departureDay(data.departureDate)}</strong>. Warehouse cutoff:{' '}
      {cutoffLabel(data.cutoff)}.
    </p>
  );
}

/** What shows once there is a price: fetched apart, as soon as a calculator is on the page. */
const loadQuoteResult = () => import('./quote-result.js');
const QuoteResult = lazy(loadQuoteResult);

export function ShippingCalculator({
  source,
  compact = false,
  defaultDimensionCm,
  shareable = false,
}: ShippingCalculatorProps) {
  const calc = useShippingCalculator({ defaultDimensionCm, shareable });
  useEffect(() => void loadQuoteResult(), []);

  const { form, update } = calc;
  const insuranceRef = useEarlyChecked(form.insurance, (checked) => update('insurance', checked));
  const imperial = form.unit === 'imperial';
  const set = (field: keyof Omit<QuoteForm, 'unit' | 'insurance'>) => (value: string) => update(field, value);
  // Before JavaScript the button sends the form (the server answers with the quote); after, it may wait.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const dimensionPlaceholder =
    defaultDimensionCm === undefined ? 'Optional' : String(defaultDimensionIn(form.unit, defaultDimensionCm));

  return (
    <div
      id={shareable ? QUOTE_ANCHOR : undefined}
      className={`grid scroll-mt-20 gap-6 ${compact ? '' : 'lg:grid-cols-2'}`}
    >
      <form
        aria-label="Shipping cost calculator"
        method="get"
        action={shareable ? `${pathname}#${QUOTE_ANCHOR}` : undefined}
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          calc.recalculate();
        }}
      >
        <input type="hidden" name={UNIT_FIELD_NAME} value={form.unit} />
        <UnitToggle unit={form.unit} name={UNIT_FIELD_NAME} onChange={(unit) => update('unit', unit)} />
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            label={`Package weight (${imperial ? 'lb' : 'kg'})`}
            name={QUOTE_FIELD_NAMES.weight}
            step="0.1"
            value={form.weight}
            onChange={set('weight')}
          />
          <NumberField
            label="Item value (USD)"
            name={QUOTE_FIELD_NAMES.itemValue}
            step="1"
            value={form.itemValue}
            onChange={set('itemValue')}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Dimensions ({imperial ? 'in' : 'cm'})</legend>
          <div className="grid grid-cols-3 gap-3">
            {DIMENSIONS.map(([field, label]) => (
              <NumberField
                key={field}
                label={label}
                name={QUOTE_FIELD_NAMES[field]}
                step="0.1"
                placeholder={dimensionPlaceholder}
                value={form[field]}
                onChange={set(field)}
              />
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input
            ref={insuranceRef}
            type="checkbox"
            name={INSURANCE_FIELD_NAME}
            value="1"
            checked={form.insurance}
            onChange={(e) => update('insurance', e.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Add insurance (3% of item value)
        </label>
        <button
          type="submit"
          disabled={hydrated && !calc.canCalculate}
          className={buttonClass({ size: 'lg', extra: 'w-full' })}
        >
          {calc.status === 'calculating' ? 'Calculating...' : 'Calculate Shipping Cost'}
        </button>
      </form>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900">
        {calc.status === 'calculating' && (
          <div role="status" aria-label="Calculating" className="flex justify-center py-10">
            <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
          </div>
        )}
        {calc.result && (
          <Suspense fallback={null}>
            <QuoteResult result={calc.result} shareQuery={calc.shareQuery} source={source} />
          </Suspense>
        )}
        {calc.status === 'waiting' && calc.message && (
          <p className="py-10 text-center text-slate-600 dark:text-slate-300">{calc.message}</p>
        )}
        <NextDeparture />
      </div>
    </div>
  );
}
