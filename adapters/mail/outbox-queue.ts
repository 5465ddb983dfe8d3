import type { OutboxCounts } from '../../core/mail/api/mail.endpoints.js';
import type { MailToCompose, OutgoingMail } from '../../core/mail/mail.ports.js';

export interface ClaimedMail {
  id: string;
  attempts: number;
  mail: OutgoingMail;
  /** Present when the mail is written at send time: `mail` then holds its recipient only. */
  compose?: MailToCompose;
  /** This claim's id: only its holder may record the mail's outcome. */
  claim: string;
  /** After this instant another worker may claim the mail again; a send must not run past it. */
  leaseEndsAt: Date;
}

/** A retry time that never comes: how a mail that is given up on is parked. */
export const NEVER = new Date('9999-12-31T00:00:00.000Z');

/**
 * The delivery side of the outbox. A claim leases due mail for `leaseMs` (attempts + 1), so another worker
 * skips it; the worker then records the outcome. Each outcome is recorded only while the mail is still held
 * by that claim (answering false otherwise), so two workers never both record one mail. A worker that dies
 * mid-send leaves the lease to expire.
 */
export interface OutboxQueue {
  counts(): Promise<OutboxCounts>;
  /** The mail due longest, up to `limit`, leased to this claim; handed back in the order it was queued. */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]>;
  markSent(mail: ClaimedMail, at: Date): Promise<boolean>;
  markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<boolean>;
  /** Gives a claimed mail back unsent and uncounted, due at `at` (no time was left in the lease to send it). */
  release(mail: ClaimedMail, at: Date): Promise<boolean>;
}
