import type { Knex } from 'knex';

/** As the list stood when this migration was written (frozen: a later change to the list is a new migration). */
const PARCEL_STATUSES = ['received', 'departed', 'arrived', 'ready', 'delivered'];

/** Pre-alerts, parcels received at the warehouse and each parcel's dated steps. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence parcel_number_seq start with 1000001');
  await knex.schema.createTable('pre_alerts', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('carrier').notNullable();
    t.text('tracking_number').notNullable();
    t.text('description').notNullable();
    t.bigInteger('value_cents').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.text('parcel_number');
    t.unique(['user_id', 'tracking_number']);
    t.index(['tracking_number']);
  });
  await knex.schema.createTable('parcels', (t) => {
    t.text('number').primary();
    t.text('account_id').notNullable();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('tracking_number').notNullable().unique();
    t.text('carrier').notNullable();
    t.text('description');
    t.bigInteger('value_cents');
    t.text('destination').notNullable();
    t.decimal('actual_kg', 10, 2).notNullable();
    t.decimal('volumetric_kg', 10, 2).notNullable();
    t.decimal('chargeable_kg', 10, 2).notNullable();
    t.decimal('length_cm', 7, 2).notNullable();
    t.decimal('width_cm', 7, 2).notNullable();
    t.decimal('height_cm', 7, 2).notNullable();
    t.bigInteger('freight_cents').notNullable();
    t.bigInteger('saving_cents').notNullable();
    t.bigInteger('charge_cents').notNullable();
    t.text('status').notNullable();
    t.check(`status in (${PARCEL_STATUSES.map((s) => `'${s}'`).join(', ')})`, [], 'parcels_status_check');
    t.index(['user_id']);
  });
  await knex.schema.createTable('parcel_events', (t) => {
    t.text('parcel_number').notNullable().references('number').inTable('parcels').onDelete('CASCADE');
    t.text('status').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.primary(['parcel_number', 'status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('parcel_events');
  await knex.schema.dropTable('parcels');
  await knex.schema.dropTable('pre_alerts');
  await knex.raw('drop sequence parcel_number_seq');
}
