import pLimit from 'p-limit';
import type { Sharp, SharpOptions } from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_SIZES, type PhotoSize } from '../../../core/parcels/parcel-photo.js';
import type { DevelopedPhoto, PhotoDeveloper } from '../../../core/parcels/parcels.ports.js';

type SharpOf = (input: Uint8Array, options: SharpOptions) => Sharp;

/** The formats a phone's camera or a screenshot gives, as libvips tells them by their bytes. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);
/** Reading a header decodes no pixel, so any size may be told; developing stops at the limit, whoever asks. */
const HEADER = { limitInputPixels: false, failOn: 'error' } as const;
const READ = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;
const KEPT_AS = 'image/jpeg';

/**
 * One photo at a time in the whole process, whichever request or container asks: an interlaced PNG is decoded
 * whole (50 megapixels are 150 MB of pixels), so two at once would double the server's peak for a few seconds'
 * gain. Reading headers is not queued, so a photo refused for its size is answered at once.
 */
const oneAtATime = pLimit(1);

/** libvips loads at the first photo, not with every command and server start. */
let loading: Promise<SharpOf> | undefined;
const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // Its cache keeps recent decodes for reuse: a photo is developed once, so it would only hold memory.
    sharp.cache(false);
    return sharp;
  }));

/**
 * sharp (libvips) develops each photo once: turned upright by its EXIF orientation first, scaled to fit the large
 * size (never enlarged), converted to sRGB, a transparent background made white; the large size is written as
 * JPEG from those pixels, and the small one scaled from them. sharp writes no metadata unless told to keep it, so
 * the EXIF (GPS position, camera, times), XMP, IPTC and ICC blocks of the photo as sent never reach the kept files.
 */
export class SharpPhotoDeveloper implements PhotoDeveloper {
  async measure(bytes: Uint8Array): Promise<{ width: number; height: number } | undefined> {
    const sharp = await loadSharp();
    const metadata = await sharp(bytes, HEADER)
      .metadata()
      .catch(() => undefined);
    if (!metadata || !ACCEPTED_FORMATS.has(metadata.format)) return undefined;
    return { width: metadata.width, height: metadata.height };
  }

  async develop(bytes: Uint8Array): Promise<DevelopedPhoto | undefined> {
    if (!(await this.measure(bytes))) return undefined;
    const sharp = await loadSharp();
    try {
      return await oneAtATime(() => this.sizes(sharp, bytes));
    } catch {
      // Its header was an image's, its pixels are not (a truncated or forged file), or it has too many.
      return undefined;
    }
  }

  private async sizes(sharp: SharpOf, bytes: Uint8Array): Promise<DevelopedPhoto> {
    const side = PHOTO_SIZES.large;
    const { data, info } = await sharp(bytes, READ)
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const small = PHOTO_SIZES.small;
    return {
      mediaType: KEPT_AS,
      sizes: {
        large: await this.jpeg(pixels(), 'large'),
        small: await this.jpeg(
          pixels().resize({ width: small, height: small, fit: 'inside', withoutEnlargement: true }),
          'small',
        ),
      },
    };
  }

  private async jpeg(image: Sharp, size: PhotoSize) {
    const { data, info } = await image
      .jpeg({ quality: size === 'small' ? 75 : 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  }
}
