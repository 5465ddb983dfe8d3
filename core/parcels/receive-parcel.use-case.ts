import type { AccountMailContext } from '../accounts/account-mails.js';
import { exampleParcel, priceParcel } from '../pricing/price-parcel.js';
import { SERVICE_TERMS } from '../pricing/service-terms.js';
import type { Clock } from '../shared/clock.js';
import { dollarsToCents } from '../shared/money.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { Parcel } from './parcel.js';
import { parcelChargeEntry } from './parcel-charge.js';
import { parcelNoticeMail } from './parcel-mails.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { ReceiveParcelInput } from './parcels.schema.js';

/**
 * Staff receive a parcel at the warehouse: it gets its number, its weights and its charge from the tariff of the
 * account's destination; a pre-alert of its tracking number made before it arrived takes the saving off and is
 * fulfilled; the charge is posted to the account's ledger; the owner is mailed. All in one transaction, so a
 * refusal stores nothing.
 */
export class ReceiveParcelUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly mail: AccountMailContext,
  ) {}

  execute(
    input: ReceiveParcelInput,
  ): Promise<Result<Parcel, ParcelError<'PARCELS.UNKNOWN_ACCOUNT' | 'PARCELS.ALREADY_RECEIVED'>>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ users, parcels, preAlerts, ledger, outbox }) => {
      const owner = await users.findByAccountId(input.accountId);
      if (!owner) return fail(PARCEL_ERRORS.unknownAccount);
      if (await parcels.find(input.trackingNumber)) return fail(PARCEL_ERRORS.receivedTwice);
      const { lengthCm: length, widthCm: width, heightCm: height } = input;
      const price = priceParcel(
        exampleParcel(input.weightKg, input.value ?? 0, {
          destination: owner.destination,
          dimensions: { length, width, height },
        }),
      );
      const preAlert = await preAlerts.findOpen(owner.id, input.trackingNumber);
      const savingCents = preAlert ? Math.min(SERVICE_TERMS.preAlertSavingCents, price.freightCents) : 0;
      const parcel: Parcel = {
        number: await parcels.nextNumber(),
        accountId: owner.accountId,
        userId: owner.id,
        trackingNumber: input.trackingNumber,
        carrier: input.carrier,
        description: input.description ?? preAlert?.description ?? null,
        valueCents: input.value === undefined ? (preAlert?.valueCents ?? null) : dollarsToCents(input.value),
        destination: owner.destination,
        weights: {
          actualKg: price.actualWeightKg,
          volumetricKg: price.volumetricWeightKg,
          chargeableKg: price.chargeableWeightKg,
        },
        dimensions: { lengthCm: length, widthCm: width, heightCm: height },
        freightCents: price.freightCents,
        savingCents,
        chargeCents: price.freightCents - savingCents,
        status: 'received',
        events: [{ status: 'received', at: now }],
        shipRequestId: null,
        shipmentNumber: null,
      };
      // The unique tracking number decides between two staff receiving the same parcel at once.
      if ((await parcels.addIfNew(parcel)) === 'duplicate') return fail(PARCEL_ERRORS.receivedTwice);
      if (preAlert) await preAlerts.markFulfilled(preAlert.id, parcel.number);
      const charge = parcelChargeEntry(parcel, now);
      if (charge) await ledger.post(charge);
      await outbox.enqueue(parcelNoticeMail(this.mail, owner, parcel), now);
      return ok(parcel);
    });
  }
}
