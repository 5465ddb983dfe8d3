import type { Knex } from 'knex';

/** Why staff blocked an account's sign-in, while they do (null: it may sign in). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.text('blocked_reason'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('blocked_reason'));
}
