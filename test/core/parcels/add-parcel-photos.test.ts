import { describe, expect, it } from 'vitest';
import { AddParcelPhotosUseCase } from '../../../core/parcels/add-parcel-photos.use-case.js';
import { ViewParcelPhotoUseCase } from '../../../core/parcels/view-parcel-photo.use-case.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import type { DevelopedPhoto, PhotoDeveloper, PhotoStore } from '../../../core/parcels/parcels.ports.js';
import type { Clock } from '../../../core/shared/clock.js';
import { InMemoryPhotoStore } from '../../../adapters/parcels/photos/in-memory-photo-store.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcelReceipt } from './parcel.mother.js';
import { memoryStore } from '../../support/stores.js';
import { countingIds } from '../../support/ids.js';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };

/**
 * A developer that takes any bytes starting with "img WIDTHxHEIGHT" as an image of that size and makes both sizes
 * of them, marked by size; `developed` lists the bytes it developed, as text.
 */
function markingDeveloper() {
  const developed: string[] = [];
  const decoder = new TextDecoder();
  const header = (bytes: Uint8Array) => /^img (\d+)x(\d+)/.exec(decoder.decode(bytes));
  const developer: PhotoDeveloper = {
    measure: (bytes) => {
      const size = header(bytes);
      return Promise.resolve(size ? { width: Number(size[1]), height: Number(size[2]) } : undefined);
    },
    develop: (bytes) => {
      if (!header(bytes)) return Promise.resolve(undefined);
      developed.push(decoder.decode(bytes));
      const size = (mark: string, side: number) => ({
        bytes: new Uint8Array([...bytes, ...new TextEncoder().encode(mark)]),
        width: side,
        height: side,
      });
      const photo: DevelopedPhoto = {
        mediaType: 'image/jpeg',
        sizes: { small: size(':small', 320), large: size(':large', 1600) },
      };
      return Promise.resolve(photo);
    },
  };
  return { developer, developed };
}

/** A photo's bytes as the marking developer reads them: a phone's 12 megapixels unless told. */
const photo = (name: string, width = 4000, height = 3000) =>
  new TextEncoder().encode(`img ${String(width)}x${String(height)} ${name}`);
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

async function warehouse(store: PhotoStore = new InMemoryPhotoStore()) {
  const storage = memoryStore();
  const owner = aUser({ isEmailVerified: true });
  await storage.run(({ users }) => users.addIfEmailFree(owner));
  // One source of ids for the store's every use case, so that none collide.
  const ids = countingIds();
  const received = await new ReceiveParcelUseCase(storage, clock, ids, MAIL).execute(
    aParcelReceipt({ accountId: owner.accountId }),
  );
  if (!received.ok) throw new Error('not received');
  const { developer, developed } = markingDeveloper();
  return {
    storage,
    store,
    owner,
    parcel: received.value,
    developed,
    add: new AddParcelPhotosUseCase(storage, store, developer, clock, ids),
  };
}

describe('photographing a parcel', () => {
  it('keeps both sizes of each photo in the store and records them in order, by whom and when', async () => {
    const { store, parcel, add } = await warehouse();
    // By the tracking number too, as staff scan it.
    const added = await add.execute(
      parcel.trackingNumber,
      [photo('label'), photo('box')],
      'grace@kango.test',
    );
    if (!added.ok) throw new Error(added.error.message);
    expect(added.value.parcel.number).toBe(parcel.number);
    const [label, box] = added.value.photos;
    expect(label).toMatchObject({
      parcelNumber: parcel.number,
      mediaType: 'image/jpeg',
      staff: 'grace@kango.test',
      createdAt: NOW,
      sizes: { small: { width: 320, height: 320 }, large: { width: 1600, height: 1600 } },
    });
    if (!label || !box) throw new Error('not listed');
    expect(text(await store.get(`parcels/${parcel.number}/${label.id}-small`))).toBe(
      'img 4000x3000 label:small',
    );
    expect(text(await store.get(`parcels/${parcel.number}/${box.id}-large`))).toBe('img 4000x3000 box:large');
    expect(label.sizes.large.bytes).toBe('img 4000x3000 label:large'.length);
  });

  it('shows a photo to its owner and staff only, and the same error for anyone else or anything missing', async () => {
    const { storage, store, owner: customer, parcel, add } = await warehouse();
    const added = await add.execute(parcel.number, [photo('label')], 'grace@kango.test');
    if (!added.ok) throw new Error(added.error.message);
    const id = added.value.photos[0]?.id ?? '';
    const { parcels, parcelPhotos } = await storage.run((ports) => Promise.resolve(ports));
    const view = new ViewParcelPhotoUseCase(parcels, parcelPhotos, store);
    const owner = { id: customer.id, roles: [] };

    const seen = await view.execute(owner, parcel.number, id, 'small');
    expect(seen.ok && text(seen.value.bytes)).toBe('img 4000x3000 label:small');
    const staff = await view.execute({ id: 'staff', roles: ['support'] }, parcel.number, id, 'large');
    expect(staff.ok && text(staff.value.bytes)).toBe('img 4000x3000 label:large');
    for (const denied of [
      await view.execute(undefined, parcel.number, id, 'small'),
      await view.execute({ id: 'someone-else', roles: [] }, parcel.number, id, 'small'),
      await view.execute(owner, parcel.number, 'no-such-photo', 'small'),
      await view.execute(owner, 'KE-NO-SUCH', id, 'small'),
    ]) {
      expect(denied).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'PARCELS.PHOTO_NOT_FOUND' }),
      });
    }
    await store.remove(`parcels/${parcel.number}/${id}-small`);
    expect((await view.execute(owner, parcel.number, id, 'small')).ok).toBe(false);
  });

  it('refuses bytes that are not an image, naming which, and keeps none of the batch', async () => {
    const { storage, parcel, add } = await warehouse();
    const one = await add.execute(parcel.number, [new TextEncoder().encode('hello')], 'grace');
    expect(one).toMatchObject({ ok: false, error: { code: 'PARCELS.NOT_AN_IMAGE' } });
    const second = await add.execute(parcel.number, [photo('a'), new TextEncoder().encode('x')], 'grace');
    expect(second).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^Photo 2 is not/) as unknown },
    });
    expect(await storage.ports.parcelPhotos.listFor([parcel.number])).toEqual([]);
  });

  it('refuses a photo over 50 megapixels by its header, naming which, before developing any of the batch', async () => {
    const { storage, parcel, add, developed } = await warehouse();
    const alone = await add.execute(parcel.number, [photo('wide', 7800, 7800)], 'grace');
    expect(alone).toEqual({
      ok: false,
      error: {
        code: 'PARCELS.TOO_MANY_PIXELS',
        message:
          "This photo is 60.8 megapixels; photos up to 50 megapixels are accepted: take it again at the camera's usual resolution, or send a smaller copy.",
      },
    });
    const batch = await add.execute(
      parcel.number,
      [photo('label'), photo('box'), photo('just over', 10_000, 5_001)],
      'grace',
    );
    // Never shown as the limit itself: just over it reads 50.1.
    expect(batch).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^Photo 3 is 50\.1 megapixels;/) as unknown },
    });
    expect(developed).toEqual([]);
    expect(await storage.ports.parcelPhotos.listFor([parcel.number])).toEqual([]);
    // A 50-megapixel phone (8160 × 6120) and a 48-megapixel one are taken.
    expect(
      (await add.execute(parcel.number, [photo('a', 8160, 6120), photo('b', 8000, 6000)], 'grace')).ok,
    ).toBe(true);
  });

  it('refuses more than four a parcel, telling the room left, and an unknown parcel', async () => {
    const { parcel, add } = await warehouse();
    expect((await add.execute(parcel.number, [photo('1'), photo('2'), photo('3')], 'grace')).ok).toBe(true);
    const two = await add.execute(parcel.number, [photo('4'), photo('5')], 'grace');
    expect(two).toMatchObject({
      ok: false,
      error: {
        code: 'PARCELS.TOO_MANY_PHOTOS',
        message: expect.stringContaining('room for 1 more photo') as unknown,
      },
    });
    expect((await add.execute(parcel.number, [photo('4')], 'grace')).ok).toBe(true);
    expect(await add.execute(parcel.number, [photo('5')], 'grace')).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.TOO_MANY_PHOTOS' },
    });
    expect(await add.execute('KP999', [photo('x')], 'grace')).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.NOT_FOUND' },
    });
  });

  it('removes the files it stored when another desk filled the parcel in the meantime', async () => {
    const inner = new InMemoryPhotoStore();
    const kept = new Set<string>();
    const store: PhotoStore = {
      put: async (key, bytes) => {
        kept.add(key);
        await inner.put(key, bytes);
      },
      get: (key) => inner.get(key),
      remove: async (key) => {
        kept.delete(key);
        await inner.remove(key);
      },
    };
    const { parcel, add } = await warehouse(store);
    const [first, second] = await Promise.all([
      add.execute(parcel.number, [photo('a'), photo('b'), photo('c')], 'desk 1'),
      add.execute(parcel.number, [photo('d'), photo('e')], 'desk 2'),
    ]);
    expect([first.ok, second.ok].filter(Boolean)).toHaveLength(1);
    const winner = first.ok ? first.value : second.ok ? second.value : undefined;
    // Only the recorded photos' files are left: two sizes each.
    expect(kept.size).toBe(2 * (winner?.photos.length ?? 0));
  });

  it("stores nothing when the store fails, and the failure is the caller's to answer", async () => {
    const failing: PhotoStore = {
      put: () => Promise.reject(new Error('disk full')),
      get: () => Promise.resolve(undefined),
      remove: () => Promise.resolve(),
    };
    const { storage, parcel, add } = await warehouse(failing);
    await expect(add.execute(parcel.number, [photo('a')], 'grace')).rejects.toThrow('disk full');
    expect(await storage.ports.parcelPhotos.listFor([parcel.number])).toEqual([]);
  });
});
