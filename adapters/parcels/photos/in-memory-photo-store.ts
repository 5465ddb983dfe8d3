import type { PhotoStore } from '../../../core/parcels/parcels.ports.js';
import { checkedKey } from './photo-keys.js';

/** Photos in the process's memory: the store of the in-memory storage (tests, commands that keep nothing). */
export class InMemoryPhotoStore implements PhotoStore {
  private readonly kept = new Map<string, Uint8Array>();

  // Each checks its key inside the promise: a bad key is a rejection, as the other stores give it.
  put(key: string, bytes: Uint8Array): Promise<void> {
    return Promise.resolve().then(() => {
      this.kept.set(checkedKey(key), bytes.slice());
    });
  }

  get(key: string): Promise<Uint8Array | undefined> {
    return Promise.resolve().then(() => this.kept.get(checkedKey(key))?.slice());
  }

  remove(key: string): Promise<void> {
    return Promise.resolve().then(() => {
      this.kept.delete(checkedKey(key));
    });
  }
}
