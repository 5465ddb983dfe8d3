import { CURRENT_RATE_CARDS } from '../../../core/competitors/rate-cards.js';
import { type ParcelInput, parcelSchema } from '../../../core/pricing/parcel.schema.js';
import { calculateShipping } from '../../../core/shipping/calculate-shipping.js';
import type { ShippingResult } from '../../../core/shipping/shipping-result.schema.js';

/** The server's quote computed in the browser, with the same core rules, marked `fallback`. */
export const localQuote = (parcel: ParcelInput): ShippingResult =>
  calculateShipping(parcelSchema.parse(parcel), CURRENT_RATE_CARDS, { fallback: true });
