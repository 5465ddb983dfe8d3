import type { Knex } from 'knex';

/**
 * What flies is a shipment: a customer's request that parcels travel together (held at the warehouse until staff
 * pack them), and the box they were packed into, charged once. A parcel is held by at most one open request
 * (`parcels.ship_request_id`) and packed into at most one shipment (`parcels.shipment_number`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence shipment_number_seq start with 2000001');
  await knex.schema.createTable('shipments', (t) => {
    t.text('number').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('account_id').notNullable();
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
    t.bigInteger('separate_cents').notNullable();
    t.text('packed_by').notNullable();
    t.timestamp('packed_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('ship_requests', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('account_id').notNullable();
    t.text('status').notNullable();
    t.check(`status in ('requested', 'withdrawn', 'packed')`, [], 'ship_requests_status_check');
    t.specificType('parcels', 'text[]').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('closed_at', { useTz: true });
    t.text('shipment_number').references('number').inTable('shipments');
    t.index(['user_id']);
    t.index(['status', 'created_at']);
  });
  await knex.schema.alterTable('parcels', (t) => {
    t.uuid('ship_request_id').references('id').inTable('ship_requests');
    t.text('shipment_number').references('number').inTable('shipments');
    t.index(['shipment_number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('parcels', (t) => {
    t.dropColumn('shipment_number');
    t.dropColumn('ship_request_id');
  });
  await knex.schema.dropTable('ship_requests');
  await knex.schema.dropTable('shipments');
  await knex.raw('drop sequence shipment_number_seq');
}
