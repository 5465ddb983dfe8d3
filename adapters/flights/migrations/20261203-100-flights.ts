import type { Knex } from 'knex';

/**
 * Flights (their schedule, what happened, their state), the shipments loaded on each (a box's KS… or a lone
 * parcel's KP…: one flight each, so `reference` is unique) and each change of schedule staff made. The lists are
 * this migration's own: a later state is a later migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('flights', (t) => {
    t.uuid('id').primary();
    t.text('flight_number').notNullable();
    t.text('mawb').notNullable().unique();
    t.text('origin').notNullable();
    t.text('destination').notNullable();
    t.timestamp('etd', { useTz: true }).notNullable();
    t.timestamp('eta', { useTz: true }).notNullable();
    t.timestamp('atd', { useTz: true });
    t.timestamp('ata', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('cleared_at', { useTz: true });
    t.text('state').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at', 'id']);
    t.check("destination in ('NBO', 'JUB')", [], 'flights_destination_check');
    t.check("state in ('planned', 'closed', 'departed', 'arrived', 'cleared')", [], 'flights_state_check');
    t.check('eta > etd', [], 'flights_schedule_check');
  });
  await knex.schema.createTable('flight_shipments', (t) => {
    t.text('reference').primary();
    t.uuid('flight_id').notNullable().references('id').inTable('flights').onDelete('CASCADE');
    t.timestamp('loaded_at', { useTz: true }).notNullable();
    t.bigIncrements('seq', { primaryKey: false });
    t.index(['flight_id', 'seq']);
  });
  await knex.schema.createTable('flight_reschedules', (t) => {
    t.bigIncrements('seq').primary();
    t.uuid('flight_id').notNullable().references('id').inTable('flights').onDelete('CASCADE');
    t.timestamp('at', { useTz: true }).notNullable();
    t.timestamp('previous_etd', { useTz: true }).notNullable();
    t.timestamp('previous_eta', { useTz: true }).notNullable();
    t.timestamp('etd', { useTz: true }).notNullable();
    t.timestamp('eta', { useTz: true }).notNullable();
    t.text('reason');
    t.index(['flight_id', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('flight_reschedules');
  await knex.schema.dropTable('flight_shipments');
  await knex.schema.dropTable('flights');
}
