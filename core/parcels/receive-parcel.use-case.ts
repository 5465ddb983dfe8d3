import type { AccountMailContext } from '../accounts/account-mails.js';
import type { User } from '../accounts/user.js';
import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import { exampleParcel, priceParcel } from '../pricing/price-parcel.js';
import { SERVICE_TERMS } from '../pricing/service-terms.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { dollarsToCents } from '../shared/money.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { Parcel } from './parcel.js';
import { parcelChargeEntry } from './parcel-charge.js';
import { parcelNoticeMail } from './parcel-mails.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { ParcelClaim, ParcelsPorts } from './parcels.ports.js';
import type { ReceiveParcelInput } from './parcels.schema.js';

/** What staff measured of a parcel, as the tariff reads it. */
export type ParcelMeasures = Pick<ReceiveParcelInput, 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm'>;

/**
 * The parcel's price for its owner: the tariff of the owner's destination on its chargeable weight, less the
 * pre-alert saving when the owner pre-alerted its tracking number and no parcel has matched that pre-alert yet
 * (its id comes back, for the caller to mark fulfilled once the parcel is stored). Its description and value come
 * from staff, or else from the pre-alert.
 */
export async function claimFor(
  { preAlerts }: Pick<ParcelsPorts, 'preAlerts'>,
  owner: User,
  parcel: Pick<Parcel, 'number' | 'trackingNumber' | 'description' | 'valueCents'>,
  measures: ParcelMeasures,
): Promise<{ claim: ParcelClaim; preAlertId: string | undefined }> {
  const price = priceParcel(
    exampleParcel(measures.weightKg, 0, {
      destination: owner.destination,
      dimensions: { length: measures.lengthCm, width: measures.widthCm, height: measures.heightCm },
    }),
  );
  const preAlert = await preAlerts.findOpen(owner.id, parcel.trackingNumber);
  const savingCents = preAlert ? Math.min(SERVICE_TERMS.preAlertSavingCents, price.freightCents) : 0;
  const claim = {
    userId: owner.id,
    accountId: owner.accountId,
    destination: owner.destination,
    freightCents: price.freightCents,
    savingCents,
    chargeCents: price.freightCents - savingCents,
    description: parcel.description ?? preAlert?.description ?? null,
    valueCents: parcel.valueCents ?? preAlert?.valueCents ?? null,
  };
  return { claim, preAlertId: preAlert?.id };
}

/**
 * Staff receive a parcel at the warehouse: it gets its number and its weights. When its label names an account
 * we know, it is that account's: its charge from the tariff of the account's destination (less the pre-alert
 * saving, see claimFor) is posted to the account's ledger and the owner is mailed. When the label names no
 * account, or one we do not know, it is kept unclaimed, unpriced and charged nothing, until staff assign it
 * (assign-parcel.use-case.ts). All in one transaction with its audit entry, so an error stores nothing.
 */
export class ReceiveParcelUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<
      ParcelsPorts & AccountsPorts & LedgerPorts & MailPorts & AuditPorts
    >,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly mail: AccountMailContext,
  ) {}

  execute(
    input: ReceiveParcelInput,
    actor?: Actor,
  ): Promise<Result<Parcel, ParcelError<'PARCELS.ALREADY_RECEIVED'>>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (ports) => {
      const { users, parcels, preAlerts, ledger, outbox, auditTrail } = ports;
      const owner = input.accountId === undefined ? undefined : await users.findByAccountId(input.accountId);
      if (await parcels.find(input.trackingNumber)) return fail(PARCEL_ERRORS.receivedTwice);
      const { lengthCm, widthCm, heightCm } = input;
      // The weights are the tariff's whoever the owner is: Kenya's and South Sudan's volumetric rule is one.
      const price = priceParcel(
        exampleParcel(input.weightKg, 0, {
          dimensions: { length: lengthCm, width: widthCm, height: heightCm },
        }),
      );
      const unpriced: Parcel = {
        number: await parcels.nextNumber(),
        accountId: null,
        userId: null,
        trackingNumber: input.trackingNumber,
        carrier: input.carrier,
        description: input.description ?? null,
        valueCents: input.value === undefined ? null : dollarsToCents(input.value),
        destination: null,
        assignedAt: null,
        weights: {
          actualKg: price.actualWeightKg,
          volumetricKg: price.volumetricWeightKg,
          chargeableKg: price.chargeableWeightKg,
        },
        dimensions: { lengthCm, widthCm, heightCm },
        freightCents: 0,
        savingCents: 0,
        chargeCents: 0,
        status: 'received',
        events: [{ status: 'received', at: now }],
        shipRequestId: null,
        shipmentNumber: null,
      };
      const claimed = owner && (await claimFor(ports, owner, unpriced, input));
      const parcel: Parcel = claimed ? { ...unpriced, ...claimed.claim } : unpriced;
      // The unique tracking number decides between two staff receiving the same parcel at once.
      if ((await parcels.addIfNew(parcel)) === 'duplicate') return fail(PARCEL_ERRORS.receivedTwice);
      await recordAudit(auditTrail, actor, now, {
        action: 'parcel.received',
        subjectKind: 'parcel',
        subjectId: parcel.number,
        accountId: parcel.accountId,
        details: {
          trackingNumber: parcel.trackingNumber,
          carrier: parcel.carrier,
          chargeCents: parcel.chargeCents,
        },
      });
      if (!owner) return ok(parcel);
      if (claimed?.preAlertId) await preAlerts.markFulfilled(claimed.preAlertId, parcel.number);
      const charge = parcelChargeEntry(parcel, this.ids, now);
      if (charge) await ledger.post(charge);
      await outbox.enqueue(parcelNoticeMail(this.mail, owner, parcel), now);
      return ok(parcel);
    });
  }
}
