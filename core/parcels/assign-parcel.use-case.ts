import type { AccountMailContext } from '../accounts/account-mails.js';
import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { ParcelsPorts } from './parcels.ports.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { Parcel } from './parcel.js';
import { parcelChargeEntry } from './parcel-charge.js';
import { parcelNoticeMail } from './parcel-mails.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import { claimFor } from './receive-parcel.use-case.js';

/**
 * Staff assign an unclaimed parcel to its account: it is priced then as at receipt, at the tariff of the
 * account's destination (less the pre-alert saving when that account pre-alerted its tracking number), its charge
 * is posted to the account's ledger, and the owner gets the received notice. Storage: an unclaimed parcel accrues
 * none (no account owns it), and its free days count from the assignment (`assignedAt`, storage-fees.ts), so the
 * owner is never charged for days before they could know of it. All in one transaction.
 */
export class AssignParcelUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<
      ParcelsPorts & AccountsPorts & LedgerPorts & MailPorts & AuditPorts
    >,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly mail: AccountMailContext,
  ) {}

  execute(
    number: string,
    accountId: string,
    actor?: Actor,
  ): Promise<
    Result<Parcel, ParcelError<'PARCELS.NOT_FOUND' | 'PARCELS.UNKNOWN_ACCOUNT' | 'PARCELS.ALREADY_CLAIMED'>>
  > {
    const now = this.clock.now();
    return this.unitOfWork.run(async (ports) => {
      const { users, parcels, preAlerts, ledger, outbox, auditTrail } = ports;
      const parcel = await parcels.findByNumber(number);
      if (!parcel) return fail(PARCEL_ERRORS.parcelNotFound);
      if (parcel.userId !== null) return fail(PARCEL_ERRORS.alreadyClaimed);
      const owner = await users.findByAccountId(accountId);
      if (!owner) return fail(PARCEL_ERRORS.unknownAccount);
      const { weights, dimensions } = parcel;
      // The measures as kept: the chargeable weight is the larger of these two, whatever the tariff.
      const { claim, preAlertId } = await claimFor(ports, owner, parcel, {
        weightKg: weights.actualKg,
        lengthCm: dimensions.lengthCm,
        widthCm: dimensions.widthCm,
        heightCm: dimensions.heightCm,
      });
      // Another member of staff may have assigned it since it was read.
      const assigned = await parcels.assign(parcel.number, claim, now);
      if (assigned === 'not-found') return fail(PARCEL_ERRORS.parcelNotFound);
      if (assigned === 'claimed') return fail(PARCEL_ERRORS.alreadyClaimed);
      if (preAlertId) await preAlerts.markFulfilled(preAlertId, parcel.number);
      const claimed: Parcel = { ...parcel, ...claim, assignedAt: now };
      const charge = parcelChargeEntry(claimed, this.ids, now);
      if (charge) await ledger.post(charge);
      await recordAudit(auditTrail, actor, now, {
        action: 'parcel.assigned',
        subjectKind: 'parcel',
        subjectId: parcel.number,
        accountId: owner.accountId,
        details: { chargeCents: claimed.chargeCents },
      });
      await outbox.enqueue(parcelNoticeMail(this.mail, owner, claimed), now);
      return ok(claimed);
    });
  }
}
