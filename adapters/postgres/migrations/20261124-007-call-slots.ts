import type { Knex } from 'knex';

/**
 * The next free moment for a call to a rate-limited API (Amazon's Creators API), one row per API, so that every
 * server instance paces its calls against the same account limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('call_slots', (t) => {
    t.string('api', 100).primary();
    t.timestamp('next_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('call_slots');
}
