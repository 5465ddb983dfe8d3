import type { AccountMailContext } from '../accounts/account-mails.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import type { PickupPoint, PickupPoints } from '../shared/pickup-points.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuditPorts } from '../audit/audit.ports.js';

import { type FailedDelivery, MAX_DOOR_ATTEMPTS, nearestPoint, nextDay } from './dispatch.js';
import { deliveryFailedMail, movedToPointMail } from './dispatch-notices.js';
import type { DispatchPorts } from './dispatch.ports.js';
import { DISPATCH_ERRORS, type DispatchError } from './dispatch.errors.js';
import type { FailureInput } from './dispatch.schema.js';
import { keptAs, stopsOn } from './view-dispatch.use-case.js';

/** What a failure came to: back on the next day's list, or moved to a pickup point after the third. */
export interface FailureOutcome {
  failure: FailedDelivery;
  attempts: number;
  /** The day it is on the list again; null once moved to a point. */
  backOn: string | null;
  movedTo: PickupPoint | null;
}

/**
 * Records a door delivery that did not happen, with its reason: it leaves the day's list and its rider, and is
 * back on the next day's; the customer is asked to confirm or change the address. The third failure sends it to
 * the pickup point nearest its county, and the notice says so.
 */
export class RecordFailedDeliveryUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<DispatchPorts & LedgerPorts & MailPorts & AuditPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly points: PickupPoints,
    private readonly mail: AccountMailContext,
  ) {}

  execute(
    input: FailureInput,
    actor: Actor,
  ): Promise<
    Result<FailureOutcome, Extract<DispatchError, { code: 'DISPATCH.NOT_READY' | 'DISPATCH.NOT_DOOR' }>>
  > {
    return this.unitOfWork.run(async (ports) => {
      const { dispatch, outbox, auditTrail } = ports;
      const [stop] = await stopsOn(ports, this.points, input.day, { reference: input.reference });
      if (!stop) return fail(DISPATCH_ERRORS.notReady(input.reference));
      if (stop.place.method !== 'door') return fail(DISPATCH_ERRORS.notDoor(input.reference));
      const now = this.clock.now();
      const failure: FailedDelivery = {
        id: this.ids.next(),
        reference: stop.reference,
        day: input.day,
        reason: input.reason,
        riderId: stop.riderId,
        at: now,
        staffUserId: keptAs(actor),
      };
      await dispatch.addFailure(failure);
      await dispatch.unassign(stop.reference, input.day);
      const attempts = stop.failures + 1;
      await recordAudit(auditTrail, { ...actor, reason: input.reason }, now, {
        action: 'delivery.failed',
        subjectKind: 'shipment',
        subjectId: stop.reference,
        accountId: stop.accountId,
        details: { day: input.day, attempt: attempts, toPoint: attempts >= MAX_DOOR_ATTEMPTS },
      });
      if (attempts >= MAX_DOOR_ATTEMPTS) {
        const point = nearestPoint(stop.place.address.county, this.points);
        await outbox.enqueue(movedToPointMail(this.mail, stop, failure, point), now);
        return ok({ failure, attempts, backOn: null, movedTo: point });
      }
      const backOn = nextDay(input.day);
      await outbox.enqueue(
        deliveryFailedMail(
          this.mail,
          stop,
          { ...failure, nextDay: backOn, attempt: attempts },
          stop.place.address,
        ),
        now,
      );
      return ok({ failure, attempts, backOn, movedTo: null });
    });
  }
}
