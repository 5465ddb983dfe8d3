import type { Knex } from 'knex';

/**
 * A featured product keeps its picture at two sizes with their pixels (large and medium, as the Creators API
 * gives them) instead of one address; an address kept before is its large picture at Amazon's 500 px.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('featured_products', (t) => {
    t.jsonb('images')
      .notNullable()
      .defaultTo(JSON.stringify({ large: null, medium: null }));
  });
  await knex.raw(`
    update featured_products
       set images = jsonb_build_object(
         'large', jsonb_build_object('url', image, 'width', 500, 'height', 500), 'medium', null)
     where image is not null`);
  await knex.schema.alterTable('featured_products', (t) => t.dropColumn('image'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('featured_products', (t) => t.text('image'));
  await knex.raw(
    `update featured_products set image = coalesce(images->'large'->>'url', images->'medium'->>'url')`,
  );
  await knex.schema.alterTable('featured_products', (t) => t.dropColumn('images'));
}
