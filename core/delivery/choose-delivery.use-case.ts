import type { Clock } from '../shared/clock.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { DeliveryPorts } from './delivery.ports.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type DeliveryChoice, doorOffered, pointsOnOffer } from './delivery-choice.js';
import { DELIVERY_ERRORS, type DeliveryError } from './delivery.errors.js';
import type { DeliveryChoiceInput } from './delivery.schema.js';

/**
 * Saves an account's delivery choice, if its destination offers it: a door or a Kenyan point for Kenya, the Juba
 * office for South Sudan. Earlier choices are kept for the parcels that left with them, and only those: a choice
 * changed again before any parcel left is replaced, so an account keeps at most one choice per parcel that left,
 * beside its first and its latest.
 */
export class ChooseDeliveryUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<DeliveryPorts & AccountsPorts>,
    private readonly clock: Clock,
    private readonly points: PickupPoints,
  ) {}

  execute(userId: string, input: DeliveryChoiceInput): Promise<Result<DeliveryChoice, DeliveryError>> {
    return this.unitOfWork.run(async ({ users, deliveryChoices, parcelDepartures }) => {
      const user = await users.findById(userId);
      if (!user) return fail(DELIVERY_ERRORS.accountGone);
      let choice: DeliveryChoice;
      if (input.method === 'door') {
        if (!doorOffered(user.destination)) return fail(DELIVERY_ERRORS.doorNotOffered);
        choice = { ...input, landmark: input.landmark || null };
      } else {
        const offered = pointsOnOffer(user.destination, this.points);
        if (!offered.some((p) => p.id === input.point))
          return fail(DELIVERY_ERRORS.pointNotOffered(offered.map((p) => `${p.name} (${p.id})`)));
        choice = { method: 'pickup', point: input.point };
      }
      const lastDeparture = await parcelDepartures.lastOf(userId);
      await deliveryChoices.add({ userId, choice, chosenAt: this.clock.now() }, lastDeparture);
      return ok(choice);
    });
  }
}
