import type { Knex } from 'knex';

/** The shop's featured products, and a record of each refresh from the catalog. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('featured_products', (t) => {
    t.string('asin', 10).primary();
    t.text('title').notNullable();
    t.integer('price_cents');
    t.text('image');
    t.text('description').notNullable().defaultTo('');
    // The slugs as of this migration; a later migration changes them if the shop's categories change.
    t.enu('category', ['electronics', 'fashion', 'home', 'beauty', 'health', 'books']).notNullable();
    t.boolean('in_stock').notNullable();
    t.timestamp('added_at', { useTz: true }).notNullable();
    t.timestamp('refreshed_at', { useTz: true }).notNullable();
    t.index(['added_at'], 'featured_products_added_at');
    t.index(['category', 'added_at'], 'featured_products_category');
  });
  await knex.schema.createTable('product_refreshes', (t) => {
    t.bigIncrements('id');
    t.text('catalog').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true }).notNullable();
    for (const count of ['total', 'refreshed', 'unavailable', 'failed', 'calls'])
      t.integer(count).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('product_refreshes');
  await knex.schema.dropTable('featured_products');
}
