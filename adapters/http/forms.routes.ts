import { Router } from 'express';
import { contactMessageSchema } from '../../core/contact/contact-message.schema.js';
import { quoteRequestSchema } from '../../core/quotes/quote-request.schema.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { parseOrThrow } from './errors.js';
import type { RateLimiting } from './rate-limits.js';

/** The public forms: contact messages and custom quote requests. */
export function formRoutes(container: AppContainer, limiting: RateLimiting): Router {
  const sendContactMessage = container.get(TOKENS.SendContactMessage);
  const submitQuoteRequest = container.get(TOKENS.SubmitQuoteRequest);
  const router = Router();

  router.post(
    '/contact',
    limiting.limit(
      'contact',
      'forms',
      'Too many messages from this address. Please try again in a few minutes, or contact us on WhatsApp.',
    ),
    async (req, res) => {
      const fields = parseOrThrow(contactMessageSchema, req.body);
      const message = await sendContactMessage.execute(fields);
      res
        .status(201)
        .json({ message: "Thank you for contacting us. We'll respond within 24 hours.", id: message.id });
    },
  );

  router.post(
    '/quote-requests',
    limiting.limit(
      'quote-requests',
      'forms',
      'Too many quote requests from this address. Please try again in a few minutes.',
    ),
    async (req, res) => {
      const fields = parseOrThrow(quoteRequestSchema, req.body);
      const request = await submitQuoteRequest.execute(fields);
      res.status(201).json({
        message: "Quote Request Submitted! We'll get back to you with a detailed quote within 24 hours.",
        id: request.id,
        status: request.status,
      });
    },
  );

  return router;
}
