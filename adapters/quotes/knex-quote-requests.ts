import type { Knex } from 'knex';
import { z } from 'zod';
import { QUOTE_STATUSES, type QuoteRequest } from '../../core/quotes/quote-request.js';
import { type QuoteRequestRepository } from '../../core/quotes/quotes.ports.js';
import { optional, rowCodec } from '../postgres/row-codec.js';

/** quote_requests' columns, once: what add inserts and every read parses (no special requirements: null). */
const quoteRow = rowCodec({
  id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  item_url: z.string(),
  item_description: z.string(),
  quantity: z.number().int(),
  special_requirements: optional(z.string()),
  status: z.enum(QUOTE_STATUSES),
  created_at: z.date(),
  updated_at: z.date(),
});
const toQuote: (row: unknown) => QuoteRequest = quoteRow.fromRow;

export class KnexQuoteRequests implements QuoteRequestRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(q: QuoteRequest): Promise<void> {
    await this.db('quote_requests').insert(quoteRow.toRow(q));
  }

  async findById(id: string): Promise<QuoteRequest | undefined> {
    const row: unknown = await this.db('quote_requests').where({ id }).first();
    return row === undefined ? undefined : toQuote(row);
  }
}
