import type { Knex } from 'knex';

/** Why staff took a step, when they said: a parcel released unpaid must say (release on payment). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('parcel_events', (t) => t.text('reason'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('parcel_events', (t) => t.dropColumn('reason'));
}
