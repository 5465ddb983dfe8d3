import type { Knex } from 'knex';

/** The language of an owner's notices: English until they choose Kiswahili (the list as of this migration). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.text('language').notNullable().defaultTo('en'));
  await knex.raw("alter table users add constraint users_language_check check (language in ('en', 'sw'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('language'));
}
