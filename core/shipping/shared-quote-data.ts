import type { RateCardSet } from '../competitors/rate-card.schema.js';
import { parcelSchema } from '../pricing/parcel.schema.js';
import { calculateShipping } from './calculate-shipping.js';
import { formFromQuery, parcelFromForm, quoteQuery, sharedQuoteKey } from './quote-form.js';
import type { ShippingResult } from './shipping-result.schema.js';

/**
 * The quote a page's address asks for, keyed as the page's data carries it: empty when the address holds no
 * complete, valid parcel (the page then shows the form as the address filled it, and its message). The server
 * works it out; it lives apart from the form, which every calculator page loads, because it takes the pricing
 * rules that the browser fetches only as a fallback.
 */
export function sharedQuoteData(
  search: string | URLSearchParams,
  rateCards: RateCardSet,
): Record<string, ShippingResult> {
  const form = formFromQuery(search);
  if (!form) return {};
  const parcel = parcelSchema.safeParse(parcelFromForm(form));
  if (!parcel.success) return {};
  return { [sharedQuoteKey(quoteQuery(form))]: calculateShipping(parcel.data, rateCards) };
}
