import { type Result, fail, ok } from '../shared/result.js';
import type { ParcelsPorts } from './parcels.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';

/** A customer withdraws a pre-alert while its parcel has not arrived; another customer's is not found. */
export class DeletePreAlertUseCase {
  constructor(private readonly unitOfWork: UnitOfWork<ParcelsPorts>) {}

  execute(
    userId: string,
    id: string,
  ): Promise<Result<true, ParcelError<'PARCELS.PRE_ALERT_NOT_FOUND' | 'PARCELS.PRE_ALERT_FULFILLED'>>> {
    return this.unitOfWork.run(async ({ preAlerts }) => {
      const outcome = await preAlerts.removeOpen(id, userId);
      if (outcome === 'not-found') return fail(PARCEL_ERRORS.preAlertNotFound);
      if (outcome === 'fulfilled') return fail(PARCEL_ERRORS.preAlertFulfilled);
      return ok(true);
    });
  }
}
