import type { QuoteRequest } from '../../core/quotes/quote-request.js';
import type { QuoteRequestRepository } from '../../core/quotes/quotes.ports.js';
import { type Tables, clone, insert } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    quoteRequests: Map<string, QuoteRequest>;
  }
}

export function inMemoryQuoteRequests(tables: Tables): QuoteRequestRepository {
  return {
    add: (request) => insert(tables.quoteRequests, request),
    findById: (id) => Promise.resolve(clone(tables.quoteRequests.get(id))),
  };
}
