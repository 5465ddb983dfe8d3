import type { Knex } from 'knex';

/**
 * The per-recipient limit counts only mail a visitor's request caused: a customer's parcel notices used it up
 * and stopped their own password reset.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.boolean('visitor_caused').notNullable().defaultTo(false);
  });
  await knex.raw('drop index mail_outbox_recipient');
  await knex.raw(
    'create index mail_outbox_visitor_recipient on mail_outbox (lower(to_address), created_at) where visitor_caused',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index mail_outbox_visitor_recipient');
  await knex.raw('create index mail_outbox_recipient on mail_outbox (lower(to_address), created_at)');
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('visitor_caused');
  });
}
