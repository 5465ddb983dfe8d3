import { sendContactMessageEndpoint } from '../../core/contact/contact.endpoints.js';
import { requestQuoteEndpoint } from '../../core/quotes/quote.endpoints.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import type { EndpointRouter } from './endpoint-router.js';

/** The public forms: contact messages and custom quote requests. */
export function formRoutes(container: AppContainer, api: EndpointRouter): void {
  const sendContactMessage = container.get(TOKENS.SendContactMessage);
  const submitQuoteRequest = container.get(TOKENS.SubmitQuoteRequest);

  api.on(sendContactMessageEndpoint, async ({ body }) => {
    const message = await sendContactMessage.execute(body);
    return { message: "Thank you for contacting us. We'll respond within 24 hours.", id: message.id };
  });

  api.on(requestQuoteEndpoint, async ({ body }) => {
    const request = await submitQuoteRequest.execute(body);
    return {
      message: "Quote Request Submitted! We'll get back to you with a detailed quote within 24 hours.",
      id: request.id,
      status: request.status,
    };
  });
}
