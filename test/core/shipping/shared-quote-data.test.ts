import { describe, expect, it } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../../core/competitors/rate-cards.js';
import { calculateShipping } from '../../../core/shipping/calculate-shipping.js';
import { parcelSchema } from '../../../core/pricing/parcel.schema.js';
import { sharedQuoteKey } from '../../../core/shipping/quote-form.js';
import { sharedQuoteData } from '../../../core/shipping/shared-quote-data.js';

describe('the quote a page is rendered with', () => {
  it('is the API answer for the parcel its address describes, keyed by the normalised query', () => {
    const data = sharedQuoteData(
      new URLSearchParams('v=100&w=3&unit=metric&utm_source=x'),
      CURRENT_RATE_CARDS,
    );
    const expected = calculateShipping(
      parcelSchema.parse({ weight: 3, itemValue: 100, unit: 'metric', insurance: false }),
      CURRENT_RATE_CARDS,
    );
    expect(data).toEqual({ [sharedQuoteKey('w=3&v=100&unit=metric')]: expected });
    expect(expected.cost.total).toBe(45);
  });

  it('is none for an incomplete or impossible parcel', () => {
    expect(sharedQuoteData(new URLSearchParams('w=3&unit=metric'), CURRENT_RATE_CARDS)).toEqual({});
    expect(sharedQuoteData(new URLSearchParams('w=0&v=100'), CURRENT_RATE_CARDS)).toEqual({});
    expect(sharedQuoteData(new URLSearchParams('w=99999&v=100'), CURRENT_RATE_CARDS)).toEqual({});
  });
});
