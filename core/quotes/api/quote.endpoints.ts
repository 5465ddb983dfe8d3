import { FORMS_TAG } from '../../contact/api/contact.endpoints.js';
import { endpoint } from '../../shared/endpoint.js';
import { houseRefusals } from '../../shared/refusals.js';
import { quoteRequestResponseSchema, quoteRequestSchema } from '../quote-request.schema.js';

export const requestQuoteEndpoint = endpoint({
  operationId: 'requestQuote',
  method: 'POST',
  path: '/api/quote-requests',
  tag: FORMS_TAG,
  summary: 'Ask for a Buy for Me quote',
  who: 'anyone',
  body: { type: 'json', schema: quoteRequestSchema },
  ok: {
    status: 201,
    meaning: 'Stored as pending; support and the customer are mailed.',
    schema: quoteRequestResponseSchema,
  },
  refuses: houseRefusals('UNAVAILABLE'),
  rateLimit: {
    counter: 'quote-requests',
    rule: 'forms',
    message: 'Too many quote requests from this address. Please try again in a few minutes.',
  },
});
