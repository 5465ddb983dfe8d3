import type { Knex } from 'knex';

/** The calls each rate-limited API has had today (UTC), so that every instance keeps within one daily quota. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('call_budgets', (t) => {
    t.string('api', 100).notNullable();
    t.date('day').notNullable();
    t.integer('used').notNullable();
    t.primary(['api', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('call_budgets');
}
