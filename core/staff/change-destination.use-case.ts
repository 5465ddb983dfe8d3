import type { AccountsPorts } from '../accounts/accounts.ports.js';
import { leftTheWarehouse } from '../parcels/parcel.js';
import type { ParcelsPorts } from '../parcels/parcels.ports.js';
import type { Destination } from '../pricing/destinations.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import type { DeskActor } from '../shared/actor.js';
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
    private readonly unitOfWork: UnitOfWork<AccountsPorts & Pick<ParcelsPorts, 'parcels'> & AuditPorts>,
    private readonly clock: Clock,
  ) {}

  /** Recorded in the audit trail with who changed it, in the change's transaction. */
  async execute(
    actor: DeskActor,
    accountId: string,
    destination: Destination,
  ): Promise<
    Result<{ destination: Destination }, StaffError<'STAFF.NO_SITE_ACCOUNT' | 'STAFF.PARCEL_ON_ITS_WAY'>>
  > {
    return this.unitOfWork.run(async ({ users, parcels, auditTrail }) => {
      const user = await users.findByAccountId(accountId);
      if (!user) return fail(STAFF_ERRORS.noSiteAccount);
      if ((await parcels.listFor(user.id)).some(leftTheWarehouse)) return fail(STAFF_ERRORS.parcelOnItsWay);
      const now = this.clock.now();
      await users.update(user.id, { destination }, now);
      await recordAudit(auditTrail, actor, now, {
        action: 'account.destination-changed',
        subjectKind: 'account',
        subjectId: user.accountId,
        accountId: user.accountId,
        details: { from: user.destination, to: destination },
      });
      return ok({ destination });
    });
  }
}
