import type { SignedInUser } from '../shared/signed-in.js';
import { isStaff } from '../shared/staff-roles.js';
import { type Result, fail, ok } from '../shared/result.js';
import { type PhotoSize, photoKey } from './parcel-photo.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { ParcelPhotoRepository, ParcelRepository, PhotoStore } from './parcels.ports.js';

/** A photo's bytes, as they are served. */
export interface PhotoBytes {
  mediaType: string;
  bytes: Uint8Array;
}

/**
 * A parcel's photo for its owner or staff (any role). Signed out, another customer's parcel, no such parcel or photo, or its
 * file missing from the store: one error, which tells nobody whether the parcel exists.
 */
export class ViewParcelPhotoUseCase {
  constructor(
    private readonly parcels: ParcelRepository,
    private readonly photos: ParcelPhotoRepository,
    private readonly store: PhotoStore,
  ) {}

  async execute(
    viewer: Pick<SignedInUser, 'id' | 'roles'> | undefined,
    parcelNumber: string,
    photoId: string,
    size: PhotoSize,
  ): Promise<Result<PhotoBytes, ParcelError<'PARCELS.PHOTO_NOT_FOUND'>>> {
    const parcel = viewer && (await this.parcels.findByNumber(parcelNumber));
    const allowed = parcel && (isStaff(viewer.roles) || viewer.id === parcel.userId);
    const photo = allowed ? await this.photos.find(parcel.number, photoId) : undefined;
    const bytes = photo && (await this.store.get(photoKey(photo, size)));
    if (!photo || !bytes) return fail(PARCEL_ERRORS.photoNotFound);
    return ok({ mediaType: photo.mediaType, bytes });
  }
}
