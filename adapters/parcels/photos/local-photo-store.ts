import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PhotoStore } from '../../../core/parcels/parcels.ports.js';
import { OWNER_ONLY_DIRECTORY, OWNER_ONLY_FILE } from '../../security/owner-only-files.js';
import { checkedKey } from './photo-keys.js';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Photos as files under a folder (DATA_DIR/photos by default), one per key. Each is written beside its place and
 * renamed into it, so a reader never sees half a file.
 */
export class LocalPhotoStore implements PhotoStore {
  constructor(private readonly folder: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: OWNER_ONLY_DIRECTORY });
    const partial = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(partial, bytes, { mode: OWNER_ONLY_FILE });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return join(this.folder, checkedKey(key));
  }
}
