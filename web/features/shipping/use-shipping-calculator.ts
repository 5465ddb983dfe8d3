import { useEffect, useMemo, useState } from 'react';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useLocation, useNavigate } from 'react-router-dom';
import { missingInputMessage, parcelSchema } from '../../../core/pricing/parcel.schema.js';
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

export function useShippingCalculator(options: CalculatorOptions = {}) {
  const start = useStart(options);
  const { defaultDimensionCm } = options;
  const quoteForm = useSchemaForm(parcelSchema, start.form, (form: QuoteForm) =>
    parcelFromForm(form, defaultDimensionCm),
  );
  const form = quoteForm.values;
  const [runs, setRuns] = useState(0);
  /** The last answer and the request it answers; status is derived from it, never stored. */
  const [settled, setSettled] = useState<{ key: string; result: ShippingResult } | null>(start.settled);

  const hasWeight = form.weight.trim() !== '';
  const hasValue = form.itemValue.trim() !== '';
  const input = parcelFromForm(form, defaultDimensionCm);
  const parsed = quoteForm.check();
  const message = missingInputMessage(hasWeight, hasValue) ?? (parsed.ok ? undefined : parsed.messages[0]);
  // Stable keys: the effect below reruns only when the parcel changes or the button asks again.
  const parcelKey = parsed.ok ? JSON.stringify(input) : null;
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

  const status: CalculatorStatus =
    requestKey === null ? 'waiting' : settledKey === requestKey ? 'ready' : 'calculating';

  const update = <K extends keyof QuoteForm>(field: K, value: QuoteForm[K]) => quoteForm.set(field)(value);

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
