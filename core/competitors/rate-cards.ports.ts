/** One imported rate-card file, kept as it was written (dollars, the file's own form) so the core reads it again. */
export interface StoredRateCards {
  effectiveDate: string;
  importedAt: Date;
  /** What staff imported it from (the file's name). */
  source: string;
  document: unknown;
}

/** Every rate-card file staff have imported, shared by all the app's processes. */
export interface RateCardArchive {
  add(entry: StoredRateCards): Promise<void>;
  /** Oldest import first. */
  list(): Promise<StoredRateCards[]>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    rateCards: RateCardArchive;
  }
}
