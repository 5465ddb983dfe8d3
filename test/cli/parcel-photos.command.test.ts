import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phoneJpeg, smallPng } from '../support/photos.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { boxArgs } from '../support/received-box.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { migratedDataDir } from '../support/migrated-database.js';

const BOX = boxArgs();

interface Photographed {
  number: string;
  photos: { id: string; large: { url: string; width: number } }[];
}

describe('cli parcels receive --photo / parcels photo', () => {
  it('photographs a parcel at receipt and after, keeps the files without metadata, and refuses a fifth or a text file', async () => {
    const dataDir = migratedDataDir('cli-photos-');
    const { accountId } = await databaseWithAccount(dataDir);
    const file = (name: string, bytes: Buffer | string) => {
      const path = join(dataDir, name);
      writeFileSync(path, bytes);
      return path;
    };
    const label = file('label.jpg', await phoneJpeg(800, 600));
    const box = file('box.png', await smallPng());
    const env = { DATA_DIR: dataDir };

    const received = await runCliInProcess(
      ['parcels', 'receive', '--account', accountId, '--tracking', '1Z999AA10123456784', ...BOX],
      env,
    );
    expect(received.status, received.stderr).toBe(0);
    const withPhotos = await runCliInProcess(
      [
        'parcels',
        'receive',
        '--account',
        accountId,
        '--tracking',
        'TBA000000000042',
        ...BOX,
        '--photo',
        label,
        '--photo',
        box,
        '--json',
      ],
      env,
    );
    expect(withPhotos.status, withPhotos.stderr).toBe(0);
    const parcel = JSON.parse(withPhotos.stdout) as Photographed;
    expect(parcel.photos.map((p) => p.large.width)).toEqual([600, 200]);
    const [first] = parcel.photos;
    if (!first) throw new Error('no photo');
    // The large size as kept under DATA_DIR: upright, no EXIF.
    const kept = await sharp(
      join(dataDir, 'photos', 'parcels', parcel.number, `${first.id}-large`),
    ).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(kept.exif).toBeUndefined();

    const more = await runCliInProcess(['parcels', 'photo', parcel.number, label, box], env);
    expect([more.status, more.stdout]).toEqual([0, expect.stringContaining('Photos: 4 of 4.')]);
    const fifth = await runCliInProcess(['parcels', 'photo', parcel.number, box], env);
    expect([fifth.status, fifth.stderr]).toEqual([1, expect.stringContaining('4 photos already')]);
    const text = file('x.jpg', 'not a photo at all');
    const refused = await runCliInProcess(['parcels', 'photo', '1Z999AA10123456784', text], env);
    expect([refused.status, refused.stderr]).toEqual([
      2,
      expect.stringContaining('is not a JPEG, PNG or WebP'),
    ]);
    const missing = await runCliInProcess(['parcels', 'photo', 'KP1', join(dataDir, 'nowhere.jpg')], env);
    expect([missing.status, missing.stderr]).toEqual([2, expect.stringContaining('Cannot read')]);
    const unknown = await runCliInProcess(['parcels', 'photo', 'KP999999', box], env);
    expect([unknown.status, unknown.stderr]).toEqual([
      1,
      expect.stringContaining('No parcel has this number'),
    ]);
  });
});
