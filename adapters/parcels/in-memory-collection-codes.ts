import type { CollectionCode } from '../../core/parcels/collection-code.js';
import type { CollectionCodeRepository } from '../../core/parcels/parcels.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By shipment. */
    collectionCodes: Map<string, CollectionCode>;
  }
}

/** Transactions on the in-memory store run one at a time, so finding a code needs no lock. */
export function inMemoryCollectionCodes(tables: Tables): CollectionCodeRepository {
  return {
    issue: (code) => {
      const kept = tables.collectionCodes.get(code.shipment);
      if (!kept) tables.collectionCodes.set(code.shipment, clone(code));
      return Promise.resolve(clone(kept ?? code));
    },
    find: (shipment) => Promise.resolve(clone(tables.collectionCodes.get(shipment))),
    findEach: (shipments) =>
      Promise.resolve(
        new Map(
          shipments.flatMap((shipment) => {
            const code = tables.collectionCodes.get(shipment);
            return code ? [[shipment, clone(code)] as const] : [];
          }),
        ),
      ),
    countWrong: (shipment, max, lockUntil) => {
      const kept = tables.collectionCodes.get(shipment);
      if (!kept) return Promise.resolve(undefined);
      const tries = kept.wrongTries + 1;
      const counted =
        tries >= max ? { ...kept, wrongTries: 0, lockedUntil: lockUntil } : { ...kept, wrongTries: tries };
      tables.collectionCodes.set(shipment, counted);
      return Promise.resolve(clone(counted));
    },
  };
}
