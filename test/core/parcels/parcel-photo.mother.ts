import type { ParcelPhoto } from '../../../core/parcels/parcel-photo.js';

/** A photo of a parcel as the repository keeps it (Object Mother): a 1200 × 1600 JPEG and its thumbnail. */
export const aParcelPhoto = (
  overrides: Partial<ParcelPhoto> & Pick<ParcelPhoto, 'parcelNumber'>,
): ParcelPhoto => ({
  id: crypto.randomUUID(),
  mediaType: 'image/jpeg',
  sizes: {
    small: { width: 240, height: 320, bytes: 9_000 },
    large: { width: 1200, height: 1600, bytes: 180_000 },
  },
  staff: 'staff@example.com',
  createdAt: new Date('2026-11-22T12:00:00.000Z'),
  ...overrides,
});
