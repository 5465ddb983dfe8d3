import type { Knex } from 'knex';
import type { Customer } from '../../core/customers/customer.js';
import type { CustomerDirectory, UpsertCounts } from '../../core/customers/customers.ports.js';
import { KNEX_REPOSITORIES, MEMORY_REPOSITORIES } from '../../adapters/all-areas.js';
import { InMemoryStore } from '../../adapters/memory/in-memory-store.js';
import { type BulkLoad, KnexUnitOfWork } from '../../adapters/postgres/knex-unit-of-work.js';

/** Every area's repositories in memory, as the container builds them. */
export const memoryStore = (): InMemoryStore => new InMemoryStore(MEMORY_REPOSITORIES);

/** Every area's repositories over a database, as the container builds them. */
export const knexUnitOfWork = (knex: Knex, bulkLoad?: BulkLoad): KnexUnitOfWork =>
  new KnexUnitOfWork(knex, KNEX_REPOSITORIES, bulkLoad);

/** Loads customers as one file of these lines would (numbered from 1); a refused line fails the test. */
export function loadCustomers(
  customers: CustomerDirectory,
  rows: readonly Customer[],
): Promise<UpsertCounts> {
  async function* oneBatch() {
    yield await Promise.resolve(rows.map((customer, i) => ({ line: i + 1, customer })));
  }
  return customers.upsertAll(oneBatch, (refused, because) => {
    throw new Error(`line ${String(refused.line)} refused: ${because}`);
  });
}
