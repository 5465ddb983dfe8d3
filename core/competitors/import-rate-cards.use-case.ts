import type { Clock } from '../shared/clock.js';
import { type Result, ok } from '../shared/result.js';
import type { RateCardBook, RateCardVersion } from './rate-card-book.js';
import type { RateCardError } from './rate-card.errors.js';
import { readRateCardFile } from './rate-card-file.js';
import type { RateCardArchive } from './rate-cards.ports.js';

export interface ImportedRateCards {
  version: RateCardVersion;
  /** The version in force now: the new one, or (when the new one is dated ahead) the one it will replace. */
  inForce: RateCardVersion;
  isInForce: boolean;
}

/**
 * Staff's new rate-card file: checked against the schema, kept in the archive with its effective date, and in
 * force from that date in every process (this one at once, the others at their next reading).
 */
export class ImportRateCardsUseCase {
  constructor(
    private readonly archive: RateCardArchive,
    private readonly book: RateCardBook,
    private readonly clock: Clock,
  ) {}

  async execute(text: string, source: string): Promise<Result<ImportedRateCards, RateCardError>> {
    const read = readRateCardFile(text);
    if (!read.ok) return read;
    const importedAt = this.clock.now();
    const { set, document } = read.value;
    await this.archive.add({ effectiveDate: set.effectiveDate, importedAt, source, document });
    this.book.forget();
    // Reading the version in force now also brings this process's book up to date.
    const inForce = await this.book.inForce();
    return ok({
      version: { set, document, source, importedAt },
      inForce,
      isInForce: inForce.importedAt?.getTime() === importedAt.getTime() && inForce.source === source,
    });
  }
}
