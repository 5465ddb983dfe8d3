import type { Knex } from 'knex';

/**
 * A paybill confirmation asks whether an STK push of ours was told of its receipt (ConfirmPaybillPayment). Not
 * unique: a callback naming a receipt another request holds must be answered, not fail on the index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX mpesa_payments_receipt_number ON mpesa_payments (receipt_number) WHERE receipt_number IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX mpesa_payments_receipt_number');
}
