import type { StoredRateCards } from '../../core/competitors/rate-cards.ports.js';
import type { RateCardArchive } from '../../core/competitors/rate-cards.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    rateCards: StoredRateCards[];
  }
}

export function inMemoryRateCardArchive(tables: Tables): RateCardArchive {
  return {
    add: (entry) => {
      tables.rateCards.push(clone(entry));
      return Promise.resolve();
    },
    list: () => Promise.resolve(clone(tables.rateCards)),
  };
}
