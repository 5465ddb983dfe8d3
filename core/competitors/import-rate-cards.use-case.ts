import type { Clock } from '../shared/clock.js';
import { type Result, ok } from '../shared/result.js';
import type { RateCardBook, RateCardVersion } from './rate-card-book.js';
import type { RateCardError } from './rate-card.errors.js';
import { readRateCardFile } from './rate-card-file.js';
import type { RateCardArchive } from './rate-cards.ports.js';

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

  async execute(text: string, source: string): Promise<Result<RateCardVersion, RateCardError>> {
    const read = readRateCardFile(text);
    if (!read.ok) return read;
    const importedAt = this.clock.now();
    const { set, document } = read.value;
    await this.archive.add({ effectiveDate: set.effectiveDate, importedAt, source, document });
    this.book.forget();
    return ok({ set, document, source, importedAt });
  }
}
