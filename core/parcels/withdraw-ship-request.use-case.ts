import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { ParcelsPorts } from './parcels.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { ShipRequest } from './shipment.js';

/** A customer withdraws a request to ship parcels together until it is packed: each parcel travels on its own again. */
export class WithdrawShipRequestUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts>,
    private readonly clock: Clock,
  ) {}

  execute(
    userId: string,
    id: string,
  ): Promise<
    Result<ShipRequest, ParcelError<'PARCELS.SHIP_REQUEST_NOT_FOUND' | 'PARCELS.SHIP_REQUEST_CLOSED'>>
  > {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ parcels, shipments }) => {
      // Locked: staff packing it at the same moment go first or find it withdrawn.
      const request = await shipments.findRequest(id, { lock: true });
      if (request?.userId !== userId) return fail(PARCEL_ERRORS.shipRequestNotFound);
      if (request.status !== 'requested') return fail(PARCEL_ERRORS.shipRequestClosed);
      await shipments.closeRequest(id, 'withdrawn', now, null);
      await parcels.holdFor(request.parcels, null);
      return ok({ ...request, status: 'withdrawn', closedAt: now });
    });
  }
}
