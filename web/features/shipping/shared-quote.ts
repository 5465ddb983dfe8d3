import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  type QuoteForm,
  formFromQuery,
  quoteQuery,
  sharedQuoteKey,
} from '../../../core/shipping/quote-form.js';
import type { ShippingResult } from '../../../core/shipping/shipping-result.schema.js';
import { type StructuredData } from '../../site/page-head.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { usd } from './format.js';

export interface SharedQuote {
  form: QuoteForm;
  /** The quote the server rendered the page with, when the address held a complete parcel. */
  result: ShippingResult | undefined;
}

/** A shareable calculator's anchor: a shared link, or the form sent before JavaScript, lands on it. */
export const QUOTE_ANCHOR = 'calculator';

/**
 * The quote this page's address asks for (a shared link, or the form as sent before JavaScript), with the result
 * the server wrote into the page for it: its own response, taken as written like the rest of the page's data.
 */
export function useSharedQuote(): SharedQuote | undefined {
  const { search } = useLocation();
  const { fallback } = useSWRConfig();
  const form = formFromQuery(search);
  if (!form) return undefined;
  const written: Partial<Record<string, ShippingResult>> = fallback;
  return { form, result: written[sharedQuoteKey(quoteQuery(form))] };
}

/** What a link to a quote says in its preview (a chat app's card, a search result): the price itself. */
export function quoteHeadline({ form, result }: { form: QuoteForm; result: ShippingResult }) {
  const kg = `${String(Number(result.chargeableWeight.toFixed(2)))} kg`;
  const total = usd(result.cost.total);
  const { beatsCompetitors, totalCompetitors } = result.competitorStats;
  return {
    title: `Shipping ${kg} from the USA to Kenya: ${total}`,
    description:
      `Air freight for a ${kg} parcel worth ${usd(Number(form.itemValue))}: ${total}, ${result.cost.transit}. ` +
      `Cheaper than ${String(beatsCompetitors)} of ${String(totalCompetitors)} forwarders compared. Work out your own parcel.`,
  };
}

/**
 * usePageMeta for a page with the shipping calculator: when its address holds a quote, the page is named for that
 * quote instead, so that a shared link's preview shows the price.
 */
export function useQuotePageMeta(
  title: string,
  description: string,
  structuredData?: readonly StructuredData[],
): void {
  const shared = useSharedQuote();
  const head = shared?.result
    ? quoteHeadline({ form: shared.form, result: shared.result })
    : { title, description };
  usePageMeta(head.title, head.description, structuredData);
}
