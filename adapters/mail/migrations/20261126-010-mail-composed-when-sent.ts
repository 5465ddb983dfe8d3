import type { Knex } from 'knex';

/** A queued mail may name what to write (its kind and key) instead of holding its words. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.text('compose_kind');
    t.text('compose_key');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('compose_kind');
    t.dropColumn('compose_key');
  });
}
