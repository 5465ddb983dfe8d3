import type { Knex } from 'knex';

/** As the list stood when this migration was written (frozen: a later change to the list is a new migration). */
const ENTRY_KINDS = ['charge', 'payment', 'credit', 'reversal'];
/** As the list stood when this migration was written (frozen: a later change to the list is a new migration). */
const PAYMENT_METHODS = ['mpesa', 'card', 'bank', 'paypal', 'cash'];

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Each account's ledger: immutable entries in US cents. `effect_cents` is how the entry moved the balance (what
 * the account owes), so a balance is one sum; the unique source key and the unique reversed entry make a
 * replayed source, or a second reversal, post nothing. A trigger refuses any change to a posted entry.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ledger_entries', (t) => {
    t.uuid('id').primary();
    t.bigIncrements('seq', { primaryKey: false }).unique();
    t.uuid('user_id').notNullable().references('id').inTable('users');
    t.text('kind').notNullable();
    t.check(`kind in (${listed(ENTRY_KINDS)})`, [], 'ledger_entries_kind_check');
    t.bigInteger('amount_cents').notNullable();
    t.check('amount_cents > 0', [], 'ledger_entries_amount_check');
    t.bigInteger('effect_cents').notNullable();
    t.text('source_key').notNullable().unique();
    t.text('description').notNullable();
    t.text('method');
    t.check(`method is null or method in (${listed(PAYMENT_METHODS)})`, [], 'ledger_entries_method_check');
    t.text('reference');
    t.text('parcel_number');
    t.uuid('reverses').unique().references('id').inTable('ledger_entries');
    t.text('reason');
    t.text('posted_by');
    t.decimal('kes', 14, 2);
    t.decimal('kes_per_usd', 12, 4);
    t.date('rate_date');
    t.timestamp('posted_at', { useTz: true }).notNullable();
    t.index(['user_id', 'seq']);
    t.index(['posted_at']);
  });
  await knex.raw(`
    create function ledger_entries_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'a ledger entry is never changed: post a reversal instead';
    end $$`);
  await knex.raw(`
    create trigger ledger_entries_immutable before update or delete on ledger_entries
    for each row execute function ledger_entries_immutable()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ledger_entries');
  await knex.raw('drop function ledger_entries_immutable()');
}
