import type { Knex } from 'knex';
import { z } from 'zod';
import { CUSTOMS_CATEGORY_KEYS } from '../../core/customs/customs-rates.js';
import type { ContentItem, ParcelContents } from '../../core/parcels/parcel-contents.js';
import type { ParcelContentsRepository } from '../../core/parcels/parcels.ports.js';
import { nested, rowCodec } from '../postgres/row-codec.js';

/** pg answers bigint columns as strings, PGlite as numbers. */
const cents = z.coerce.number().int();

/** parcel_contents' columns, once: what replace inserts and every read parses (its items read beside). */
const headRow = rowCodec({
  parcel_number: z.string(),
  declared_at: z.date(),
  insurance_cents: cents.nullable(),
});
type HeadColumns = ReturnType<typeof headRow.toRow>;

/** parcel_content_items' columns, once: what replace inserts and every read parses, a line under its place. */
const itemRow = rowCodec({
  parcel_number: z.string(),
  position: z.number().int(),
  item: nested({
    description: z.string(),
    category: z.enum(CUSTOMS_CATEGORY_KEYS),
    quantity: z.number().int(),
    unit_value_cents: cents,
  }),
});

export class KnexParcelContents implements ParcelContentsRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async find(parcelNumber: string): Promise<ParcelContents | undefined> {
    return (await this.findEach([parcelNumber])).get(parcelNumber);
  }

  async holdParcel(parcelNumber: string): Promise<void> {
    // The parcel's row, the lock a move takes (KnexParcels.moveTo).
    await this.db('parcels').where({ number: parcelNumber }).forUpdate().select('number');
  }

  async findEach(parcelNumbers: readonly string[]): Promise<Map<string, ParcelContents>> {
    if (parcelNumbers.length === 0) return new Map();
    const heads: unknown[] = await this.db('parcel_contents').whereIn('parcel_number', parcelNumbers);
    const rows: unknown[] = await this.db('parcel_content_items')
      .whereIn('parcel_number', parcelNumbers)
      .orderBy(['parcel_number', 'position']);
    const items = new Map<string, ContentItem[]>();
    for (const row of rows) {
      const { parcelNumber, item } = itemRow.fromRow(row);
      items.set(parcelNumber, [...(items.get(parcelNumber) ?? []), item]);
    }
    return new Map(
      heads.map((row) => {
        const head = headRow.fromRow(row);
        return [head.parcelNumber, { ...head, items: items.get(head.parcelNumber) ?? [] }];
      }),
    );
  }

  async replace(parcelNumber: string, items: ContentItem[], at: Date): Promise<'declared' | 'insured'> {
    // Kept or added in one statement, which leaves an insured parcel's row as it is (and returns nothing).
    const kept: unknown[] = await this.db('parcel_contents')
      .insert(headRow.toRow({ parcelNumber, declaredAt: at, insuranceCents: null }))
      .onConflict('parcel_number')
      .merge(['declared_at'])
      .where('parcel_contents.insurance_cents', null)
      .returning('parcel_number');
    if (kept.length === 0) return 'insured';
    await this.db('parcel_content_items').where({ parcel_number: parcelNumber }).del();
    await this.db('parcel_content_items').insert(
      items.map((item, position) => itemRow.toRow({ parcelNumber, position, item })),
    );
    return 'declared';
  }

  async insure(
    parcelNumber: string,
    insuranceCents: number,
  ): Promise<'insured' | 'already-insured' | 'not-declared'> {
    const updated = await this.db('parcel_contents')
      .where({ parcel_number: parcelNumber })
      .whereNull('insurance_cents')
      .update({ insurance_cents: insuranceCents } satisfies Partial<HeadColumns>);
    if (updated === 1) return 'insured';
    const exists: unknown = await this.db('parcel_contents').where({ parcel_number: parcelNumber }).first();
    return exists === undefined ? 'not-declared' : 'already-insured';
  }
}
