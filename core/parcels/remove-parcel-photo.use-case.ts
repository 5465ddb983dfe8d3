import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { PhotographedParcel } from './add-parcel-photos.use-case.js';
import { PHOTO_SIZE_NAMES, photoKey } from './parcel-photo.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { PhotoStore, ParcelsPorts } from './parcels.ports.js';

type RemovePhotoError = ParcelError<'PARCELS.NOT_FOUND' | 'PARCELS.PHOTO_NOT_FOUND'>;

/** The parcel with the photos it has left, and the files the store failed to remove (the caller logs them). */
export interface RemovedPhoto extends PhotographedParcel {
  leftBehind: { key: string; error: unknown }[];
}

/**
 * Staff remove a wrong photo, freeing its place: its record goes in a transaction, then its files. A file the
 * store fails to remove is unreachable (no record names it), so it is told, not a failure.
 */
export class RemoveParcelPhotoUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts>,
    private readonly store: PhotoStore,
  ) {}

  async execute(reference: string, photoId: string): Promise<Result<RemovedPhoto, RemovePhotoError>> {
    const removed = await this.unitOfWork.run(async ({ parcels, parcelPhotos }) => {
      const parcel = await parcels.find(reference);
      if (!parcel) return fail(PARCEL_ERRORS.parcelNotFound);
      const photo = await parcelPhotos.remove(parcel.number, photoId);
      return photo ? ok({ parcel, photo }) : fail(PARCEL_ERRORS.photoNotFound);
    });
    if (!removed.ok) return removed;
    const { parcel, photo } = removed.value;
    const leftBehind: RemovedPhoto['leftBehind'] = [];
    await Promise.all(
      PHOTO_SIZE_NAMES.map((size) => photoKey(photo, size)).map((key) =>
        this.store.remove(key).catch((error: unknown) => {
          leftBehind.push({ key, error });
        }),
      ),
    );
    const photos = await this.unitOfWork.run(({ parcelPhotos }) => parcelPhotos.listFor([parcel.number]));
    return ok({ parcel, photos, leftBehind });
  }
}
