import type { Knex } from 'knex';

/**
 * The six-digit code of each shipment (a box, or a parcel travelling on its own) that became ready, checked when
 * it is handed over, with the wrong codes given in a row and the lock they set.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('collection_codes', (t) => {
    t.text('shipment').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('code').notNullable();
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.integer('wrong_tries').notNullable().defaultTo(0);
    t.timestamp('locked_until', { useTz: true });
    t.check("code ~ '^[0-9]{6}$' and wrong_tries >= 0", [], 'collection_codes_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('collection_codes');
}
