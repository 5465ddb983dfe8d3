import type { QuoteRequest } from './quote-request.js';
import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';

export interface QuoteRequestRepository {
  add(request: QuoteRequest): Promise<void>;
  findById(id: string): Promise<QuoteRequest | undefined>;
}

/** The quotes area's part of a unit of work. */
export type QuotesPorts = Pick<TransactionalPorts, 'quoteRequests'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    quoteRequests: QuoteRequestRepository;
  }
}
