import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { ParcelsPorts } from './parcels.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import { type ShipRequest, canConsolidate } from './shipment.js';

/**
 * A customer asks for parcels waiting at the warehouse to travel together: all of them theirs, at the warehouse,
 * and in no other request or box. They are held (they do not leave on their own) until staff pack them or the
 * customer withdraws the request. Consolidation is free: the box is charged at the tariff on its own weight.
 */
export class RequestShipmentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  execute(
    userId: string,
    numbers: readonly string[],
  ): Promise<
    Result<
      ShipRequest,
      ParcelError<'PARCELS.NOT_FOUND' | 'PARCELS.LEFT_WAREHOUSE' | 'PARCELS.ALREADY_REQUESTED'>
    >
  > {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ parcels, shipments }) => {
      const mine = await parcels.lockMine(userId, numbers);
      // Another customer's parcel is not found either: its number tells nobody that it exists.
      if (mine.length !== numbers.length) return fail(PARCEL_ERRORS.parcelNotFound);
      if (mine.some((p) => p.status !== 'received')) return fail(PARCEL_ERRORS.leftBeforeTravel);
      if (!mine.every(canConsolidate)) return fail(PARCEL_ERRORS.alreadyRequested);
      const [first] = mine;
      const request: ShipRequest = {
        id: this.ids.next(),
        userId,
        accountId: first?.accountId ?? '',
        status: 'requested',
        parcels: [...numbers],
        createdAt: now,
        closedAt: null,
        shipmentNumber: null,
      };
      await shipments.addRequest(request);
      await parcels.holdFor(numbers, request.id);
      return ok(request);
    });
  }
}
