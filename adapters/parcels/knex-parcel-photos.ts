import type { Knex } from 'knex';
import { z } from 'zod';
import type { ParcelPhoto } from '../../core/parcels/parcel-photo.js';
import type { ParcelPhotoRepository } from '../../core/parcels/parcels.ports.js';
import { column, nested, rowCodec } from '../postgres/row-codec.js';

const TABLE = 'parcel_photos';
const count = z.coerce.number().int();

/** One size's columns, each under its size's prefix (small_width): its width, height and bytes. */
const size = (prefix: 'small' | 'large') =>
  nested({
    width: column(`${prefix}_width`, count),
    height: column(`${prefix}_height`, count),
    bytes: column(`${prefix}_bytes`, count),
  });

/** parcel_photos' columns, once: what addWithin inserts and every read parses and names (seq only orders). */
const photoRow = rowCodec({
  id: z.string(),
  parcel_number: z.string(),
  media_type: z.string(),
  sizes: nested({ small: size('small'), large: size('large') }),
  staff: z.string(),
  created_at: z.date(),
});
const toPhoto: (row: unknown) => ParcelPhoto = photoRow.fromRow;
const COLUMNS = [...photoRow.columns];

export class KnexParcelPhotos implements ParcelPhotoRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async addWithin(
    parcelNumber: string,
    photos: readonly ParcelPhoto[],
    max: number,
  ): Promise<'added' | 'full'> {
    // The parcel's row, locked to the end of the transaction: two uploads to one parcel count one after the other.
    await this.db('parcels').where({ number: parcelNumber }).forUpdate().select('number');
    const [counted] = await this.db(TABLE).where({ parcel_number: parcelNumber }).count({ n: '*' });
    if (count.parse(counted?.n ?? 0) + photos.length > max) return 'full';
    if (photos.length > 0) await this.db(TABLE).insert(photos.map(photoRow.toRow));
    return 'added';
  }

  async listFor(parcelNumbers: readonly string[]): Promise<ParcelPhoto[]> {
    if (parcelNumbers.length === 0) return [];
    const rows: unknown[] = await this.db(TABLE)
      .whereIn('parcel_number', [...parcelNumbers])
      .orderBy('seq')
      .select(COLUMNS);
    return rows.map((row) => toPhoto(row));
  }

  async find(parcelNumber: string, id: string): Promise<ParcelPhoto | undefined> {
    const row: unknown = await this.db(TABLE).where({ parcel_number: parcelNumber, id }).first(COLUMNS);
    return row === undefined ? undefined : toPhoto(row);
  }

  async remove(parcelNumber: string, id: string): Promise<ParcelPhoto | undefined> {
    const rows: unknown[] = await this.db(TABLE)
      .where({ parcel_number: parcelNumber, id })
      .delete()
      .returning(COLUMNS);
    return rows[0] === undefined ? undefined : toPhoto(rows[0]);
  }
}
