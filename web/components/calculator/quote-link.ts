import type { CalculatorForm } from './use-shipping-calculator.js';

/** The calculator's inputs as a short query (?w=3&v=100&unit=metric), so a quote can be bookmarked and shared. */
const KEYS = {
  weight: 'w',
  itemValue: 'v',
  length: 'l',
  width: 'wd',
  height: 'h',
} as const satisfies Partial<Record<keyof CalculatorForm, string>>;

const NUMBER = /^\d{1,7}(\.\d{1,3})?$/;

export function quoteQuery(form: CalculatorForm): string {
  const query = new URLSearchParams();
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const value = form[field].trim();
    if (NUMBER.test(value)) query.set(key, value);
  }
  if (query.size === 0) return '';
  query.set('unit', form.unit);
  if (form.insurance) query.set('ins', '1');
  return query.toString();
}

/**
 * The form a shared link describes, or undefined when the address carries no quote. Only plain numbers are
 * read: anything else in the address is ignored, never shown.
 */
export function formFromQuery(search: string, empty: CalculatorForm): CalculatorForm | undefined {
  const query = new URLSearchParams(search);
  const form = { ...empty };
  let found = false;
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const value = query.get(key);
    if (value !== null && NUMBER.test(value)) {
      form[field] = value;
      found = true;
    }
  }
  if (!found) return undefined;
  const unit = query.get('unit');
  if (unit === 'metric' || unit === 'imperial') form.unit = unit;
  form.insurance = query.get('ins') === '1';
  return form;
}
