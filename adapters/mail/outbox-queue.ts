import type { OutgoingMail } from '../../core/mail/mail.ports.js';

export interface ClaimedMail {
  id: string;
  attempts: number;
  mail: OutgoingMail;
}

/**
 * The delivery side of the outbox. A claim leases due mail for `leaseMs` (attempts + 1), so another worker
 * skips it; the worker then records the outcome. A worker that dies mid-send leaves the lease to expire.
 */
export interface OutboxCounts {
  pending: number;
  sent: number;
  /** Failed for good after the last attempt; an operator should look. */
  givenUp: number;
}

/** A retry time that never comes: how a mail that is given up on is parked. */
export const NEVER = new Date('9999-12-31T00:00:00.000Z');

export interface OutboxQueue {
  counts(): Promise<OutboxCounts>;
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
}
