import type { Customer } from './customer.js';
import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';

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

/**
 * Why a line is not loaded: its account ID appeared on an earlier line of the same file (the first one wins), or
 * a registration on this site holds it (an account, or a registration not verified yet).
 */
export type RefusedBecause = 'duplicate' | 'site-account';
export type RefusalListener = (refused: LinedCustomer, because: RefusedBecause) => void;

export interface CustomerDirectory {
  /** Rows per batch that suit this adapter (statement size limits, round trips). */
  readonly batchSize: number;
  /**
   * A whole file, as batches of customers in line order: inserts new account IDs, updates changed rows, leaves
   * identical rows untouched. Duplicate account IDs within the file are the directory's to find (the first line
   * wins; each later one goes to `onRefused`), so that the caller holds nothing that grows with the file; so is an
   * ID that a registered account holds. Registered and imported customers share one allocator of account IDs
   * (`UserRepository.nextAccountId`): the file's IDs move it past them. `openBatches` may be called more than
   * once: an adapter with a fast path that cannot take duplicates may read the file again by a slower one.
   */
  upsertAll(
    openBatches: () => AsyncIterable<readonly LinedCustomer[]>,
    onRefused: RefusalListener,
  ): Promise<UpsertCounts>;
  count(): Promise<number>;
  /** Removes every customer; returns how many there were. */
  clear(): Promise<number>;
  /** Customers whose names match case-insensitively (names are stored trimmed, single-spaced). */
  findByName(firstName: string, lastName: string): Promise<Customer[]>;
  /** Up to `limit` customers ordered by account ID, after `afterAccountId`: pages for an export of any size. */
  page(afterAccountId: string | null, limit: number): Promise<Customer[]>;
}

/** The customers area's part of a unit of work. */
export type CustomersPorts = Pick<TransactionalPorts, 'customers'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    customers: CustomerDirectory;
  }
}
