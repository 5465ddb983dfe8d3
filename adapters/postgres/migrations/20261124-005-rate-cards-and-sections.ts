import type { Knex } from 'knex';

/** Rate-card files staff import, and the homepage sections staff have put live. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_card_imports', (t) => {
    t.bigIncrements('id');
    t.date('effective_date').notNullable();
    t.timestamp('imported_at', { useTz: true }).notNullable();
    t.text('source').notNullable();
    // As the file was written: the core reads it again with the schema of the day.
    t.jsonb('document').notNullable();
  });
  await knex.schema.createTable('homepage_sections', (t) => {
    t.text('section_id').primary();
    t.timestamp('deployed_at', { useTz: true }).notNullable();
    t.text('deployed_by').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('homepage_sections');
  await knex.schema.dropTable('rate_card_imports');
}
