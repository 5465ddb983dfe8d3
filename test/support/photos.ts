import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A GPS position as a phone's camera writes it into EXIF: what must never reach the customer. */
const GPS_EXIF = {
  IFD0: { Make: 'Phone', Model: 'Camera 12' },
  IFD3: {
    GPSLatitudeRef: 'S',
    GPSLatitude: '1/1 17/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '36/1 49/1 0/1',
  },
};

/**
 * A JPEG as a phone takes it: wider than tall as stored, EXIF orientation 6 (turn it a quarter right to show it),
 * a GPS position and a camera in its EXIF.
 */
export async function phoneJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge(GPS_EXIF)
    .toBuffer();
}

export const smallPng = (): Promise<Buffer> =>
  sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const smallWebp = (): Promise<Buffer> =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#00aa00' } })
    .webp()
    .toBuffer();

/** A PNG chunk: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * An interlaced RGB PNG of `width` × `height` by its header whose pixels stop after their first kilobyte: made at
 * once whatever its size, and anything that decodes it fails (so an error for its size proves nobody did).
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 1], 8); // 8 bits, RGB, deflate, adaptive filters, Adam7 interlacing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
