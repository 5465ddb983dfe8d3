import type { Customer } from './customer.js';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** A customer read from a file, with the number of the line it came from. */
export interface LinedCustomer {
  line: number;
  customer: Customer;
}

/** A later line whose account ID appeared earlier in the same file: it is not loaded (the first one wins). */
export type DuplicateListener = (duplicate: LinedCustomer) => void;

export interface CustomerDirectory {
  /** Rows per batch that suit this adapter (statement size limits, round trips). */
  readonly batchSize: number;
  /**
   * Inserts new account IDs, updates changed rows, leaves identical rows untouched. Account IDs are distinct.
   */
  upsertMany(customers: readonly Customer[]): Promise<UpsertCounts>;
  /**
   * The same for a whole file, as batches of customers in line order. Duplicate account IDs within the file are
   * the directory's to find (the first line wins; each later one goes to `onDuplicate`), so that the caller holds
   * nothing that grows with the file. `openBatches` may be called more than once: an adapter with a fast path that
   * cannot take duplicates may read the file again by a slower one.
   */
  upsertAll(
    openBatches: () => AsyncIterable<readonly LinedCustomer[]>,
    onDuplicate: DuplicateListener,
  ): Promise<UpsertCounts>;
  count(): Promise<number>;
  /** Removes every customer; answers how many there were. */
  clear(): Promise<number>;
  /** Customers whose names match case-insensitively (names are stored trimmed, single-spaced). */
  findByName(firstName: string, lastName: string): Promise<Customer[]>;
  /** Up to `limit` customers ordered by account ID, after `afterAccountId`: pages for an export of any size. */
  page(afterAccountId: string | null, limit: number): Promise<Customer[]>;
}

declare module '../unit-of-work.ports.js' {
  interface TransactionalPorts {
    customers: CustomerDirectory;
  }
}
