import type { Knex } from 'knex';
import { z } from 'zod';
import { CUSTOMS_CATEGORY_KEYS } from '../../core/customs/customs-rates.js';
import type { ContentItem, ParcelContents } from '../../core/parcels/parcel-contents.js';
import type { ParcelContentsRepository } from '../../core/parcels/parcels.ports.js';

/** pg answers bigint columns as strings, PGlite as numbers. */
const cents = z.coerce.number().int();

const headSchema = z.object({
  parcel_number: z.string(),
  declared_at: z.date(),
  insurance_cents: cents.nullable(),
});

const itemSchema = z
  .object({
    parcel_number: z.string(),
    description: z.string(),
    category: z.enum(CUSTOMS_CATEGORY_KEYS),
    quantity: z.number().int(),
    unit_value_cents: cents,
  })
  .transform((r) => ({
    parcelNumber: r.parcel_number,
    item: {
      description: r.description,
      category: r.category,
      quantity: r.quantity,
      unitValueCents: r.unit_value_cents,
    } satisfies ContentItem,
  }));

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
      const { parcelNumber, item } = itemSchema.parse(row);
      items.set(parcelNumber, [...(items.get(parcelNumber) ?? []), item]);
    }
    return new Map(
      heads.map((row) => {
        const head = headSchema.parse(row);
        return [
          head.parcel_number,
          {
            parcelNumber: head.parcel_number,
            items: items.get(head.parcel_number) ?? [],
            declaredAt: head.declared_at,
            insuranceCents: head.insurance_cents,
          },
        ];
      }),
    );
  }

  async replace(parcelNumber: string, items: ContentItem[], at: Date): Promise<'declared' | 'insured'> {
    // Kept or added in one statement, which leaves an insured parcel's row as it is (and returns nothing).
    const kept: unknown[] = await this.db('parcel_contents')
      .insert({ parcel_number: parcelNumber, declared_at: at, insurance_cents: null })
      .onConflict('parcel_number')
      .merge(['declared_at'])
      .where('parcel_contents.insurance_cents', null)
      .returning('parcel_number');
    if (kept.length === 0) return 'insured';
    await this.db('parcel_content_items').where({ parcel_number: parcelNumber }).del();
    await this.db('parcel_content_items').insert(
      items.map((item, position) => ({
        parcel_number: parcelNumber,
        position,
        description: item.description,
        category: item.category,
        quantity: item.quantity,
        unit_value_cents: item.unitValueCents,
      })),
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
      .update({ insurance_cents: insuranceCents });
    if (updated === 1) return 'insured';
    const exists: unknown = await this.db('parcel_contents').where({ parcel_number: parcelNumber }).first();
    return exists === undefined ? 'not-declared' : 'already-insured';
  }
}
