import type { Sharp, SharpOptions } from 'sharp';
import { PHOTO_SIZES, PHOTO_SIZE_NAMES, type PhotoSize } from '../../../core/parcels/parcel-photo.js';
import type { DevelopedPhoto, PhotoDeveloper } from '../../../core/parcels/parcels.ports.js';

/** The formats a phone's camera or a screenshot gives, as libvips tells them by their bytes. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);
/**
 * More than any phone's camera (a 200-megapixel sensor bins to 50), far fewer than a small file that unpacks to
 * gigabytes of pixels.
 */
const MAX_INPUT_PIXELS = 120_000_000;
const READ = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
const KEPT_AS = 'image/jpeg';

/**
 * sharp (libvips) develops each size: turned upright by its EXIF orientation first, scaled to fit its size
 * (never enlarged), converted to sRGB, a transparent background made white, and written as JPEG. sharp writes
 * no metadata unless told to keep it, so the EXIF (GPS position, camera, times), XMP, IPTC and ICC blocks of the
 * photo as sent never reach the kept files.
 */
export class SharpPhotoDeveloper implements PhotoDeveloper {
  /** libvips loads at the first photo, not with every command and server start. */
  private sharp: Promise<(input: Uint8Array, options: SharpOptions) => Sharp> | undefined;

  async develop(bytes: Uint8Array): Promise<DevelopedPhoto | undefined> {
    const sharp = await (this.sharp ??= import('sharp').then((loaded) => loaded.default));
    const format = await sharp(bytes, READ)
      .metadata()
      .then((metadata) => metadata.format as string)
      .catch(() => undefined);
    if (format === undefined || !ACCEPTED_FORMATS.has(format)) return undefined;
    try {
      const [small, large] = await Promise.all(
        PHOTO_SIZE_NAMES.map((size) => this.size(sharp(bytes, READ), size)),
      );
      if (!small || !large) return undefined;
      return { mediaType: KEPT_AS, sizes: { small, large } };
    } catch {
      // Its header was an image's, its pixels are not (a truncated or forged file).
      return undefined;
    }
  }

  private async size(image: Sharp, size: PhotoSize) {
    const side = PHOTO_SIZES[size];
    const { data, info } = await image
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: size === 'small' ? 75 : 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  }
}
