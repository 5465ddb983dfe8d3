import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { Parcel } from './parcel.js';
import {
  MAX_PHOTOS_PER_PARCEL,
  MAX_PHOTO_PIXELS,
  PHOTO_SIZE_NAMES,
  type ParcelPhoto,
  photoKey,
} from './parcel-photo.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { DevelopedPhoto, PhotoDeveloper, PhotoStore, ParcelsPorts } from './parcels.ports.js';

/** A parcel with every photo it has, oldest first. */
export interface PhotographedParcel {
  parcel: Parcel;
  photos: ParcelPhoto[];
}

type AddPhotosError = ParcelError<
  'PARCELS.NOT_FOUND' | 'PARCELS.NOT_AN_IMAGE' | 'PARCELS.TOO_MANY_PIXELS' | 'PARCELS.TOO_MANY_PHOTOS'
>;

/**
 * Staff photograph a parcel at receipt or after: each photo is measured by its header (at most MAX_PHOTO_PIXELS),
 * then developed (upright, no metadata, two sizes) and kept in the store, then recorded, all of them or none,
 * while the parcel has room for them. An error leaves nothing behind: the stored files of photos that could not
 * be recorded are removed.
 */
export class AddParcelPhotosUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts>,
    private readonly store: PhotoStore,
    private readonly developer: PhotoDeveloper,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  /** `photos` as sent, in order; `staff` says who took them. */
  async execute(
    reference: string,
    photos: readonly Uint8Array[],
    staff: string,
  ): Promise<Result<PhotographedParcel, AddPhotosError>> {
    const found = await this.unitOfWork.run(async ({ parcels, parcelPhotos }) => {
      const parcel = await parcels.find(reference);
      return parcel && { parcel, count: (await parcelPhotos.listFor([parcel.number])).length };
    });
    if (!found) return fail(PARCEL_ERRORS.parcelNotFound);
    const { parcel } = found;
    // Refused before any developing: a full parcel costs the server nothing.
    const room = MAX_PHOTOS_PER_PARCEL - found.count;
    if (photos.length > room) return fail(PARCEL_ERRORS.tooManyPhotos(Math.max(0, room)));
    const which = (index: number, alone: string) =>
      photos.length === 1 ? alone : `Photo ${String(index + 1)}`;
    // Every header read before any photo is developed: one photo too large costs the others nothing.
    for (const [index, bytes] of photos.entries()) {
      const header = await this.developer.measure(bytes);
      if (!header) return fail(PARCEL_ERRORS.notAnImage(which(index, 'The file')));
      const pixels = header.width * header.height;
      if (pixels > MAX_PHOTO_PIXELS)
        return fail(PARCEL_ERRORS.tooManyPixels(which(index, 'This photo'), pixels));
    }
    const developed: DevelopedPhoto[] = [];
    for (const [index, bytes] of photos.entries()) {
      const photo = await this.developer.develop(bytes);
      if (!photo) return fail(PARCEL_ERRORS.notAnImage(which(index, 'The file')));
      developed.push(photo);
    }
    const now = this.clock.now();
    const kept = developed.map((photo) => ({ photo, record: this.record(parcel.number, photo, staff, now) }));
    const records = kept.map(({ record }) => record);
    await this.keep(kept);
    const added = await this.unitOfWork
      .run(({ parcelPhotos }) => parcelPhotos.addWithin(parcel.number, records, MAX_PHOTOS_PER_PARCEL))
      .catch(async (error: unknown) => {
        await this.forget(records);
        throw error;
      });
    if (added === 'full') {
      await this.forget(records);
      // Another desk added photos in the meantime: tell what room is left now.
      const there = await this.unitOfWork.run(({ parcelPhotos }) => parcelPhotos.listFor([parcel.number]));
      return fail(PARCEL_ERRORS.tooManyPhotos(Math.max(0, MAX_PHOTOS_PER_PARCEL - there.length)));
    }
    const all = await this.unitOfWork.run(({ parcelPhotos }) => parcelPhotos.listFor([parcel.number]));
    return ok({ parcel, photos: all });
  }

  private record(parcelNumber: string, photo: DevelopedPhoto, staff: string, now: Date): ParcelPhoto {
    const { small, large } = photo.sizes;
    const dimensions = (size: typeof small) => ({
      width: size.width,
      height: size.height,
      bytes: size.bytes.byteLength,
    });
    return {
      id: this.ids.next(),
      parcelNumber,
      mediaType: photo.mediaType,
      sizes: { small: dimensions(small), large: dimensions(large) },
      staff,
      createdAt: now,
    };
  }

  /** Stores every size of every photo; on a failure, removes what it stored. */
  private async keep(kept: readonly { photo: DevelopedPhoto; record: ParcelPhoto }[]): Promise<void> {
    try {
      for (const { photo, record } of kept) {
        for (const size of PHOTO_SIZE_NAMES) {
          await this.store.put(photoKey(record, size), photo.sizes[size].bytes, photo.mediaType);
        }
      }
    } catch (error) {
      await this.forget(kept.map(({ record }) => record));
      throw error;
    }
  }

  /** Best effort: a file left behind by a failed removal is unreachable, never shown. */
  private async forget(records: readonly ParcelPhoto[]): Promise<void> {
    await Promise.allSettled(
      records.flatMap((record) => PHOTO_SIZE_NAMES.map((size) => this.store.remove(photoKey(record, size)))),
    );
  }
}
