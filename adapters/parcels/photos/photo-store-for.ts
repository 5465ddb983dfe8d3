import { join } from 'node:path';
import type { PhotoStore } from '../../../core/parcels/parcels.ports.js';
import type { Config } from '../../config.js';
import { LocalPhotoStore } from './local-photo-store.js';
import { S3PhotoStore } from './s3-photo-store.js';
import { PARCELS_SETTINGS } from '../parcels.config.js';

/** A store and how to let go of what it holds open when the container closes. */
export interface OpenedPhotoStore {
  store: PhotoStore;
  close(): void;
}

/** The store configuration names: files under DATA_DIR/photos, or the S3-compatible bucket. */
export function photoStoreFor(config: Config): OpenedPhotoStore {
  const settings = PARCELS_SETTINGS.of(config).photos;
  if (settings.kind === 'local') {
    // Files hold nothing open between calls.
    return { store: new LocalPhotoStore(join(config.dataDir, 'photos')), close: () => undefined };
  }
  const store = new S3PhotoStore(settings);
  return { store, close: () => store.close() };
}
