import type { Knex } from 'knex';
import { z } from 'zod';
import {
  CHANNELS,
  type Channel,
  type ChannelMessage,
  MESSAGE_STATES,
  type MessageState,
  NOTICE_LANGUAGES,
} from '../../core/channels/channel-message.js';
import type {
  ChannelMessages,
  ChannelOutbox,
  IncomingMessages,
  ProviderReport,
} from '../../core/channels/channels.ports.js';

const messageRow = z.object({
  id: z.string(),
  account_id: z.string().nullable(),
  channel: z.enum(CHANNELS),
  to_phone: z.string(),
  kind: z.string(),
  language: z.enum(NOTICE_LANGUAGES),
  body: z.string().nullable(),
  template_name: z.string().nullable(),
  template_parameters: z.array(z.string()).nullable(),
  state: z.enum(MESSAGE_STATES),
  provider_message_id: z.string().nullable(),
  provider_status: z.string().nullable(),
  provider_cost: z.string().nullable(),
  failure_reason: z.string().nullable(),
  attempts: z.number().int(),
  queued_at: z.coerce.date(),
  sent_at: z.coerce.date().nullable(),
  updated_at: z.coerce.date(),
});

const COLUMNS = Object.keys(messageRow.shape);

const fromRow = (row: unknown): ChannelMessage => {
  const r = messageRow.parse(row);
  return {
    id: r.id,
    accountId: r.account_id,
    channel: r.channel,
    to: r.to_phone,
    kind: r.kind,
    language: r.language,
    content:
      r.template_name !== null
        ? { type: 'template', name: r.template_name, parameters: r.template_parameters ?? [] }
        : { type: 'text', text: r.body ?? '' },
    state: r.state,
    providerMessageId: r.provider_message_id,
    providerStatus: r.provider_status,
    providerCost: r.provider_cost,
    failureReason: r.failure_reason,
    attempts: r.attempts,
    queuedAt: r.queued_at,
    sentAt: r.sent_at,
    updatedAt: r.updated_at,
  };
};

/** Queues inside the caller's transaction. */
export class KnexChannelOutbox implements ChannelOutbox {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async enqueue(message: Parameters<ChannelOutbox['enqueue']>[0], queuedAt: Date): Promise<void> {
    const { content } = message;
    await this.db('channel_messages').insert({
      id: message.id,
      account_id: message.accountId,
      channel: message.channel,
      to_phone: message.to,
      kind: message.kind,
      language: message.language,
      body: content.type === 'text' ? content.text : null,
      template_name: content.type === 'template' ? content.name : null,
      template_parameters: content.type === 'template' ? JSON.stringify(content.parameters) : null,
      state: 'queued',
      // Due at once, whatever the clocks of the database and the senders say.
      next_attempt_at: new Date(0),
      queued_at: queuedAt,
      updated_at: queuedAt,
    });
  }
}

export class KnexChannelMessages implements ChannelMessages {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async find(id: string): Promise<ChannelMessage | undefined> {
    const row: unknown = await this.db('channel_messages').select(COLUMNS).where({ id }).first();
    return row === undefined ? undefined : fromRow(row);
  }

  async findByProviderId(channel: Channel, providerMessageId: string): Promise<ChannelMessage | undefined> {
    const row: unknown = await this.db('channel_messages')
      .select(COLUMNS)
      .where({ channel, provider_message_id: providerMessageId })
      .first();
    return row === undefined ? undefined : fromRow(row);
  }

  async due(now: Date, limit: number): Promise<string[]> {
    const rows: unknown[] = await this.db('channel_messages')
      .select('id')
      .where('state', 'queued')
      .andWhere('next_attempt_at', '<=', now)
      .orderBy([{ column: 'next_attempt_at' }, { column: 'seq' }])
      .limit(limit);
    return rows.map((row) => z.object({ id: z.string() }).parse(row).id);
  }

  /** One statement: of two senders taking the same message at once, the second finds it held and gets none. */
  async take(id: string, now: Date, holdUntil: Date): Promise<ChannelMessage | undefined> {
    const rows: unknown[] = await this.db('channel_messages')
      .where({ id, state: 'queued' })
      .andWhere('next_attempt_at', '<=', now)
      .update({ attempts: this.db.raw('attempts + 1'), next_attempt_at: holdUntil, updated_at: now })
      .returning(COLUMNS);
    return rows[0] === undefined ? undefined : fromRow(rows[0]);
  }

  async markSent(
    id: string,
    sent: { providerMessageId: string; providerStatus: string; providerCost: string | null },
    at: Date,
  ): Promise<boolean> {
    const updated = await this.db('channel_messages').where({ id, state: 'queued' }).update({
      state: 'sent',
      provider_message_id: sent.providerMessageId,
      provider_status: sent.providerStatus,
      provider_cost: sent.providerCost,
      failure_reason: null,
      sent_at: at,
      updated_at: at,
    });
    return updated === 1;
  }

  async retryLater(id: string, reason: string, retryAt: Date, at: Date): Promise<void> {
    await this.db('channel_messages')
      .where({ id, state: 'queued' })
      .update({ failure_reason: reason.slice(0, 500), next_attempt_at: retryAt, updated_at: at });
  }

  async move(
    id: string,
    from: readonly MessageState[],
    to: MessageState,
    report: ProviderReport,
    at: Date,
  ): Promise<boolean> {
    const updated = await this.db('channel_messages')
      .where({ id })
      .whereIn('state', [...from])
      .update({
        state: to,
        provider_status: report.providerStatus.slice(0, 200),
        ...(report.failureReason !== undefined && {
          failure_reason: report.failureReason?.slice(0, 500) ?? null,
        }),
        updated_at: at,
      });
    return updated === 1;
  }

  async ofAccount(accountId: string, limit: number): Promise<ChannelMessage[]> {
    const rows: unknown[] = await this.db('channel_messages')
      .select(COLUMNS)
      .where({ account_id: accountId })
      .orderBy('seq', 'desc')
      .limit(limit);
    return rows.map(fromRow);
  }
}

export class KnexIncomingMessages implements IncomingMessages {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async received(message: Parameters<IncomingMessages['received']>[0]): Promise<boolean> {
    const rows: unknown[] = await this.db('channel_incoming')
      .insert({
        channel: message.channel,
        from_phone: message.from,
        to_number: message.to,
        text: message.text,
        provider_message_id: message.providerMessageId,
        received_at: message.receivedAt,
      })
      .onConflict(['channel', 'provider_message_id'])
      .ignore()
      .returning('id');
    return rows.length === 1;
  }
}
