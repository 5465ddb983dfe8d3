import type { Knex } from 'knex';
import { KNEX_REPOSITORIES, MEMORY_REPOSITORIES } from '../../adapters/areas/all-areas.js';
import { InMemoryStore } from '../../adapters/memory/in-memory-store.js';
import { type BulkLoad, KnexUnitOfWork } from '../../adapters/postgres/knex-unit-of-work.js';

/** Every area's repositories in memory, as the container builds them. */
export const memoryStore = (): InMemoryStore => new InMemoryStore(MEMORY_REPOSITORIES);

/** Every area's repositories over a database, as the container builds them. */
export const knexUnitOfWork = (knex: Knex, bulkLoad?: BulkLoad): KnexUnitOfWork =>
  new KnexUnitOfWork(knex, KNEX_REPOSITORIES, bulkLoad);
