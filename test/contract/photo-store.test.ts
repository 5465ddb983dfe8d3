import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoStore } from '../../core/parcels/parcels.ports.js';
import { InMemoryPhotoStore } from '../../adapters/parcels/photos/in-memory-photo-store.js';
import { LocalPhotoStore } from '../../adapters/parcels/photos/local-photo-store.js';
import { S3PhotoStore } from '../../adapters/parcels/photos/s3-photo-store.js';
import { DependencyUnavailableError } from '../../core/shared/dependency-unavailable.js';
import { startS3Server } from '../support/s3-server.js';

interface StoreUnderTest {
  store: PhotoStore;
  close(): Promise<void>;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** The PhotoStore port: the same behaviour on every adapter. */
function photoStoreContract(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`photo store: ${name}`, () => {
    let opened: StoreUnderTest | undefined;
    const store = () => {
      if (!opened) throw new Error('the store did not open');
      return opened.store;
    };
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
    });

    it('gives back the bytes kept under a key, and nothing under a key never used', async () => {
      const key = `parcels/KP1000001/${crypto.randomUUID()}-large`;
      const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 0xff, 0xd9]);
      await store().put(key, jpeg, 'image/jpeg');
      expect(await store().get(key)).toEqual(jpeg);
      expect(await store().get(`parcels/KP1000001/${crypto.randomUUID()}-large`)).toBeUndefined();
    });

    it('replaces what a key held, and forgets a removed key; removing a missing key is no error', async () => {
      const key = `parcels/KP1000002/${crypto.randomUUID()}-small`;
      await store().put(key, bytesOf('first'), 'image/jpeg');
      await store().put(key, bytesOf('second'), 'image/jpeg');
      expect(await store().get(key)).toEqual(bytesOf('second'));
      await store().remove(key);
      expect(await store().get(key)).toBeUndefined();
      await expect(store().remove(key)).resolves.toBeUndefined();
    });

    it('keeps keys apart: two sizes of one photo, and photos of two parcels', async () => {
      const id = crypto.randomUUID();
      await store().put(`parcels/KP1000003/${id}-small`, bytesOf('small'), 'image/jpeg');
      await store().put(`parcels/KP1000003/${id}-large`, bytesOf('large'), 'image/jpeg');
      await store().put(`parcels/KP1000004/${id}-small`, bytesOf('other'), 'image/jpeg');
      expect(await store().get(`parcels/KP1000003/${id}-small`)).toEqual(bytesOf('small'));
      expect(await store().get(`parcels/KP1000003/${id}-large`)).toEqual(bytesOf('large'));
      expect(await store().get(`parcels/KP1000004/${id}-small`)).toEqual(bytesOf('other'));
    });

    it('refuses a key that could leave its place (a bug, never a file elsewhere)', async () => {
      for (const key of ['../etc/passwd', '/abs', 'parcels/../../x', 'parcels//x', '']) {
        await expect(store().put(key, bytesOf('x'), 'image/jpeg')).rejects.toThrow('not a photo key');
        await expect(store().get(key)).rejects.toThrow('not a photo key');
      }
    });

    it('keeps a photo of 10 MB whole', async () => {
      const key = `parcels/KP1000005/${crypto.randomUUID()}-large`;
      const big = new Uint8Array(10 * 1024 * 1024).map((_, i) => i % 251);
      await store().put(key, big, 'image/jpeg');
      expect(Buffer.from((await store().get(key)) ?? []).equals(Buffer.from(big))).toBe(true);
    });
  });
}

photoStoreContract('in memory', () =>
  Promise.resolve({ store: new InMemoryPhotoStore(), close: () => Promise.resolve() }),
);

photoStoreContract('files under a folder', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'photos-'));
  return {
    store: new LocalPhotoStore(folder),
    close: async () => {
      // No partial file is left beside a kept one.
      const left = await readdir(folder, { recursive: true });
      expect(left.filter((name) => name.endsWith('.part'))).toEqual([]);
      await rm(folder, { recursive: true, force: true });
    },
  };
});

photoStoreContract('S3-compatible object storage on loopback', async () => {
  const server = await startS3Server('parcel-photos');
  const store = new S3PhotoStore(server.settings);
  return {
    store,
    close: async () => {
      store.close();
      await server.stop();
    },
  };
});

describe('photo store: S3 outage', () => {
  it('is a dependency that cannot be reached (503), never a crash', async () => {
    const server = await startS3Server('parcel-photos');
    const { settings } = server;
    await server.stop();
    const store = new S3PhotoStore({ ...settings });
    const key = `parcels/KP1000006/${crypto.randomUUID()}-small`;
    await expect(store.put(key, bytesOf('x'), 'image/jpeg')).rejects.toBeInstanceOf(
      DependencyUnavailableError,
    );
    await expect(store.get(key)).rejects.toBeInstanceOf(DependencyUnavailableError);
    store.close();
  });
});
