import type { Knex } from 'knex';

/** As the list stood when this migration was written (frozen: a later change to the list is a new migration). */
const MPESA_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'];

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * M-Pesa's two ways in. `mpesa_payments`: each STK push we sent, found by Daraja's CheckoutRequestID (unique), and
 * `next_query_at`, when a pending one is next asked about with the status query (a partial index keeps that search
 * to the pending ones). `mpesa_unmatched_payments`: money that came in for no account we could credit, by its
 * M-Pesa TransID, kept until staff assign it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mpesa_payments', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users');
    t.text('account_id').notNullable();
    t.text('phone').notNullable();
    t.integer('amount_kes').notNullable();
    t.check('amount_kes > 0', [], 'mpesa_payments_amount_check');
    t.bigInteger('amount_cents').notNullable();
    t.decimal('kes_per_usd', 12, 4).notNullable();
    t.date('rate_date').notNullable();
    t.text('merchant_request_id').notNullable();
    t.text('checkout_request_id').notNullable().unique();
    t.text('status').notNullable();
    t.check(`status in (${listed(MPESA_PAYMENT_STATUSES)})`, [], 'mpesa_payments_status_check');
    t.integer('result_code');
    t.text('result_desc');
    t.text('receipt_number');
    t.uuid('entry_id').references('id').inTable('ledger_entries');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('settled_at', { useTz: true });
    t.timestamp('next_query_at', { useTz: true }).notNullable();
  });
  await knex.raw(
    `create index mpesa_payments_due on mpesa_payments (next_query_at) where status = 'pending'`,
  );
  await knex.schema.createTable('mpesa_unmatched_payments', (t) => {
    t.text('trans_id').primary();
    t.decimal('amount_kes', 14, 2).notNullable();
    t.text('bill_ref_number').notNullable();
    t.text('msisdn').notNullable();
    t.text('payer_name').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.text('assigned_to');
    t.timestamp('assigned_at', { useTz: true });
  });
  await knex.raw(
    `create index mpesa_unmatched_waiting on mpesa_unmatched_payments (received_at) where assigned_to is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mpesa_unmatched_payments');
  await knex.schema.dropTable('mpesa_payments');
}
