import { isoDateIn } from '../shared/calendar.js';
import type { Clock } from '../shared/clock.js';
import { Reread } from '../shared/reread.js';
import { type RateCardFile, type RateCardSet, rateCardSetSchema } from './rate-card.schema.js';
import type { RateCardArchive, StoredRateCards } from './rate-cards.ports.js';

/** How long a process trusts what it last read: another instance's import shows everywhere within this. */
export const RATE_CARDS_REREAD_MS = 10_000;

/** Rate cards take effect on their date in Kenya, where the shoppers are. */
export const RATE_CARDS_TIME_ZONE = 'Africa/Nairobi';

export interface RateCardVersion {
  set: RateCardSet;
  /** As the file was written (dollars): what the API sends, for the browser to read with the same schema. */
  document: RateCardFile;
  source: string;
  /** Undefined for the file shipped with the code, the default when nothing imported is in force. */
  importedAt: Date | undefined;
}

/**
 * The version in force on a day: the latest effective date not after it, and of two with the same date the
 * later import. A file dated ahead waits for its day; before any import, the shipped file.
 */
export function versionInForce(
  versions: readonly RateCardVersion[],
  today: string,
): RateCardVersion | undefined {
  return versions
    .filter((v) => v.set.effectiveDate <= today)
    .reduce<RateCardVersion | undefined>((best, v) => {
      if (!best) return v;
      if (v.set.effectiveDate !== best.set.effectiveDate)
        return v.set.effectiveDate > best.set.effectiveDate ? v : best;
      return (v.importedAt?.getTime() ?? -Infinity) >= (best.importedAt?.getTime() ?? -Infinity) ? v : best;
    }, undefined);
}

export interface RateCardBookOptions {
  /** Told when the archive cannot be read or holds a file the schema no longer accepts; the book carries on. */
  onProblem?: (problem: string, cause?: unknown) => void;
  rereadMs?: number;
}

/**
 * The competitor rate cards every calculator and page compares with: the shipped file, and every file staff
 * imported, read from the archive at most once per RATE_CARDS_REREAD_MS. When the archive cannot be read
 * (the database is down), the last versions read stay in force: a comparison never fails for it.
 */
export class RateCardBook {
  private readonly shippedVersion: RateCardVersion;
  private readonly imported: Reread<RateCardVersion[]>;

  constructor(
    private readonly archive: RateCardArchive,
    private readonly clock: Clock,
    shippedDocument: unknown,
    private readonly options: RateCardBookOptions = {},
  ) {
    this.shippedVersion = {
      set: rateCardSetSchema.parse(shippedDocument),
      // It parsed, so it is a file as the schema reads one.
      document: shippedDocument as RateCardFile,
      source: 'shipped with the code',
      importedAt: undefined,
    };
    this.imported = new Reread(
      async () => this.parsed(await archive.list()),
      clock,
      options.rereadMs ?? RATE_CARDS_REREAD_MS,
      [this.shippedVersion],
      (error) => options.onProblem?.('the rate-card archive could not be read', error),
    );
  }

  /** The version in force now. */
  async inForce(): Promise<RateCardVersion> {
    return this.pick(await this.imported.get());
  }

  /** Every version, oldest first, read now; the one in force is marked. */
  async history(): Promise<{ versions: RateCardVersion[]; inForce: RateCardVersion }> {
    const versions = this.parsed(await this.archive.list());
    return { versions, inForce: this.pick(versions) };
  }

  /** Forget what was read, so that the next question reads the archive (after this process imported). */
  forget(): void {
    this.imported.forget();
  }

  private pick(versions: readonly RateCardVersion[]): RateCardVersion {
    const today = isoDateIn(this.clock.now(), RATE_CARDS_TIME_ZONE);
    return versionInForce(versions, today) ?? this.shippedVersion;
  }

  private parsed(stored: readonly StoredRateCards[]): RateCardVersion[] {
    const imported = stored.flatMap((entry): RateCardVersion[] => {
      const parsed = rateCardSetSchema.safeParse(entry.document);
      if (parsed.success)
        return [
          {
            set: parsed.data,
            document: entry.document as RateCardFile,
            source: entry.source,
            importedAt: entry.importedAt,
          },
        ];
      this.options.onProblem?.(`the rate cards imported from ${entry.source} no longer pass the schema`);
      return [];
    });
    return [this.shippedVersion, ...imported];
  }
}
