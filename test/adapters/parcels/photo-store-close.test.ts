import { S3Client } from '@aws-sdk/client-s3';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContainer } from '../../../adapters/container.js';
import { openDatabase } from '../../../adapters/postgres/database.js';
import { PARCEL_TOKENS } from '../../../core/parcels/parcel.tokens.js';
import { InMemoryPhotoStore } from '../../../adapters/parcels/photos/in-memory-photo-store.js';
import { migratedDump } from '../../support/migrated-database.js';
import { testConfig } from '../../support/test-app.js';

const S3_ENV = {
  PHOTO_STORE: 's3',
  S3_BUCKET: 'photos',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the configured photo store at shutdown', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('closing the container destroys the S3 client it made (its open sockets)', async () => {
    const destroyed = vi.spyOn(S3Client.prototype, 'destroy');
    const db = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
    try {
      const container = await buildContainer(testConfig(S3_ENV), {
        logger: pino({ level: 'silent' }),
        storage: db,
      });
      // The client (and the SDK) is made at the store's first call; nothing listens on port 9, so it fails.
      await expect(container.get(PARCEL_TOKENS.PhotoStore).remove('a-photo')).rejects.toThrow();
      expect(destroyed).not.toHaveBeenCalled();
      await container.close();
      expect(destroyed).toHaveBeenCalledTimes(1);
    } finally {
      await db.close();
    }
  });

  it('makes no S3 client for a store never used, so closing has none to destroy', async () => {
    const destroyed = vi.spyOn(S3Client.prototype, 'destroy');
    const db = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
    try {
      const container = await buildContainer(testConfig(S3_ENV), {
        logger: pino({ level: 'silent' }),
        storage: db,
      });
      container.get(PARCEL_TOKENS.PhotoStore);
      await container.close();
      expect(destroyed).not.toHaveBeenCalled();
    } finally {
      await db.close();
    }
  });

  it('leaves a store the caller gave to the caller', async () => {
    const destroyed = vi.spyOn(S3Client.prototype, 'destroy');
    const given = new InMemoryPhotoStore();
    const db = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
    try {
      const container = await buildContainer(testConfig(S3_ENV), {
        logger: pino({ level: 'silent' }),
        storage: db,
        photoStore: given,
      });
      expect(container.get(PARCEL_TOKENS.PhotoStore)).toBe(given);
      await container.close();
      expect(destroyed).not.toHaveBeenCalled();
    } finally {
      await db.close();
    }
  });
});
