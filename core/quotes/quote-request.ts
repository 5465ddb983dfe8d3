import type { QuoteRequestFields } from './quote-request.schema.js';

export const QUOTE_STATUSES = ['pending', 'quoted', 'accepted', 'declined', 'closed'] as const;
type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export interface QuoteRequest extends QuoteRequestFields {
  id: string;
  status: QuoteStatus;
  createdAt: Date;
  updatedAt: Date;
}
