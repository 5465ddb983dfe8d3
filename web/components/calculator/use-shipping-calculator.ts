import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ParcelInput, missingInputMessage, parcelSchema } from '../../../core/pricing/parcel.schema.js';
import type { ShippingResult } from '../../../core/pricing/shipping-result.schema.js';
import { CM_PER_INCH, type UnitSystem } from '../../../core/pricing/units.js';
import { fetchShippingQuote, loadLocalQuote } from '../../api/shipping.js';
import { KEEP_SCROLL } from '../../site/navigation.js';
import { formFromQuery, quoteQuery } from './quote-link.js';

/** How long 'Calculating...' shows before a result appears; it also absorbs fast typing. */
export const CALCULATING_DELAY_MS = 500;

export interface CalculatorForm {
  unit: UnitSystem;
  weight: string;
  itemValue: string;
  length: string;
  width: string;
  height: string;
  insurance: boolean;
}

export const EMPTY_FORM: CalculatorForm = {
  unit: 'imperial',
  weight: '',
  itemValue: '',
  length: '',
  width: '',
  height: '',
  insurance: false,
};

/** A parcel's three sides, with the words the forms label them by. */
export const DIMENSIONS = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/** Empty stays empty (undefined); anything else that is not a number counts as 0. */
export function readNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** A number above 0 and at most `max`, or undefined: what a size or weight field may hold. */
export function readPositive(text: string, max: number): number | undefined {
  const value = readNumber(text);
  return value !== undefined && value > 0 && value <= max ? value : undefined;
}

export interface CalculatorOptions {
  /**
   * The embeddable widget fills a dimension left empty beside others with this many centimetres (shown in the
   * form's unit). A parcel with no dimensions at all is priced by weight alone, as on every other surface.
   */
  defaultDimensionCm?: number;
  /** Keep the inputs in the page's address (and start from a shared one), so that the quote can be shared. */
  shareable?: boolean;
}

/** The default dimension in the form's unit, rounded to what a person would type. */
export function defaultDimensionIn(unit: UnitSystem, cm: number): number {
  return unit === 'metric' ? cm : Math.round((cm / CM_PER_INCH) * 10) / 10;
}

function toParcelInput(form: CalculatorForm, options: CalculatorOptions): ParcelInput {
  const given = [form.length, form.width, form.height].map(readNumber);
  const hasDimensions = given.some((d) => d !== undefined);
  const fallback =
    options.defaultDimensionCm === undefined ? 0 : defaultDimensionIn(form.unit, options.defaultDimensionCm);
  const [length, width, height] = given.map((d) => d ?? fallback);
  return {
    weight: readNumber(form.weight) as number,
    itemValue: readNumber(form.itemValue) as number,
    unit: form.unit,
    insurance: form.insurance,
    ...(hasDimensions && { dimensions: { length: length ?? 0, width: width ?? 0, height: height ?? 0 } }),
  };
}

export type CalculatorStatus = 'waiting' | 'calculating' | 'ready';

export function useShippingCalculator(options: CalculatorOptions = {}) {
  const [form, setForm] = useState<CalculatorForm>(EMPTY_FORM);
  const [runs, setRuns] = useState(0);
  /** The last answer and the request it answers; status is derived from it, never stored. */
  const [settled, setSettled] = useState<{ key: string; result: ShippingResult } | null>(null);

  const hasWeight = form.weight.trim() !== '';
  const hasValue = form.itemValue.trim() !== '';
  const input = toParcelInput(form, options);
  const parsed = parcelSchema.safeParse(input);
  const message =
    missingInputMessage(hasWeight, hasValue) ??
    (parsed.success ? undefined : parsed.error.issues[0]?.message);
  // Stable keys: the effect below reruns only when the parcel changes or the button asks again.
  const parcelKey = parsed.success ? JSON.stringify(input) : null;
  const requestKey = parcelKey === null ? null : `${String(runs)}:${parcelKey}`;
  const parcel = useMemo(() => (parcelKey ? (JSON.parse(parcelKey) as ParcelInput) : null), [parcelKey]);

  useEffect(() => void loadLocalQuote(), []);

  // A shared quote's link: its inputs are read once the page has hydrated (the server's page has none).
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  /** Until the shared inputs are read, the empty form must not wipe them from the address. */
  const addressRead = useRef(false);
  const adoptSharedQuote = useEffectEvent(() => {
    addressRead.current = true;
    const shared = options.shareable ? formFromQuery(search, EMPTY_FORM) : undefined;
    if (shared) setForm(shared);
  });
  useEffect(() => {
    const start = setTimeout(() => adoptSharedQuote());
    return () => clearTimeout(start);
  }, []);
  const query = options.shareable ? quoteQuery(form) : undefined;
  const keepInAddress = useEffectEvent((wanted: string) => {
    if (!addressRead.current || `?${wanted}` === search || (wanted === '' && search === '')) return;
    void navigate(
      { pathname, search: wanted, hash },
      { replace: true, preventScrollReset: true, state: KEEP_SCROLL },
    );
  });
  useEffect(() => {
    if (query !== undefined) keepInAddress(query);
  }, [query]);

  useEffect(() => {
    if (!parcel || requestKey === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchShippingQuote(parcel, controller.signal)
        .then((result) => setSettled({ key: requestKey, result }))
        // Only an abort gets here (a newer parcel replaced this one); failures fall back inside fetch.
        .catch(() => undefined);
    }, CALCULATING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [parcel, requestKey]);

  const status: CalculatorStatus =
    requestKey === null ? 'waiting' : settled?.key === requestKey ? 'ready' : 'calculating';

  const update = <K extends keyof CalculatorForm>(field: K, value: CalculatorForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  return {
    form,
    update,
    result: status === 'ready' ? (settled?.result ?? null) : null,
    status,
    message,
    canCalculate: hasWeight && hasValue && status !== 'calculating',
    recalculate: () => setRuns((n) => n + 1),
    /** The inputs as a query, when the calculator is shareable and has some. */
    query,
  };
}
