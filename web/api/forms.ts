import { type ContactMessageFields, contactAnswerSchema } from '../../core/contact/contact-message.schema.js';
import { type QuoteRequestFields, quoteRequestAnswerSchema } from '../../core/quotes/quote-request.schema.js';
import { apiRequest } from './fetch-json.js';

export const sendContactMessage = (fields: ContactMessageFields) =>
  apiRequest(contactAnswerSchema, 'POST', '/api/contact', fields);

export const submitQuoteRequest = (fields: QuoteRequestFields) =>
  apiRequest(quoteRequestAnswerSchema, 'POST', '/api/quote-requests', fields);
