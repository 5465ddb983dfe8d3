import { sendContactMessageEndpoint } from '../../core/contact/api/contact.endpoints.js';
import { CONTACT_TOKENS } from '../../core/contact/contact.tokens.js';
import type { AppContainer } from '../wiring.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

/** The contact form. */
export function contactRoutes(container: AppContainer, api: EndpointRouter): void {
  const sendContactMessage = container.get(CONTACT_TOKENS.SendContactMessage);
  api.on(sendContactMessageEndpoint, async ({ body }) => {
    const message = await sendContactMessage.execute(body);
    return { message: "Thank you for contacting us. We'll respond within 24 hours.", id: message.id };
  });
}
