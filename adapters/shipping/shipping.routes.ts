import { calculateShipping } from '../../core/shipping/calculate-shipping.js';
import {
  calculateShippingEndpoint,
  nextDepartureEndpoint,
} from '../../core/shipping/api/shipping.endpoints.js';
import { nextDepartureResponse } from '../../core/schedule/api/departure-responses.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { RATE_CARD_TOKENS } from '../../core/competitors/rate-card.tokens.js';
import type { AppContainer } from '../wiring.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

export function shippingRoutes(container: AppContainer, api: EndpointRouter): void {
  const rateCards = container.get(RATE_CARD_TOKENS.RateCardBook);
  const clock = container.get(TOKENS.Clock);

  api.on(calculateShippingEndpoint, async ({ body }) => ({
    success: true as const,
    data: calculateShipping(body, (await rateCards.inForce()).set),
  }));
  api.on(nextDepartureEndpoint, () => nextDepartureResponse(clock.now()));
}
