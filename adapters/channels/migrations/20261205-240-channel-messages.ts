import type { Knex } from 'knex';

/**
 * The SMS and WhatsApp messages with their states, and the messages customers send the platform's numbers. The
 * channels, languages and states are this migration's own lists: a later one is a later migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_messages', (t) => {
    t.uuid('id').primary();
    // Newest first for an account, in the order queued when two share an instant.
    t.bigIncrements('seq', { primaryKey: false });
    t.text('account_id');
    t.text('channel').notNullable();
    t.text('to_phone').notNullable();
    t.text('kind').notNullable();
    t.text('language').notNullable();
    // An SMS (or free WhatsApp text) has a body; a WhatsApp template its name and parameters.
    t.text('body');
    t.text('template_name');
    t.jsonb('template_parameters');
    t.text('state').notNullable();
    t.text('provider_message_id');
    t.text('provider_status');
    t.text('provider_cost');
    t.text('failure_reason');
    t.integer('attempts').notNullable().defaultTo(0);
    // When a queued message may be taken next: at once, after a hold by a sender, or after a backoff.
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.timestamp('queued_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.check("channel in ('sms', 'whatsapp')", [], 'channel_messages_channel_check');
    t.check("language in ('en', 'sw')", [], 'channel_messages_language_check');
    t.check("state in ('queued', 'sent', 'delivered', 'read', 'failed')", [], 'channel_messages_state_check');
    t.check('(body is not null) <> (template_name is not null)', [], 'channel_messages_content_check');
    t.unique(['channel', 'provider_message_id']);
    t.index(['account_id', 'seq']);
  });
  // The sender's question, "what is due", reads only queued rows.
  await knex.raw(
    "create index channel_messages_due on channel_messages (next_attempt_at, seq) where state = 'queued'",
  );
  await knex.schema.createTable('channel_incoming', (t) => {
    t.bigIncrements('id');
    t.text('channel').notNullable();
    t.text('from_phone').notNullable();
    t.text('to_number').notNullable();
    t.text('text').notNullable();
    t.text('provider_message_id').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("channel in ('sms', 'whatsapp')", [], 'channel_incoming_channel_check');
    t.unique(['channel', 'provider_message_id']);
    t.index(['from_phone', 'received_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('channel_incoming');
  await knex.schema.dropTable('channel_messages');
}
