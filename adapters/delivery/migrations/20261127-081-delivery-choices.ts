import type { Knex } from 'knex';

/**
 * Each account's delivery choices, every one kept (a parcel that left keeps the choice in force then): the method,
 * and a door's address or a point's id. `seq` orders two choices made at one instant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('delivery_choices', (t) => {
    t.bigIncrements('seq').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('method').notNullable();
    t.text('point');
    t.text('county');
    t.text('town');
    t.text('street');
    t.text('landmark');
    t.text('phone');
    t.timestamp('chosen_at', { useTz: true }).notNullable();
    t.index(['user_id', 'chosen_at', 'seq']);
    t.check(
      "(method = 'pickup' and point is not null) or (method = 'door' and county is not null and town is not null and street is not null and phone is not null)",
      [],
      'delivery_choices_whole_check',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('delivery_choices');
}
