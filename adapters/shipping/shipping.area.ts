import { RATE_CARD_TOKENS } from '../../core/competitors/rate-card.tokens.js';
import { departureResponseCache } from '../../core/schedule/api/departure-responses.js';
import { sharedQuoteData } from '../../core/shipping/shared-quote-data.js';
import { nextDepartureEndpoint } from '../../core/shipping/api/shipping.endpoints.js';
import { PAGES } from '../../core/shipping/api/shipping.pages.js';
import { shippingRoutes } from './shipping.routes.js';
import { areaModule } from '../area-module.js';

/** The calculators' prices and the departure schedule: pure rules, nothing stored. */
export const shippingArea = areaModule({
  name: 'shipping',
  pages: PAGES,
  routes: shippingRoutes,
  // The next departure, the rate cards in force and the quote a calculator page's address holds.
  pageData(container) {
    const rateCards = container.get(RATE_CARD_TOKENS.RateCardBook);
    const departureAt = departureResponseCache();
    return async (now) => {
      const departure = departureAt(now);
      const cards = await rateCards.inForce();
      return {
        parts: [departure, cards],
        dataFor: (location) => ({
          [nextDepartureEndpoint.path]: departure,
          ...sharedQuoteData(new URL(location, 'http://page').searchParams, cards.set),
        }),
      };
    };
  },
});
