import type { SavedDeliveryChoice } from '../../core/delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../../core/delivery/delivery.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** In the order they were made. */
    deliveryChoices: SavedDeliveryChoice[];
  }
}

export function inMemoryDeliveryChoices(tables: Tables): DeliveryChoiceRepository {
  return {
    add: (saved) => {
      tables.deliveryChoices.push(clone(saved));
      return Promise.resolve();
    },
    historyOf: (userId) =>
      Promise.resolve(
        clone(
          tables.deliveryChoices
            .filter((saved) => saved.userId === userId)
            // A stable sort: two made at one instant stay in the order they were added.
            .sort((a, b) => a.chosenAt.getTime() - b.chosenAt.getTime()),
        ),
      ),
  };
}
