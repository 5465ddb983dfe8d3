import type { Knex } from 'knex';

/**
 * The storage job's own records: how far each parcel has been charged (so a run reads only what is new, and a
 * second run of a day finds nothing to do), and the days the server's daily run claimed (once for all instances).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('storage_charged_through', (t) => {
    t.text('parcel_number').primary().references('number').inTable('parcels').onDelete('CASCADE');
    t.date('through').notNullable();
  });
  await knex.schema.createTable('storage_runs', (t) => {
    t.date('day').primary();
    t.timestamp('ran_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('storage_runs');
  await knex.schema.dropTable('storage_charged_through');
}
