import type { Knex } from 'knex';
import { z } from 'zod';
import type { RateCardArchive, StoredRateCards } from '../../core/competitors/rate-cards.ports.js';

const TABLE = 'rate_card_imports';

/** pg answers a date column as a Date at local midnight; as text it is the date itself. */
const rowSchema = z
  .object({ effective_date: z.string(), imported_at: z.date(), source: z.string(), document: z.unknown() })
  .transform((r): StoredRateCards => ({
    effectiveDate: r.effective_date,
    importedAt: r.imported_at,
    source: r.source,
    document: r.document,
  }));

export class KnexRateCardArchive implements RateCardArchive {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(entry: StoredRateCards): Promise<void> {
    await this.db(TABLE).insert({
      effective_date: entry.effectiveDate,
      imported_at: entry.importedAt,
      source: entry.source,
      document: JSON.stringify(entry.document),
    });
  }

  async list(): Promise<StoredRateCards[]> {
    const rows: unknown[] = await this.db(TABLE)
      .select(
        this.db.raw("to_char(effective_date, 'YYYY-MM-DD') as effective_date"),
        'imported_at',
        'source',
        'document',
      )
      .orderBy([
        { column: 'imported_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    return rows.map((row) => rowSchema.parse(row));
  }
}
