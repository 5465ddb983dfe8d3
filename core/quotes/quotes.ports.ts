import type { QuoteRequest } from './quote-request.js';

export interface QuoteRequestRepository {
  add(request: QuoteRequest): Promise<void>;
  findById(id: string): Promise<QuoteRequest | undefined>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    quoteRequests: QuoteRequestRepository;
  }
}
