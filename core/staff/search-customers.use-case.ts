import { customerQueryOf } from './search-query.js';
import type { CustomerHit, CustomerSearch } from './staff.ports.js';
import { SEARCH_PAGE_SIZE, type CustomerSearchQuery } from './staff.schema.js';

export interface CustomerResults {
  customers: CustomerHit[];
  /** The cursor of the page after this one, null on the last. */
  nextCursor: string | null;
}

/** Staff's search of every site account and imported customer, a page at a time. */
export class SearchCustomersUseCase {
  constructor(private readonly search: CustomerSearch) {}

  async execute({ q, cursor }: CustomerSearchQuery): Promise<CustomerResults> {
    // One more than a page tells whether another follows.
    const found = await this.search.search(customerQueryOf(q), cursor ?? null, SEARCH_PAGE_SIZE + 1);
    const customers = found.slice(0, SEARCH_PAGE_SIZE);
    return {
      customers,
      nextCursor: found.length > SEARCH_PAGE_SIZE ? (customers.at(-1)?.accountId ?? null) : null,
    };
  }
}
