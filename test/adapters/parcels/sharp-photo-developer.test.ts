import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpPhotoDeveloper } from '../../../adapters/parcels/photos/sharp-photo-developer.js';
import { pngHeaderOnly, smallPng } from '../../support/photos.js';

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c87828' }, limitInputPixels: false });

describe('developing photos with sharp', () => {
  it('reads the size of any photo from its header alone, and develops none over 50 megapixels', async () => {
    const developer = new SharpPhotoDeveloper();
    // Its pixels stop after a kilobyte: a size read from it was read without decoding them.
    const header = pngHeaderOnly(7800, 7800);
    expect(await developer.measure(header)).toEqual({ width: 7800, height: 7800 });
    expect(await developer.develop(header)).toBeUndefined();
    expect(await developer.measure(Buffer.from('GIF89a'))).toBeUndefined();

    const over = await flat(7100, 7100).jpeg().toBuffer();
    expect(await developer.measure(over)).toEqual({ width: 7100, height: 7100 });
    expect(await developer.develop(over)).toBeUndefined();
  });

  it('develops one photo at a time in the process, whichever developer and request asks', async () => {
    const interlaced = await flat(4000, 3000).png({ progressive: true }).toBuffer();
    const [desk, otherDesk] = [new SharpPhotoDeveloper(), new SharpPhotoDeveloper()];
    let mostAtOnce = 0;
    const sampling = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, sharp.counters().process)), 1);
    try {
      const developed = await Promise.all(
        [interlaced, interlaced, interlaced, await smallPng()].map((bytes, i) =>
          (i % 2 === 0 ? desk : otherDesk).develop(bytes),
        ),
      );
      expect(developed.map((photo) => photo?.sizes.large.width)).toEqual([1600, 1600, 1600, 200]);
      expect(developed.map((photo) => photo?.sizes.small.height)).toEqual([240, 240, 240, 100]);
    } finally {
      clearInterval(sampling);
    }
    expect(mostAtOnce).toBe(1);
  });
});
