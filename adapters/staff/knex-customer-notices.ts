import type { Knex } from 'knex';
import { z } from 'zod';
import type { CustomerNotice, CustomerNotices } from '../../core/staff/staff.ports.js';
import { NEVER } from '../mail/outbox-queue.js';

const noticeRow = z.object({
  subject: z.string(),
  compose_kind: z.string().nullable(),
  created_at: z.date(),
  sent_at: z.date().nullable(),
  next_attempt_at: z.date(),
});

/** The outbox's rows to one address: a mail written when sent has no subject yet, and shows its kind. */
export class KnexCustomerNotices implements CustomerNotices {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async sentTo(address: string, limit: number): Promise<CustomerNotice[]> {
    const rows: unknown[] = await this.db('mail_outbox')
      .select('subject', 'compose_kind', 'created_at', 'sent_at', 'next_attempt_at')
      .whereRaw('lower(to_address) = lower(?)', [address])
      .orderBy('id', 'desc')
      .limit(limit);
    return rows.map((row): CustomerNotice => {
      const r = noticeRow.parse(row);
      return {
        subject: r.subject || (r.compose_kind ?? ''),
        queuedAt: r.created_at,
        state: r.sent_at ? 'sent' : r.next_attempt_at >= NEVER ? 'given-up' : 'pending',
        sentAt: r.sent_at,
      };
    });
  }
}
