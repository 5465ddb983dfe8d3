import { ChooseDeliveryUseCase } from '../../core/delivery/choose-delivery.use-case.js';
import { DELIVERY_TOKENS } from '../../core/delivery/delivery.tokens.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { areaModule } from '../area-module.js';
import { bindFactory } from '../wiring.js';
import { deliveryRoutes } from './delivery.routes.js';
import { inMemoryDeliveryChoices } from './in-memory-delivery-choices.js';
import { KnexDeliveryChoices } from './knex-delivery-choices.js';
import * as deliveryChoices from './migrations/20261127-081-delivery-choices.js';
import { DELIVERY_SETTINGS } from './delivery.config.js';

const MINUTE = 60_000;

/** Where an account's parcels go: a door in Kenya or a pickup point, each choice kept. */
export const deliveryArea = areaModule({
  name: 'delivery',
  settings: DELIVERY_SETTINGS,
  repositories: {
    deliveryChoices: { knex: (db) => new KnexDeliveryChoices(db), memory: inMemoryDeliveryChoices },
  },
  memoryTables: { deliveryChoices: () => [] },
  migrations: { '20261127-081-delivery-choices': deliveryChoices },
  rateLimits: {
    // Per account: a customer settling on a door or point, correcting a typo or two; not a script's stream.
    deliveryChoices: { windowMs: 10 * MINUTE, limit: 20 },
  },
  bind(container, { config, reads }) {
    container.bind(DELIVERY_TOKENS.DeliveryChoices).toConstantValue(reads.deliveryChoices);
    bindFactory(
      container,
      DELIVERY_TOKENS.ChooseDelivery,
      [TOKENS.UnitOfWork, TOKENS.Clock],
      (u, c) => new ChooseDeliveryUseCase(u, c, DELIVERY_SETTINGS.of(config)),
    );
  },
  routes(container, api, { config }) {
    deliveryRoutes(container, api, config);
  },
});
