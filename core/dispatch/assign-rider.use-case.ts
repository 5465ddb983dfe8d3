import type { AccountMailContext } from '../accounts/account-mails.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuditPorts } from '../audit/audit.ports.js';

import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/clock.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { Rider } from './dispatch.js';
import { riderAssignedMail } from './dispatch-notices.js';
import type { DispatchPorts } from './dispatch.ports.js';
import { DISPATCH_ERRORS, type DispatchError } from './dispatch.errors.js';
import type { AssignInput } from './dispatch.schema.js';
import { keptAs, stopsOn } from './view-dispatch.use-case.js';

/**
 * Gives door deliveries to a rider for a day, all or none: each must be ready that day and go to a door. Each
 * customer is told the rider's name and phone and the day, and the audit trail records it, in the same transaction.
 */
export class AssignRiderUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<DispatchPorts & LedgerPorts & MailPorts & AuditPorts>,
    private readonly clock: Clock,
    private readonly points: PickupPoints,
    private readonly mail: AccountMailContext,
  ) {}

  execute(
    input: AssignInput,
    actor: Actor,
  ): Promise<Result<{ rider: Rider; references: string[] }, DispatchError>> {
    return this.unitOfWork.run(async (ports) => {
      const { dispatch, outbox, auditTrail } = ports;
      const rider = await dispatch.findRider(input.riderId);
      if (!rider) return fail(DISPATCH_ERRORS.riderNotFound);
      if (!rider.active) return fail(DISPATCH_ERRORS.riderInactive);
      const references = [...new Set(input.references)];
      const now = this.clock.now();
      for (const reference of references) {
        const [stop] = await stopsOn(ports, this.points, input.day, { reference });
        if (!stop) return fail(DISPATCH_ERRORS.notReady(reference));
        if (stop.place.method !== 'door') return fail(DISPATCH_ERRORS.notDoor(reference));
        await dispatch.assign({
          reference,
          day: input.day,
          riderId: rider.id,
          assignedAt: now,
          assignedBy: keptAs(actor),
        });
        await outbox.enqueue(riderAssignedMail(this.mail, stop, rider, input.day, stop.place.address), now);
        await recordAudit(auditTrail, actor, now, {
          action: 'delivery.assigned',
          subjectKind: 'shipment',
          subjectId: reference,
          accountId: stop.accountId,
          details: { day: input.day, rider: rider.name, riderPhone: rider.phone },
        });
      }
      return ok({ rider, references });
    });
  }
}
