import type { Knex } from 'knex';
import { z } from 'zod';
import { QUOTE_STATUSES, type QuoteRequest } from '../../core/quotes/quote-request.js';
import { type QuoteRequestRepository } from '../../core/quotes/quotes.ports.js';

const rowSchema = z
  .object({
    id: z.string(),
    customer_name: z.string(),
    customer_email: z.string(),
    customer_phone: z.string(),
    item_url: z.string(),
    item_description: z.string(),
    quantity: z.number().int(),
    special_requirements: z.string().nullable(),
    status: z.enum(QUOTE_STATUSES),
    created_at: z.date(),
    updated_at: z.date(),
  })
  .transform((r): QuoteRequest => ({
    id: r.id,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    itemUrl: r.item_url,
    itemDescription: r.item_description,
    quantity: r.quantity,
    ...(r.special_requirements !== null && { specialRequirements: r.special_requirements }),
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));

export class KnexQuoteRequests implements QuoteRequestRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(q: QuoteRequest): Promise<void> {
    await this.db('quote_requests').insert({
      id: q.id,
      customer_name: q.customerName,
      customer_email: q.customerEmail,
      customer_phone: q.customerPhone,
      item_url: q.itemUrl,
      item_description: q.itemDescription,
      quantity: q.quantity,
      special_requirements: q.specialRequirements ?? null,
      status: q.status,
      created_at: q.createdAt,
      updated_at: q.updatedAt,
    });
  }

  async findById(id: string): Promise<QuoteRequest | undefined> {
    const row: unknown = await this.db('quote_requests').where({ id }).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }
}
