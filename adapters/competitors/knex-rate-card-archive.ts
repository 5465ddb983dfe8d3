import type { Knex } from 'knex';
import { z } from 'zod';
import type { RateCardArchive, StoredRateCards } from '../../core/competitors/rate-cards.ports.js';
import { rowCodec } from '../postgres/row-codec.js';

const TABLE = 'rate_card_imports';

/**
 * rate_card_imports' columns, once: what add inserts and list parses (id only orders). pg answers a date column as
 * a Date at local midnight; as text it is the date itself, so list reads it as text.
 */
const importRow = rowCodec({
  effective_date: z.string(),
  imported_at: z.date(),
  source: z.string(),
  document: z.unknown(),
});
const toStored: (row: unknown) => StoredRateCards = importRow.fromRow;

export class KnexRateCardArchive implements RateCardArchive {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(entry: StoredRateCards): Promise<void> {
    // The document as text, so that both drivers store it as the JSON it is.
    await this.db(TABLE).insert({ ...importRow.toRow(entry), document: JSON.stringify(entry.document) });
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
    return rows.map((row) => toStored(row));
  }
}
