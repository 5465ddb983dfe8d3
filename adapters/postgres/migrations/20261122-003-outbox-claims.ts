import type { Knex } from 'knex';

/**
 * Each claim of the outbox gets an id, so that only the worker still holding a mail records its outcome; and
 * mail to one address can be counted quickly, for the per-recipient limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.uuid('claim_id');
  });
  await knex.raw('create index mail_outbox_recipient on mail_outbox (lower(to_address), created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index mail_outbox_recipient');
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('claim_id');
  });
}
