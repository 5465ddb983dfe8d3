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
export interface OutboxQueue {
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
}
