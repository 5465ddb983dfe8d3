import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type Parcel, type ParcelEvent, type ParcelStatus, movesForward } from './parcel.js';
import { HANDED_OVER, dueFor } from './parcel-charge.js';
import { parcelNotices } from './parcel-mails.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import { normaliseTrackingNumber } from './track-page.js';

/**
 * Moves a parcel one or more steps forward, records the dated event and queues its owner's notice. A parcel is
 * handed over only once its charge is paid (release on payment); staff release an unpaid one only with a stated
 * reason, which the event keeps.
 */
export class MoveParcelUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(
    reference: string,
    status: ParcelStatus,
    reason?: string,
  ): Promise<Result<Parcel, ParcelError<'PARCELS.NOT_FOUND' | 'PARCELS.NOT_FORWARD' | 'PARCELS.UNPAID'>>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ parcels, users, ledger, outbox }) => {
      const parcel = await parcels.find(normaliseTrackingNumber(reference));
      if (!parcel) return fail(PARCEL_ERRORS.parcelNotFound);
      if (!movesForward(parcel.status, status)) return fail(PARCEL_ERRORS.notForward);
      if (status === HANDED_OVER && reason === undefined) {
        const owed = await dueFor(ledger, parcel);
        if (owed > 0) return fail(PARCEL_ERRORS.unpaid(owed));
      }
      const event: ParcelEvent = { status, at: now, ...(reason !== undefined && { reason }) };
      // Another move of this parcel may have been decided since it was read.
      if ((await parcels.moveTo(parcel.number, event)) === 'not-forward')
        return fail(PARCEL_ERRORS.notForward);
      const moved: Parcel = { ...parcel, status, events: [...parcel.events, event] };
      const owner = await users.findById(parcel.userId);
      // The same notice a status file queues for this step, by the same rule.
      await outbox.enqueueToCompose(
        parcelNotices([{ number: parcel.number, ownerEmail: owner?.email ?? null, event }]),
        now,
      );
      return ok(moved);
    });
  }
}
