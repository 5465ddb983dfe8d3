import type { QuoteRequestRepository } from '../../core/quotes/quotes.ports.js';
import { type Tables, clone, insert } from './in-memory-tables.js';

export function inMemoryQuoteRequests(tables: Tables): QuoteRequestRepository {
  return {
    add: (request) => insert(tables.quoteRequests, request),
    findById: (id) => Promise.resolve(clone(tables.quoteRequests.get(id))),
  };
}
