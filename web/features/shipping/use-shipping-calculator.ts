import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { missingInputMessage } from '../../../core/pricing/parcel-messages.js';
import {
  EMPTY_QUOTE_FORM,
  type QuoteForm,
  parcelFromForm,
  quoteQuery,
  searchWithQuote,
} from '../../../core/shipping/quote-form.js';
import type { ShippingResult } from '../../../core/shipping/shipping-result.schema.js';
import { fetchShippingQuote } from './shipping.api.js';
import { KEEP_SCROLL } from '../../site/navigation.js';
import { useSharedQuote } from './shared-quote.js';

/** How long 'Calculating...' shows before a result appears; it also absorbs fast typing. */
export const CALCULATING_DELAY_MS = 500;

/** A parcel's three sides, with the words the forms label them by. */
export interface CalculatorOptions {
  /**
   * The embeddable widget fills a dimension left empty beside others with this many centimetres (shown in the
   * form's unit). A parcel with no dimensions at all is priced by weight alone, as on every other surface.
   */
  defaultDimensionCm?: number;
  /** Keep the inputs in the page's address (and start from a shared one), so that the quote can be shared. */
  shareable?: boolean;
}

type CalculatorStatus = 'waiting' | 'calculating' | 'ready';

/** Where a shareable calculator starts: the quote its address asks for, worked out by the server if it could. */
function useStart({ shareable = false, defaultDimensionCm }: CalculatorOptions) {
  const shared = useSharedQuote();
  const form = (shareable && shared?.form) || EMPTY_QUOTE_FORM;
  const result = shareable ? shared?.result : undefined;
  const settled = result
    ? { key: `0:${JSON.stringify(parcelFromForm(form, defaultDimensionCm))}`, result }
    : null;
  return { form, settled };
}

type ParcelRules = (input: unknown) => string | undefined;

/** Once loaded, every calculator mounted after has the rules at once. */
let loadedRules: ParcelRules | undefined;

/**
 * The parcel rules (the schema every surface checks a parcel with), loaded when the visitor starts a parcel: a
 * page's first load carries no schema library for a calculator nobody has touched.
 */
function useParcelRules(wanted: boolean): ParcelRules | undefined {
  const [rules, setRules] = useState<ParcelRules | undefined>(() => loadedRules);
  useEffect(() => {
    if (!wanted || rules) return;
    let mounted = true;
    void import('./parcel-rules.js').then(({ parcelIssue }) => {
      loadedRules = parcelIssue;
      if (mounted) setRules(() => parcelIssue);
    });
    return () => {
      mounted = false;
    };
  }, [wanted, rules]);
  return rules;
}

export function useShippingCalculator(options: CalculatorOptions = {}) {
  const start = useStart(options);
  const { defaultDimensionCm } = options;
  const [form, setForm] = useState<QuoteForm>(start.form);
  const [runs, setRuns] = useState(0);
  /** The last response and the request it answers; status is derived from it, never stored. */
  const [settled, setSettled] = useState<{ key: string; result: ShippingResult } | null>(start.settled);

  const hasWeight = form.weight.trim() !== '';
  const hasValue = form.itemValue.trim() !== '';
  const input = parcelFromForm(form, defaultDimensionCm);
  // The parcel the page arrived quoted for passed the server's check of the same rules; loading them then would
  // re-render the calculator while React may still be hydrating its result, which would replace the server's.
  const quotedOnArrival = start.settled?.key === `0:${JSON.stringify(input)}`;
  const rules = useParcelRules((hasWeight || hasValue) && !quotedOnArrival);
  const issue = quotedOnArrival ? undefined : rules?.(input);
  const checked = quotedOnArrival || (rules !== undefined && issue === undefined);
  const message = missingInputMessage(hasWeight, hasValue) ?? issue;
  // Stable keys: the effect below reruns only when the parcel changes or the button asks again.
  const parcelKey = checked ? JSON.stringify(input) : null;
  const requestKey = parcelKey === null ? null : `${String(runs)}:${parcelKey}`;
  const parcel = useMemo(() => (parcelKey ? (JSON.parse(parcelKey) as typeof input) : null), [parcelKey]);
  const settledKey = settled?.key;

  // A shareable calculator keeps its inputs in the address, beside whatever else the address holds.
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const wantedSearch = options.shareable ? searchWithQuote(search, form) : undefined;
  useEffect(() => {
    if (wantedSearch === undefined || `?${wantedSearch}` === search || (wantedSearch === '' && search === ''))
      return;
    void navigate(
      { pathname, search: wantedSearch, hash },
      { replace: true, preventScrollReset: true, state: KEEP_SCROLL },
    );
  }, [wantedSearch, search, pathname, hash, navigate]);

  useEffect(() => {
    // A quote the page arrived with is not asked for again.
    if (!parcel || requestKey === null || settledKey === requestKey) return;
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
  }, [parcel, requestKey, settledKey]);

  // A complete parcel waiting for the rules to load is as good as being calculated.
  const rulesLoading = hasWeight && hasValue && !checked && rules === undefined;
  const status: CalculatorStatus =
    requestKey === null
      ? rulesLoading
        ? 'calculating'
        : 'waiting'
      : settledKey === requestKey
        ? 'ready'
        : 'calculating';

  const update = <K extends keyof QuoteForm>(field: K, value: QuoteForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  return {
    form,
    update,
    result: status === 'ready' ? (settled?.result ?? null) : null,
    status,
    message,
    canCalculate: hasWeight && hasValue && status !== 'calculating',
    recalculate: () => setRuns((n) => n + 1),
    /** The inputs as a query to share, when the calculator is shareable and has a parcel. */
    shareQuery: options.shareable && parcelKey !== null ? quoteQuery(form) : undefined,
  };
}
