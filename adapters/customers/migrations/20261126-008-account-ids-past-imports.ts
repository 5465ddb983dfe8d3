import type { Knex } from 'knex';

/**
 * Registered and imported customers now share one allocator of account IDs: a directory imported before this
 * had not moved it, so it moves past every imported ID once here.
 */
export async function up(knex: Knex): Promise<void> {
  // moveAccountIdsPast (adapters/postgres/account-ids.ts) as it was then: a migration keeps its own statements.
  await knex.raw(`
    select setval('account_id_seq', highest::bigint)
    from (select max(substr(account_id, 3)::numeric) as highest from customer_addresses) as imported,
      account_id_seq as s
    where highest >= case when s.is_called then s.last_value + 1 else s.last_value end`);
}

/** A sequence is never moved back: numbers handed out stay handed out. */
export async function down(): Promise<void> {}
