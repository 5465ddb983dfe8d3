import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { Rider } from './dispatch.js';
import type { DispatchPorts } from './dispatch.ports.js';
import { DISPATCH_ERRORS } from './dispatch.errors.js';
import type { RiderInput } from './dispatch.schema.js';

/** The desk's riders: added with a name and phone, deactivated (never deleted: run sheets name them). */
export class ManageRidersUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<DispatchPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  add(input: RiderInput): Promise<Rider> {
    return this.unitOfWork.run(async ({ dispatch }) => {
      const rider: Rider = { id: this.ids.next(), ...input, active: true, createdAt: this.clock.now() };
      await dispatch.addRider(rider);
      return rider;
    });
  }

  deactivate(riderId: string): Promise<Result<Rider, typeof DISPATCH_ERRORS.riderNotFound>> {
    return this.unitOfWork.run(async ({ dispatch }) => {
      if (!(await dispatch.deactivateRider(riderId))) return fail(DISPATCH_ERRORS.riderNotFound);
      const rider = await dispatch.findRider(riderId);
      return rider ? ok(rider) : fail(DISPATCH_ERRORS.riderNotFound);
    });
  }
}
