import type { Knex } from 'knex';
import { z } from 'zod';
import type { ParcelPhoto } from '../../core/parcels/parcel-photo.js';
import type { ParcelPhotoRepository } from '../../core/parcels/parcels.ports.js';

const TABLE = 'parcel_photos';
const count = z.coerce.number().int();

const rowSchema = z
  .object({
    id: z.string(),
    parcel_number: z.string(),
    media_type: z.string(),
    small_width: count,
    small_height: count,
    small_bytes: count,
    large_width: count,
    large_height: count,
    large_bytes: count,
    staff: z.string(),
    created_at: z.date(),
  })
  .transform((r): ParcelPhoto => ({
    id: r.id,
    parcelNumber: r.parcel_number,
    mediaType: r.media_type,
    sizes: {
      small: { width: r.small_width, height: r.small_height, bytes: r.small_bytes },
      large: { width: r.large_width, height: r.large_height, bytes: r.large_bytes },
    },
    staff: r.staff,
    createdAt: r.created_at,
  }));

const rowOf = (p: ParcelPhoto) => ({
  id: p.id,
  parcel_number: p.parcelNumber,
  media_type: p.mediaType,
  small_width: p.sizes.small.width,
  small_height: p.sizes.small.height,
  small_bytes: p.sizes.small.bytes,
  large_width: p.sizes.large.width,
  large_height: p.sizes.large.height,
  large_bytes: p.sizes.large.bytes,
  staff: p.staff,
  created_at: p.createdAt,
});

const COLUMNS = Object.keys(rowSchema.in.shape);

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
    if (photos.length > 0) await this.db(TABLE).insert(photos.map(rowOf));
    return 'added';
  }

  async listFor(parcelNumbers: readonly string[]): Promise<ParcelPhoto[]> {
    if (parcelNumbers.length === 0) return [];
    const rows: unknown[] = await this.db(TABLE)
      .whereIn('parcel_number', [...parcelNumbers])
      .orderBy('seq')
      .select(COLUMNS);
    return rows.map((row) => rowSchema.parse(row));
  }

  async find(parcelNumber: string, id: string): Promise<ParcelPhoto | undefined> {
    const row: unknown = await this.db(TABLE).where({ parcel_number: parcelNumber, id }).first(COLUMNS);
    return row === undefined ? undefined : rowSchema.parse(row);
  }

  async remove(parcelNumber: string, id: string): Promise<ParcelPhoto | undefined> {
    const rows: unknown[] = await this.db(TABLE)
      .where({ parcel_number: parcelNumber, id })
      .delete()
      .returning(COLUMNS);
    return rows[0] === undefined ? undefined : rowSchema.parse(rows[0]);
  }
}
