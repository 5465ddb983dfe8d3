import { requestQuoteEndpoint } from '../../../core/quotes/api/quote.endpoints.js';
import type { QuoteRequestFields } from '../../../core/quotes/quote-request.schema.js';
import { callApi } from '../../site/fetch-json.js';

export const submitQuoteRequest = (fields: QuoteRequestFields) =>
  callApi(requestQuoteEndpoint, { body: fields });
