import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { dollarsToCents } from '../shared/money.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { ParcelsPorts } from './parcels.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { PreAlertInput } from './parcels.schema.js';
import { MAX_OPEN_PRE_ALERTS, type PreAlert } from './pre-alert.js';

/** A customer tells us a parcel is on its way, which takes the pre-alert saving off its charge on arrival. */
export class CreatePreAlertUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  execute(
    userId: string,
    input: PreAlertInput,
  ): Promise<
    Result<
      PreAlert,
      ParcelError<'PARCELS.ALREADY_ARRIVED' | 'PARCELS.TOO_MANY_PRE_ALERTS' | 'PARCELS.PRE_ALERT_EXISTS'>
    >
  > {
    return this.unitOfWork.run(async ({ preAlerts, parcels }) => {
      const arrived = await parcels.find(input.trackingNumber);
      if (arrived?.userId === userId) return fail(PARCEL_ERRORS.alreadyArrived);
      if ((await preAlerts.countOpen(userId)) >= MAX_OPEN_PRE_ALERTS)
        return fail(PARCEL_ERRORS.tooManyPreAlerts);
      const alert: PreAlert = {
        id: this.ids.next(),
        userId,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        description: input.description,
        valueCents: dollarsToCents(input.value),
        createdAt: this.clock.now(),
        parcelNumber: null,
      };
      if ((await preAlerts.addIfNew(alert)) === 'duplicate') return fail(PARCEL_ERRORS.preAlertTwice);
      return ok(alert);
    });
  }
}
