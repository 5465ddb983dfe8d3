import type { Knex } from 'knex';
import { z } from 'zod';
import type {
  MailOutbox,
  MailRecord,
  MailToCompose,
  MailToComposeFor,
  OutgoingMail,
} from '../../core/mail/mail.ports.js';
import type { OutboxCounts } from '../../core/mail/api/mail.endpoints.js';
import { type ClaimedMail, NEVER, type OutboxQueue } from './outbox-queue.js';
import { column, nested, optional, rowCodec } from '../postgres/row-codec.js';

/** A mail's own columns, the outbox's rows' `mail`: what enqueue writes and a claim reads (no reply-to: null). */
const mailColumns = {
  mail: nested({
    to: column('to_address', z.string()),
    reply_to: optional(z.string()),
    subject: z.string(),
    text: column('text_body', z.string()),
    html: column('html_body', z.string()),
  }),
};

/**
 * mail_outbox's columns a queued mail is written with: the rest (id, attempts, the claim, what was composed and
 * sent) are the table's defaults.
 */
const queuedRow = rowCodec({
  created_at: z.date(),
  visitor_caused: z.boolean(),
  ...mailColumns,
  next_attempt_at: z.date(),
});

/**
 * mail_outbox's columns a claim reads back, its mail's among them: the mail's columns declared once with the
 * queued row's. A mail to compose has both its kind and key (a row with one only reads as none, as it did).
 */
const claimedRow = rowCodec({
  // bigint ids arrive as strings from pg
  id: z.union([z.string(), z.number()]).transform(String),
  attempts: z.number().int(),
  ...mailColumns,
  claim: column('claim_id', z.string()),
  lease_ends_at: column('next_attempt_at', z.coerce.date()),
  compose_kind: z.string().nullable(),
  compose_key: z.string().nullable(),
});
type OutboxColumn = (typeof queuedRow.columns)[number] | (typeof claimedRow.columns)[number];

const toClaimed = (row: unknown): ClaimedMail => {
  const { composeKind, composeKey, ...claimed } = claimedRow.fromRow(row);
  return {
    ...claimed,
    ...(composeKind !== null && composeKey !== null && { compose: { kind: composeKind, key: composeKey } }),
  };
};

/**
 * A mail's words once no retry needs them: they may hold a verification or reset link, which must not stay
 * readable in the table (a reset token read there would change a password).
 */
const NO_WORDS = { text_body: '', html_body: '' } satisfies Partial<Record<OutboxColumn, string>>;

const outboxRow = (mail: OutgoingMail, queuedAt: Date, visitorCaused = false) =>
  queuedRow.toRow({
    createdAt: queuedAt,
    visitorCaused,
    mail,
    // Due at once, whatever the clocks of the database and the workers say.
    nextAttemptAt: new Date(0),
  });

/**
 * Queues a mail to compose at send time for each row a query yields (`to_address`, `compose_key`), in one
 * statement inside the caller's transaction: how a file's worth of notices is queued without writing them.
 */
export async function enqueueToComposeFrom(
  db: Knex | Knex.Transaction,
  kind: MailToCompose['kind'],
  rows: { sql: string; bindings: readonly Knex.Value[] },
  queuedAt: Date,
): Promise<void> {
  await db.raw(
    `insert into mail_outbox (created_at, to_address, subject, text_body, html_body, next_attempt_at, compose_kind, compose_key)
     select ?, r.to_address, '', '', '', ?, ?, r.compose_key from (${rows.sql}) as r`,
    [queuedAt, new Date(0), kind, ...rows.bindings],
  );
}

/** Two outbox ids (bigint, as text) in the order their mails were queued. */
const byQueueOrder = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Enqueues inside the caller's transaction. */
export class KnexMailOutbox implements MailOutbox {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async enqueue(mail: OutgoingMail, queuedAt: Date): Promise<void> {
    await this.db('mail_outbox').insert(outboxRow(mail, queuedAt));
  }

  async enqueueForVisitor(mail: OutgoingMail, queuedAt: Date): Promise<void> {
    await this.db('mail_outbox').insert(outboxRow(mail, queuedAt, true));
  }

  async enqueueAll(mails: readonly OutgoingMail[], queuedAt: Date): Promise<void> {
    // 7 bindings a row: 500 rows a statement stay well inside PostgreSQL's 65,535.
    for (let i = 0; i < mails.length; i += 500) {
      await this.db('mail_outbox').insert(mails.slice(i, i + 500).map((mail) => outboxRow(mail, queuedAt)));
    }
  }

  async enqueueToCompose(mails: readonly MailToComposeFor[], queuedAt: Date): Promise<void> {
    for (const kind of new Set(mails.map((m) => m.kind))) {
      const rows = mails
        .filter((m) => m.kind === kind)
        .map((m) => ({ to_address: m.to, compose_key: m.key }));
      // One JSON binding however many rows: no binding limit, one round trip, and the same on the embedded database.
      await enqueueToComposeFrom(
        this.db,
        kind,
        {
          sql: `select to_address, compose_key from json_to_recordset(?::json) as j(to_address text, compose_key text)`,
          bindings: [JSON.stringify(rows)],
        },
        queuedAt,
      );
    }
  }

  async countVisitorMailTo(address: string, since: Date): Promise<number> {
    const row: unknown = await this.db('mail_outbox')
      .count({ count: '*' })
      .where('visitor_caused', true)
      .andWhereRaw('lower(to_address) = lower(?)', [address])
      .andWhere('created_at', '>=', since)
      .first();
    return z.object({ count: z.coerce.number() }).parse(row).count;
  }

  async listTo(address: string, limit: number): Promise<MailRecord[]> {
    const rows: unknown[] = await this.db('mail_outbox')
      .select(
        'id',
        'to_address',
        'compose_kind',
        'subject',
        'last_error',
        'attempts',
        'created_at',
        'sent_at',
        'next_attempt_at',
      )
      .whereRaw('lower(to_address) = lower(?)', [address])
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map((row) => {
      const r = mailRecordRow.parse(row);
      return {
        id: r.id,
        to: r.to_address,
        kind: r.compose_kind,
        subject: r.subject,
        state: r.sent_at !== null ? 'sent' : r.next_attempt_at >= NEVER ? 'failed' : 'queued',
        error: r.last_error,
        attempts: r.attempts,
        queuedAt: r.created_at,
        sentAt: r.sent_at,
      };
    });
  }
}

/** The outbox's columns staff's list of a recipient's mail reads. */
const mailRecordRow = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  to_address: z.string(),
  compose_kind: z.string().nullable(),
  subject: z.string(),
  last_error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.coerce.date(),
  sent_at: z.coerce.date().nullable(),
  next_attempt_at: z.coerce.date(),
});

export class KnexOutboxQueue implements OutboxQueue {
  constructor(private readonly knex: Knex) {}

  /** FOR UPDATE SKIP LOCKED: two instances claiming at once each get different rows. */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const rows = await this.knex.transaction<unknown[]>(async (trx) => {
      const due = trx('mail_outbox')
        .select('id')
        .whereNull('sent_at')
        .where('next_attempt_at', '<=', now)
        .orderBy([{ column: 'next_attempt_at' }, { column: 'id' }])
        .limit(limit)
        .forUpdate()
        .skipLocked();
      const claimed: unknown[] = await trx('mail_outbox')
        .whereIn('id', due)
        .update({
          attempts: trx.raw('attempts + 1'),
          next_attempt_at: new Date(now.getTime() + leaseMs),
          claim_id: crypto.randomUUID(),
        } satisfies Partial<Record<OutboxColumn, unknown>>)
        .returning([...claimedRow.columns]);
      return claimed;
    });
    // RETURNING keeps no order: sent as they were queued, a parcel's Received goes before its Departed.
    return rows.map(toClaimed).sort((a, b) => byQueueOrder(a.id, b.id));
  }

  async markSent(mail: ClaimedMail, at: Date): Promise<boolean> {
    return this.updateHeld(mail, { sent_at: at, last_error: null, claim_id: null, ...NO_WORDS });
  }

  async markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<boolean> {
    // No retry time: the mail is given up on; its recipient, subject and error stay for an operator to see.
    return this.updateHeld(mail, {
      last_error: error.slice(0, 2000),
      next_attempt_at: retryAt ?? NEVER,
      claim_id: null,
      ...(retryAt === null && NO_WORDS),
    });
  }

  async release(mail: ClaimedMail, at: Date): Promise<boolean> {
    return this.updateHeld(mail, {
      attempts: this.knex.raw('attempts - 1'),
      next_attempt_at: at,
      claim_id: null,
    });
  }

  /** Changes the row only while this claim still holds it. */
  private async updateHeld(
    mail: ClaimedMail,
    changes: Partial<Record<OutboxColumn | 'sent_at' | 'last_error', unknown>>,
  ): Promise<boolean> {
    const updated = await this.knex('mail_outbox')
      .where({ id: mail.id, claim_id: mail.claim })
      .whereNull('sent_at')
      .update(changes);
    return updated === 1;
  }

  async counts(): Promise<OutboxCounts> {
    const row: unknown = await this.knex('mail_outbox')
      .select(
        this.knex.raw('count(*) filter (where sent_at is not null)::int as sent'),
        this.knex.raw('count(*) filter (where sent_at is null and next_attempt_at < ?)::int as pending', [
          NEVER,
        ]),
        this.knex.raw('count(*) filter (where sent_at is null and next_attempt_at >= ?)::int as "givenUp"', [
          NEVER,
        ]),
      )
      .first();
    return z.object({ pending: z.number(), sent: z.number(), givenUp: z.number() }).parse(row);
  }
}
