import type { DeliveryResponse } from '../../core/delivery/api/delivery.endpoints.js';
import { chooseDeliveryEndpoint, getDeliveryEndpoint } from '../../core/delivery/api/delivery.endpoints.js';
import { doorOffered, pointsOnOffer } from '../../core/delivery/delivery-choice.js';
import { DELIVERY_TOKENS } from '../../core/delivery/delivery.tokens.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import type { Destination } from '../../core/pricing/destinations.js';
import type { DeliveryChoice } from '../../core/delivery/delivery-choice.js';
import type { Config } from '../config.js';
import { signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import { HttpError } from '../http/errors.js';
import type { AppContainer } from '../wiring.js';
import { DELIVERY_SETTINGS } from './delivery.config.js';

/** The account's delivery choice and what its destination offers. */
export function deliveryRoutes(container: AppContainer, api: EndpointRouter, config: Config): void {
  const users = container.get(ACCOUNT_TOKENS.Users);
  const choices = container.get(DELIVERY_TOKENS.DeliveryChoices);
  const choose = container.get(DELIVERY_TOKENS.ChooseDelivery);
  const answer = (destination: Destination, choice: DeliveryChoice | undefined): DeliveryResponse => ({
    choice: choice ?? null,
    methods: doorOffered(destination) ? ['door', 'pickup'] : ['pickup'],
    // Each point as the response declares it: the Juba office's phone is for the payment options to tell.
    points: pointsOnOffer(destination, DELIVERY_SETTINGS.of(config)).map(({ id, name, address, hours }) => ({
      id,
      name,
      address,
      hours,
    })),
  });
  const destinationOf = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Not signed in');
    return user.destination;
  };

  api.on(getDeliveryEndpoint, async ({ req }) => {
    const userId = signedInUser(req).id;
    const [destination, [choice]] = await Promise.all([
      destinationOf(userId),
      choices.inForceAt(userId, [undefined]),
    ]);
    return answer(destination, choice);
  });

  api.on(chooseDeliveryEndpoint, async ({ req, body, refuse }) => {
    const userId = signedInUser(req).id;
    const chosen = await choose.execute(userId, body);
    if (!chosen.ok) {
      const { error } = chosen;
      throw 'field' in error ? refuse(error, [{ path: error.field, message: error.message }]) : refuse(error);
    }
    return answer(await destinationOf(userId), chosen.value);
  });
}
