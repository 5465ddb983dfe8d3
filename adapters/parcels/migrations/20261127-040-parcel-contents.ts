import type { Knex } from 'knex';

/**
 * What owners declare is in their parcels (one row per parcel, its lines beside it) and the insurance bought.
 * Categories are checked as rows are read (they are dated data, which may gain one without a migration).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('parcel_contents', (t) => {
    t.text('parcel_number').primary().references('number').inTable('parcels').onDelete('CASCADE');
    t.timestamp('declared_at', { useTz: true }).notNullable();
    t.bigInteger('insurance_cents');
    t.check('insurance_cents is null or insurance_cents >= 0', [], 'parcel_contents_insurance_check');
  });
  await knex.schema.createTable('parcel_content_items', (t) => {
    t.text('parcel_number')
      .notNullable()
      .references('parcel_number')
      .inTable('parcel_contents')
      .onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('description').notNullable();
    t.text('category').notNullable();
    t.integer('quantity').notNullable();
    t.bigInteger('unit_value_cents').notNullable();
    t.primary(['parcel_number', 'position']);
    t.check('quantity > 0 and unit_value_cents > 0', [], 'parcel_content_items_positive_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('parcel_content_items');
  await knex.schema.dropTable('parcel_contents');
}
