import { sendContactMessageEndpoint } from '../../../core/contact/contact.endpoints.js';
import type { ContactMessageFields } from '../../../core/contact/contact-message.schema.js';
import { requestQuoteEndpoint } from '../../../core/quotes/quote.endpoints.js';
import type { QuoteRequestFields } from '../../../core/quotes/quote-request.schema.js';
import { callApi } from '../../site/fetch-json.js';

export const sendContactMessage = (fields: ContactMessageFields) =>
  callApi(sendContactMessageEndpoint, { body: fields });

export const submitQuoteRequest = (fields: QuoteRequestFields) =>
  callApi(requestQuoteEndpoint, { body: fields });
