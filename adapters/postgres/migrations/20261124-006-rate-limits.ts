import type { Knex } from 'knex';

/**
 * Rate-limit counters shared by every server instance, in the form rate-limiter-flexible's PostgreSQL store
 * reads and writes: one row per limiter and client key, with the window's end in epoch milliseconds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
