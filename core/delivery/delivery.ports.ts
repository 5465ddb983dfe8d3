import type { SavedDeliveryChoice } from './delivery-choice.js';

/** Each account's delivery choices, every one kept: a parcel that left keeps the choice in force then. */
export interface DeliveryChoiceRepository {
  add(saved: SavedDeliveryChoice): Promise<void>;
  /** The account's choices, oldest first (two made at one instant, in the order they were added). */
  historyOf(userId: string): Promise<SavedDeliveryChoice[]>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    deliveryChoices: DeliveryChoiceRepository;
  }
}
