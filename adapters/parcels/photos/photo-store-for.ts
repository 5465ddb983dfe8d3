import { join } from 'node:path';
import type { PhotoStore } from '../../../core/parcels/parcels.ports.js';
import type { Config } from '../../config.js';
import { LocalPhotoStore } from './local-photo-store.js';
import { S3PhotoStore } from './s3-photo-store.js';

/** The store configuration names: files under DATA_DIR/photos, or the S3-compatible bucket. */
export function photoStoreFor(config: Config): PhotoStore {
  const settings = config.photos;
  return settings.kind === 's3'
    ? new S3PhotoStore(settings)
    : new LocalPhotoStore(join(config.dataDir, 'photos'));
}
