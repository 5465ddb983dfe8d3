import type { Knex } from 'knex';

/** The first tables (users, customer_addresses, quote_requests) and the ones the server needs. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence account_id_seq start with 100001');
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('phone_number').notNullable();
    t.text('destination').notNullable().defaultTo('kenya');
    t.boolean('is_email_verified').notNullable().defaultTo(false);
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.text('account_id').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`destination in ('kenya', 'south-sudan')`, [], 'users_destination_check');
    t.check(`account_id ~ '^KX[0-9]+$'`, [], 'users_account_id_check');
  });
  // One account per address, whatever its case.
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');

  await knex.schema.createTable('customer_addresses', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('account_id').notNullable().unique();
    t.text('phone_number');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`account_id ~ '^KX[0-9]+$'`, [], 'customer_addresses_account_id_check');
  });

  await knex.schema.createTable('quote_requests', (t) => {
    t.uuid('id').primary();
    t.text('customer_name').notNullable();
    t.text('customer_email').notNullable();
    t.text('customer_phone').notNullable();
    t.text('item_url').notNullable();
    t.text('item_description').notNullable();
    t.integer('quantity').notNullable().defaultTo(1);
    t.text('special_requirements');
    t.text('status').notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('quantity >= 1', [], 'quote_requests_quantity_check');
    t.check(
      `status in ('pending', 'quoted', 'accepted', 'declined', 'closed')`,
      [],
      'quote_requests_status_check',
    );
    t.index(['status', 'created_at']);
  });

  await knex.schema.createTable('contact_messages', (t) => {
    t.uuid('id').primary();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('subject').notNullable();
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(
      `subject in ('general', 'shipping', 'tracking', 'pricing', 'account', 'complaint', 'other')`,
      [],
      'contact_messages_subject_check',
    );
    t.index(['created_at']);
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('to_address').notNullable();
    t.text('reply_to');
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('last_error');
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The worker's query: unsent mail that is due, oldest first.
  await knex.raw('create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null');

  // Verification and password-reset tokens: only a SHA-256 of each token is stored; each is used once.
  await knex.schema.createTable('email_tokens', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`purpose in ('verify-email', 'reset-password')`, [], 'email_tokens_purpose_check');
    t.index(['user_id', 'purpose']);
  });

  // Server-side sessions, in the shape connect-session-knex reads and writes.
  await knex.schema.createTable('sessions', (t) => {
    t.text('sid').primary();
    t.json('sess').notNullable();
    t.timestamp('expired', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'sessions',
    'email_tokens',
    'mail_outbox',
    'contact_messages',
    'quote_requests',
    'customer_addresses',
    'users',
  ]) {
    await knex.schema.dropTable(table);
  }
  await knex.raw('drop sequence account_id_seq');
}
