import type { Actor } from '../shared/actor.js';
import type { AuditWhat } from './audit-entry.js';
import type { AuditTrail } from './audit.ports.js';

/**
 * Records what an action did, by whom, in the action's own transaction: called by the use case after its change,
 * on the trail of its unit of work. A call with no actor (a follow-up inside another action, a test's set-up)
 * records nothing: the action that started it records itself.
 */
export async function recordAudit(
  trail: AuditTrail,
  actor: Actor | undefined,
  at: Date,
  what: AuditWhat,
): Promise<void> {
  if (!actor) return;
  await trail.record({
    ...what,
    at,
    staffUserId: actor.staffUserId,
    staffEmail: actor.staffEmail,
    address: actor.address,
    reason: actor.reason ?? null,
  });
}
