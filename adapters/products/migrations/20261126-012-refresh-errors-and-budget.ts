import type { Knex } from 'knex';

/** A refresh records the catalog's error that stopped it, and the products it left for a later day's budget. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('product_refreshes', (t) => {
    t.text('error_code');
    t.text('error_message');
    t.integer('left_for_later').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('product_refreshes', (t) => {
    t.dropColumn('error_code');
    t.dropColumn('error_message');
    t.dropColumn('left_for_later');
  });
}
