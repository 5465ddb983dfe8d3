import type { RateCardSet } from '../competitors/rate-card.schema.js';
import { type ParcelInput, parcelSchema } from './parcel.schema.js';
import { type ShippingResult, calculateShipping } from './shipping-result.js';

/** Prices a parcel against the rate cards in force; the API and the CLI both call this. */
export class CalculateShippingUseCase {
  constructor(private readonly rateCards: RateCardSet) {}

  /** `input` must already satisfy `parcelSchema`; the edges parse it and report errors themselves. */
  execute(input: ParcelInput): ShippingResult {
    return calculateShipping(parcelSchema.parse(input), this.rateCards);
  }
}
