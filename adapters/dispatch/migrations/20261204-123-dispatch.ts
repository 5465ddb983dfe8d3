import type { Knex } from 'knex';

/**
 * The dispatch desk's riders, who rides which shipment on which day, and the door deliveries that failed. The
 * reasons are this migration's own list: a later reason is a later migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dispatch_riders', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('phone').notNullable();
    t.boolean('active').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('dispatch_assignments', (t) => {
    // A box's KS… or a lone parcel's KP…: one rider per shipment per day.
    t.text('reference').notNullable();
    // Nairobi's calendar day, YYYY-MM-DD: text, as read back, with no time zone to shift it.
    t.text('day').notNullable();
    t.uuid('rider_id').notNullable().references('id').inTable('dispatch_riders');
    t.timestamp('assigned_at', { useTz: true }).notNullable();
    t.text('assigned_by').notNullable();
    t.primary(['reference', 'day']);
    t.check("day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'", [], 'dispatch_assignments_day_check');
    t.index(['rider_id', 'day']);
  });
  await knex.schema.createTable('dispatch_failures', (t) => {
    t.uuid('id').primary();
    t.bigIncrements('seq', { primaryKey: false });
    t.text('reference').notNullable();
    t.text('day').notNullable();
    t.text('reason').notNullable();
    t.uuid('rider_id').references('id').inTable('dispatch_riders');
    t.timestamp('at', { useTz: true }).notNullable();
    t.text('staff_user_id').notNullable();
    t.check("reason in ('no-one-home', 'wrong-address', 'refused')", [], 'dispatch_failures_reason_check');
    t.index(['reference', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('dispatch_failures');
  await knex.schema.dropTable('dispatch_assignments');
  await knex.schema.dropTable('dispatch_riders');
}
