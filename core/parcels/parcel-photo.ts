/** Photos on arrival: what staff photograph at the desk, kept without metadata in two sizes. */

/** Each kept size by the longest side it may have, in pixels: a thumbnail for lists, a large one to look at. */
export const PHOTO_SIZES = { small: 320, large: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_SIZE_NAMES = ['small', 'large'] as const satisfies readonly PhotoSize[];

/** A parcel has at most this many photos: enough for the label, the box and what is wrong with it. */
export const MAX_PHOTOS_PER_PARCEL = 4;
/** The most one photo may weigh as sent: a phone's full-size picture. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels one photo may have: a phone camera's full resolution (50 megapixels, which a 200-megapixel
 * sensor bins to). Told from the file's header before any pixel is decoded, so a small file that unpacks to
 * gigabytes costs the server nothing.
 */
export const MAX_PHOTO_MEGAPIXELS = 50;
export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
const megapixels = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `which` ('This photo', 'Photo 2') has `pixels`, more than a photo may have: what it is, and what to do. */
export function tooManyPixelsText(which: string, pixels: number): string {
  // In tenths of a megapixel, and never shown as the limit itself: 50,000,001 pixels read 50.1, not 50.0.
  const tenths = Math.max(Math.round(pixels / 100_000), MAX_PHOTO_MEGAPIXELS * 10 + 1);
  return `${which} is ${megapixels.format(tenths / 10)} megapixels; photos up to ${String(MAX_PHOTO_MEGAPIXELS)} megapixels are accepted: take it again at the camera's usual resolution, or send a smaller copy.`;
}

/** What staff may send, told by the bytes (never by a file's name or the type the sender claims). */
export const PHOTO_FORMATS_TEXT = 'a JPEG, PNG or WebP image';

/** Where one size of a photo is served (the owner and staff only). */
export const PHOTO_PATH = '/api/parcels/{number}/photos/{id}/{size}';

interface PhotoDimensions {
  width: number;
  height: number;
  /** The stored file's length. */
  bytes: number;
}

export interface ParcelPhoto {
  id: string;
  parcelNumber: string;
  /** Every size is stored in this type (the processor's choice, whatever was sent). */
  mediaType: string;
  sizes: Record<PhotoSize, PhotoDimensions>;
  /** Who took it: the staff account's e-mail, or cli:<user> from the command line. */
  staff: string;
  createdAt: Date;
}

/** Where the store keeps one size of a photo. */
export const photoKey = (photo: Pick<ParcelPhoto, 'parcelNumber' | 'id'>, size: PhotoSize): string =>
  `parcels/${photo.parcelNumber}/${photo.id}-${size}`;

/** The address of one size of a photo. */
export const photoUrl = (photo: Pick<ParcelPhoto, 'parcelNumber' | 'id'>, size: PhotoSize): string =>
  PHOTO_PATH.replace('{number}', encodeURIComponent(photo.parcelNumber))
    .replace('{id}', encodeURIComponent(photo.id))
    .replace('{size}', size);
