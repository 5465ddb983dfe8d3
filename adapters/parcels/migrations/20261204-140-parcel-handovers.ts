import type { Knex } from 'knex';

/**
 * Proof of handover: who collected each shipment (a box, or a parcel on its own) when it was handed over, the last
 * four digits of their ID number, the PNG they signed on the desk's screen (base64, at most 64 KB as bytes), how it
 * was released and by whom.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('parcel_handovers', (t) => {
    t.text('shipment').primary();
    t.text('collected_by').notNullable();
    t.text('id_last4');
    t.text('signature_png');
    t.boolean('with_code').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.text('by').notNullable();
    t.check(
      "length(collected_by) between 1 and 100 and (id_last4 is null or id_last4 ~ '^[0-9]{4}$') and (signature_png is null or length(signature_png) <= 90000)",
      [],
      'parcel_handovers_check',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('parcel_handovers');
}
