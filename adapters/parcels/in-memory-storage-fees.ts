import { PARCEL_SOURCES } from '../../core/parcels/parcel-ledger-sources.js';
import type { StorageFeeRepository } from '../../core/parcels/parcels.ports.js';
import { storageFeeDays, storageFeeEntry } from '../../core/parcels/storage-fees.js';
import { isClaimed } from '../../core/parcels/parcel.js';
import { inMemoryLedger } from '../ledger/in-memory-ledger.js';
import type { Sequences, Tables } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** The days the server's daily storage run has claimed (YYYY-MM-DD). */
    storageRuns: Map<string, Date>;
    /** How far each parcel has been charged (YYYY-MM-DD): a run never goes back before it. */
    storageChargedThrough: Map<string, string>;
  }
}

/** The storage fees in memory: the core's rule over every parcel, posted through the in-memory ledger. */
export function inMemoryStorageFees(tables: Tables, sequences: Sequences): StorageFeeRepository {
  const ledger = inMemoryLedger(tables, sequences);
  /** An account's storage fees that stand (a reversed fee counts nothing). */
  const standingFees = (userId: string) => {
    const reversed = new Set(tables.ledgerEntries.flatMap(({ entry }) => entry.reverses ?? []));
    return tables.ledgerEntries.flatMap(({ entry }) =>
      entry.userId === userId &&
      entry.kind === 'charge' &&
      entry.subject !== null &&
      entry.source.kind === PARCEL_SOURCES.storageFee.kind &&
      !reversed.has(entry.id)
        ? [{ parcelNumber: entry.subject, amountCents: entry.amountCents }]
        : [],
    );
  };
  return {
    postThrough: async (through, terms, at) => {
      let posted = 0;
      if (terms.feeCentsPerDay <= 0) return 0;
      for (const parcel of tables.parcels.values()) {
        if (!isClaimed(parcel)) continue;
        const charged = tables.storageChargedThrough.get(parcel.number) ?? '';
        const days = storageFeeDays(parcel, terms, through).filter((day) => day > charged);
        // Its own ids: the repository is made without the core's Ids (the SQL one has the database make them).
        for (const day of days) {
          const entry = storageFeeEntry(crypto.randomUUID(), parcel, day, terms, at);
          if ((await ledger.post(entry)) === 'posted') posted += 1;
        }
        const last = days.at(-1);
        if (last !== undefined) tables.storageChargedThrough.set(parcel.number, last);
      }
      return posted;
    },
    claimRun: (day, at) => {
      if (tables.storageRuns.has(day)) return Promise.resolve(false);
      tables.storageRuns.set(day, at);
      return Promise.resolve(true);
    },
    feesByParcel: (userId) => {
      const fees = new Map<string, number>();
      for (const entry of standingFees(userId))
        fees.set(entry.parcelNumber, (fees.get(entry.parcelNumber) ?? 0) + entry.amountCents);
      return Promise.resolve(fees);
    },
    feesOf: ({ userId, number }) =>
      Promise.resolve(
        // An unclaimed parcel is charged no storage.
        userId === null
          ? 0
          : standingFees(userId)
              .filter((entry) => entry.parcelNumber === number)
              .reduce((sum, entry) => sum + entry.amountCents, 0),
      ),
  };
}
