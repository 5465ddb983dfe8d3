import type { Knex } from 'knex';

/**
 * A paybill confirmation asks whether the account has a push paid without its receipt for the same shillings
 * (ConfirmPaybillPayment): few rows are ever in that state, so the index holds only those.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX mpesa_payments_awaiting_receipt ON mpesa_payments (user_id, amount_kes) WHERE status = 'paid' AND receipt_number IS NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX mpesa_payments_awaiting_receipt');
}
