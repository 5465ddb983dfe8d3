import type { ParcelContents } from '../../core/parcels/parcel-contents.js';
import type { ParcelContentsRepository } from '../../core/parcels/parcels.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By parcel number. */
    parcelContents: Map<string, ParcelContents>;
  }
}

/** Transactions on the in-memory store run one at a time, so holding a parcel needs no lock. */
export function inMemoryParcelContents(tables: Tables): ParcelContentsRepository {
  const find = (parcelNumber: string) => Promise.resolve(clone(tables.parcelContents.get(parcelNumber)));
  return {
    find,
    holdParcel: () => Promise.resolve(),
    findEach: (parcelNumbers) =>
      Promise.resolve(
        new Map(
          parcelNumbers.flatMap((number) => {
            const contents = tables.parcelContents.get(number);
            return contents ? [[number, clone(contents)] as const] : [];
          }),
        ),
      ),
    replace: (parcelNumber, items, at) => {
      if ((tables.parcelContents.get(parcelNumber)?.insuranceCents ?? null) !== null)
        return Promise.resolve('insured');
      tables.parcelContents.set(parcelNumber, {
        parcelNumber,
        items: clone(items),
        declaredAt: at,
        insuranceCents: null,
      });
      return Promise.resolve('declared');
    },
    insure: (parcelNumber, insuranceCents) => {
      const contents = tables.parcelContents.get(parcelNumber);
      if (!contents) return Promise.resolve('not-declared');
      if (contents.insuranceCents !== null) return Promise.resolve('already-insured');
      tables.parcelContents.set(parcelNumber, { ...contents, insuranceCents });
      return Promise.resolve('insured');
    },
  };
}
