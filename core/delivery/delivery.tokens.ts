import { token } from '../shared/token.js';
import type { ChooseDeliveryUseCase } from './choose-delivery.use-case.js';
import type { DeliveryChoiceRepository } from './delivery.ports.js';

export const DELIVERY_TOKENS = {
  /** The choices outside any transaction, for reads. */
  DeliveryChoices: token<DeliveryChoiceRepository>('DeliveryChoices'),
  ChooseDelivery: token<ChooseDeliveryUseCase>('ChooseDelivery'),
} as const;
