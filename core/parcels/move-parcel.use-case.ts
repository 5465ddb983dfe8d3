import type { AccountMailContext } from '../accounts/account-mails.js';
import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type Parcel, type ParcelStatus, movesForward } from './parcel.js';
import { parcelNoticeMail } from './parcel-mails.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import { normaliseTrackingNumber } from './parcels.schema.js';

/** Moves a parcel one or more steps forward, records the dated event and mails its owner. */
export class MoveParcelUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly mail: AccountMailContext,
  ) {}

  execute(reference: string, status: ParcelStatus): Promise<Result<Parcel, ParcelError>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ parcels, users, outbox }) => {
      const parcel = await parcels.find(normaliseTrackingNumber(reference));
      if (!parcel) return fail(PARCEL_ERRORS.parcelNotFound);
      if (!movesForward(parcel.status, status)) return fail(PARCEL_ERRORS.notForward);
      const event = { status, at: now };
      // Another move of this parcel may have been decided since it was read.
      if ((await parcels.moveTo(parcel.number, event)) === 'not-forward')
        return fail(PARCEL_ERRORS.notForward);
      const moved: Parcel = { ...parcel, status, events: [...parcel.events, event] };
      const owner = await users.findById(parcel.userId);
      if (owner) await outbox.enqueue(parcelNoticeMail(this.mail, owner, moved), now);
      return ok(moved);
    });
  }
}
