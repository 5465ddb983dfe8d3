import type { Knex } from 'knex';
import { moveAccountIdsPast } from '../../postgres/account-ids.js';

/**
 * Registered and imported customers now share one allocator of account IDs: a directory imported before this
 * had not moved it, so it moves past every imported ID once here.
 */
export async function up(knex: Knex): Promise<void> {
  await moveAccountIdsPast(knex, 'customer_addresses');
}

/** A sequence is never moved back: numbers handed out stay handed out. */
export async function down(): Promise<void> {}
