import type { Knex } from 'knex';

/** The customer's KRA PIN (Kenya Revenue Authority), optional: the clearing agent's manifest names it where given. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.text('kra_pin'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('kra_pin'));
}
