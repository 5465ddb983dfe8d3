import type { ContactMessageFields } from '../../core/contact/contact-message.schema.js';
import type { QuoteRequestFields } from '../../core/quotes/quote-request.schema.js';
import { apiRequest } from './fetch-json.js';

export const sendContactMessage = (fields: ContactMessageFields) =>
  apiRequest<unknown>('POST', '/api/contact', fields);

export const submitQuoteRequest = (fields: QuoteRequestFields) =>
  apiRequest<unknown>('POST', '/api/quote-requests', fields);
