import { requestQuoteEndpoint } from '../../core/quotes/api/quote.endpoints.js';
import { QUOTE_TOKENS } from '../../core/quotes/quote.tokens.js';
import type { AppContainer } from '../wiring.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

/** The custom quote requests (Buy for Me). */
export function quoteRoutes(container: AppContainer, api: EndpointRouter): void {
  const submitQuoteRequest = container.get(QUOTE_TOKENS.SubmitQuoteRequest);
  api.on(requestQuoteEndpoint, async ({ body }) => {
    const request = await submitQuoteRequest.execute(body);
    return {
      message: "Quote Request Submitted! We'll get back to you with a detailed quote within 24 hours.",
      id: request.id,
      status: request.status,
    };
  });
}
