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
