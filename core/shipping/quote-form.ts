import { readNumber } from '../shared/number-input.js';
import type { ParcelInput } from '../pricing/parcel.schema.js';
import { CALCULATE_SHIPPING_PATH } from './shipping-paths.js';
import { CM_PER_INCH, type UnitSystem } from '../pricing/units.js';

/**
 * A shipping calculator's form as the visitor filled it in (text, as typed), and as its address carries it
 * (?w=3&v=100&unit=metric). The browser's calculator and the server's page read the same address the same way,
 * so that a shared link, or the form submitted before JavaScript, arrives with its quote already worked out.
 */
export interface QuoteForm {
  unit: UnitSystem;
  weight: string;
  itemValue: string;
  length: string;
  width: string;
  height: string;
  insurance: boolean;
}

export const EMPTY_QUOTE_FORM: QuoteForm = {
  unit: 'imperial',
  weight: '',
  itemValue: '',
  length: '',
  width: '',
  height: '',
  insurance: false,
};

/** The form's fields by their name in the address (and the form's inputs). */
export const QUOTE_FIELD_NAMES = {
  weight: 'w',
  itemValue: 'v',
  length: 'l',
  width: 'wd',
  height: 'h',
} as const satisfies Partial<Record<keyof QuoteForm, string>>;
export const UNIT_FIELD_NAME = 'unit';
export const INSURANCE_FIELD_NAME = 'ins';

type NumberField = keyof typeof QUOTE_FIELD_NAMES;
const NUMBER_FIELDS = Object.entries(QUOTE_FIELD_NAMES) as [NumberField, string][];

/** Only plain numbers travel in an address: anything else is ignored, never shown back. */
const PLAIN_NUMBER = /^\d{1,7}(\.\d{1,3})?$/;

/** The form's inputs as a short query, or '' while it holds nothing a quote could start from. */
export function quoteQuery(form: QuoteForm): string {
  const query = new URLSearchParams();
  for (const [field, name] of NUMBER_FIELDS) {
    const value = form[field].trim();
    if (PLAIN_NUMBER.test(value)) query.set(name, value);
  }
  if (query.size === 0 && form.unit === EMPTY_QUOTE_FORM.unit) return '';
  query.set(UNIT_FIELD_NAME, form.unit);
  if (form.insurance) query.set(INSURANCE_FIELD_NAME, '1');
  return query.toString();
}

/** The address's query with the form's inputs in place of any it held; every other parameter stays. */
export function searchWithQuote(search: string, form: QuoteForm): string {
  const others = new URLSearchParams(search);
  for (const name of [...Object.values(QUOTE_FIELD_NAMES), UNIT_FIELD_NAME, INSURANCE_FIELD_NAME]) {
    others.delete(name);
  }
  return [quoteQuery(form), others.toString()].filter((part) => part !== '').join('&');
}

/** The query a quote calculator page is rendered with: the visitor's quote in the form's own fields, or the empty form's. */
export const quotePageQuery = (params: URLSearchParams): string =>
  quoteQuery(formFromQuery(params) ?? EMPTY_QUOTE_FORM);

/**
 * The form an address describes, or undefined when it carries none. A form submitted before JavaScript may
 * carry the unit twice (the one in force, then the button pressed): the last one counts.
 */
export function formFromQuery(search: string | URLSearchParams): QuoteForm | undefined {
  const query = new URLSearchParams(search);
  const form = { ...EMPTY_QUOTE_FORM };
  let found = false;
  for (const [field, name] of NUMBER_FIELDS) {
    const value = query.get(name)?.trim();
    if (value !== undefined && PLAIN_NUMBER.test(value)) {
      form[field] = value;
      found = true;
    }
  }
  const unit = query.getAll(UNIT_FIELD_NAME).at(-1);
  if (unit === 'metric' || unit === 'imperial') {
    form.unit = unit;
    found = true;
  }
  if (!found) return undefined;
  form.insurance = query.get(INSURANCE_FIELD_NAME) === '1';
  return form;
}

/** A default dimension in the form's unit, rounded to what a person would type. */
export function defaultDimensionIn(unit: UnitSystem, cm: number): number {
  return unit === 'metric' ? cm : Math.round((cm / CM_PER_INCH) * 10) / 10;
}

/**
 * The parcel the form describes. `defaultDimensionCm` fills a dimension left empty beside others (the
 * embeddable widget's choice); a parcel with no dimensions at all is priced by weight alone.
 */
export function parcelFromForm(form: QuoteForm, defaultDimensionCm?: number): ParcelInput {
  const given = [form.length, form.width, form.height].map(readNumber);
  const hasDimensions = given.some((d) => d !== undefined);
  const fallback = defaultDimensionCm === undefined ? 0 : defaultDimensionIn(form.unit, defaultDimensionCm);
  const [length = fallback, width = fallback, height = fallback] = given.map((d) => d ?? fallback);
  return {
    weight: readNumber(form.weight) as number,
    itemValue: readNumber(form.itemValue) as number,
    unit: form.unit,
    insurance: form.insurance,
    ...(hasDimensions && { dimensions: { length, width, height } }),
  };
}

/** Where a page's data keeps the quote for the query it was rendered with. */
export const sharedQuoteKey = (query: string): string => `${CALCULATE_SHIPPING_PATH}?${query}`;
