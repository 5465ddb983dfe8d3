import { DIMENSIONS } from '../../../core/pricing/units.js';
import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import {
  INSURANCE_FIELD_NAME,
  QUOTE_FIELD_NAMES,
  type QuoteForm,
  UNIT_FIELD_NAME,
  defaultDimensionIn,
} from '../../../core/shipping/quote-form.js';
import { loadLocalQuote, useNextDeparture } from './shipping.api.js';
import { useHydrated } from '../../site/site-config.js';
import { CheckboxField, Form, TextField } from '../../ui/field.js';
import { cutoffLabel } from './format.js';
import { formatWeekdayDate } from '../../../core/shared/calendar.js';
import { UnitToggle } from './unit-toggle.js';
import { QUOTE_ANCHOR } from './shared-quote.js';
import { type CalculatorOptions, useShippingCalculator } from './use-shipping-calculator.js';
import { Button } from '../../ui/button.js';

export interface ShippingCalculatorProps extends CalculatorOptions {
  /** Where the calculator is shown, for analytics. */
  source: string;
  compact?: boolean;
}

/** A quantity: the phone's number pad, never below zero. */
const NUMBER = { type: 'number', inputMode: 'decimal', min: 0 } as const;

function NextDeparture() {
  const { data } = useNextDeparture();
  if (!data) return null;
  return (
    <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
      Next flight: <strong>{formatWeekdayDate(data.departureDate)}</strong>. Warehouse cutoff:{' '}
      {cutoffLabel(data.cutoff)}.
    </p>
  );
}

/** What shows once there is a price: fetched apart, as soon as the visitor turns to the form. */
const loadQuoteResult = () => import('./quote-result.js');
const QuoteResult = lazy(loadQuoteResult);

/**
 * What a quote needs, fetched as the visitor reaches for the form rather than with the page: the result's view,
 * and the local fallback, there before the API could fail (a quote is only asked for after an input).
 */
const prepareForQuote = () => {
  void loadQuoteResult();
  void loadLocalQuote();
};

/** Beside the form: the spinner, the quote or why there is none yet, and the next flight. */
function ResultPanel({ calc, source }: { calc: ReturnType<typeof useShippingCalculator>; source: string }) {
  return (
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
  );
}

export function ShippingCalculator({
  source,
  compact = false,
  defaultDimensionCm,
  shareable = false,
}: ShippingCalculatorProps) {
  const calc = useShippingCalculator({ defaultDimensionCm, shareable });

  const { form, update } = calc;
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
      onFocus={prepareForQuote}
      onPointerEnter={prepareForQuote}
    >
      <Form
        label="Shipping cost calculator"
        get={{ action: shareable ? `${pathname}#${QUOTE_ANCHOR}` : undefined }}
        onSubmit={calc.recalculate}
      >
        <input type="hidden" name={UNIT_FIELD_NAME} value={form.unit} />
        <UnitToggle unit={form.unit} name={UNIT_FIELD_NAME} onChange={(unit) => update('unit', unit)} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            {...NUMBER}
            label={`Package weight (${imperial ? 'lb' : 'kg'})`}
            name={QUOTE_FIELD_NAMES.weight}
            step={0.1}
            value={form.weight}
            onChange={set('weight')}
          />
          <TextField
            {...NUMBER}
            label="Item value (USD)"
            name={QUOTE_FIELD_NAMES.itemValue}
            step={1}
            value={form.itemValue}
            onChange={set('itemValue')}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Dimensions ({imperial ? 'in' : 'cm'})</legend>
          <div className="grid grid-cols-3 gap-3">
            {DIMENSIONS.map(([field, label]) => (
              <TextField
                {...NUMBER}
                key={field}
                label={label}
                name={QUOTE_FIELD_NAMES[field]}
                step={0.1}
                placeholder={dimensionPlaceholder}
                value={form[field]}
                onChange={set(field)}
              />
            ))}
          </div>
        </fieldset>
        <CheckboxField
          label="Add insurance (3% of item value)"
          name={INSURANCE_FIELD_NAME}
          checked={form.insurance}
          onChange={(checked) => update('insurance', checked)}
        />
        <Button type="submit" size="lg" disabled={hydrated && !calc.canCalculate} className="w-full">
          {calc.status === 'calculating' ? 'Calculating...' : 'Calculate Shipping Cost'}
        </Button>
      </Form>
      <ResultPanel calc={calc} source={source} />
    </div>
  );
}
