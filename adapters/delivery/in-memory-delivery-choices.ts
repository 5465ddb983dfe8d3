import {
  type DeliveryChoice,
  type SavedDeliveryChoice,
  choiceAt,
} from '../../core/delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../../core/delivery/delivery.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** In the order they were made. */
    deliveryChoices: SavedDeliveryChoice[];
  }
}

export function inMemoryDeliveryChoices(tables: Tables): DeliveryChoiceRepository {
  /** The account's choices, oldest first: a stable sort keeps two made at one instant in the order they were added. */
  const historyOf = (userId: string) =>
    tables.deliveryChoices
      .filter((saved) => saved.userId === userId)
      .sort((a, b) => a.chosenAt.getTime() - b.chosenAt.getTime());
  return {
    add: (saved, lastDeparture) => {
      const [first] = historyOf(saved.userId);
      const kept = (other: SavedDeliveryChoice) =>
        other.userId !== saved.userId ||
        (lastDeparture !== undefined && (other === first || other.chosenAt <= lastDeparture));
      tables.deliveryChoices = [...tables.deliveryChoices.filter(kept), clone(saved)];
      return Promise.resolve();
    },
    inForceAt: (userId, moments) => {
      const history = historyOf(userId);
      return Promise.resolve(moments.map((at) => clone(choiceAt(history, at))));
    },
    inForceEach: (userIds, at) => {
      const found = new Map<string, DeliveryChoice>();
      for (const userId of new Set(userIds)) {
        const choice = choiceAt(historyOf(userId), at);
        if (choice) found.set(userId, clone(choice));
      }
      return Promise.resolve(found);
    },
  };
}
