import type { AccountsPorts } from '../accounts/accounts.ports.js';
import { leftTheWarehouse } from '../parcels/parcel.js';
import type { ParcelsPorts } from '../parcels/parcels.ports.js';
import type { Destination } from '../pricing/destinations.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { STAFF_ERRORS, type StaffError } from './staff.errors.js';

/**
 * Changes the country a site account's parcels go to. Refused while one of its parcels is between the warehouse and
 * its handover (the parcels area says which): that parcel flies to the destination it left for.
 */
export class ChangeDestinationUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts & Pick<ParcelsPorts, 'parcels'>>,
    private readonly clock: Clock,
  ) {}

  /** `_actor` is who changes it: the record of who did it hooks in here. */
  async execute(
    _actor: Actor,
    accountId: string,
    destination: Destination,
  ): Promise<
    Result<{ destination: Destination }, StaffError<'STAFF.NO_SITE_ACCOUNT' | 'STAFF.PARCEL_ON_ITS_WAY'>>
  > {
    return this.unitOfWork.run(async ({ users, parcels }) => {
      const user = await users.findByAccountId(accountId);
      if (!user) return fail(STAFF_ERRORS.noSiteAccount);
      if ((await parcels.listFor(user.id)).some(leftTheWarehouse)) return fail(STAFF_ERRORS.parcelOnItsWay);
      await users.update(user.id, { destination }, this.clock.now());
      return ok({ destination });
    });
  }
}
