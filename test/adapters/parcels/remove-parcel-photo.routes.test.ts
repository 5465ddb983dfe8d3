import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { InMemoryPhotoStore } from '../../../adapters/parcels/photos/in-memory-photo-store.js';
import type { ContainerOverrides } from '../../../adapters/wiring.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { PHOTO_SIZE_NAMES } from '../../../core/parcels/parcel-photo.js';
import { PARCEL_TOKENS } from '../../../core/parcels/parcel.tokens.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { capturedLog } from '../../support/captured-log.js';
import { smallPng } from '../../support/photos.js';
import { testApp } from '../../support/test-app.js';

const BOX = { carrier: 'UPS', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };

interface PhotosResponse {
  number: string;
  photos: { id: string; small: { url: string }; large: { url: string } }[];
}
const answer = (res: request.Response) => res.body as PhotosResponse;

/** A received parcel of Amina's with `count` photos, her and staff signed in. */
async function photographedParcel(count: number, overrides: ContainerOverrides = {}) {
  const app = await testApp(overrides);
  await registerAndVerify(app);
  const owner = await signedInAgent(app);
  const staff = await signedInStaff(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!account) throw new Error('no account');
  const received = await staff
    .post('/api/admin/parcels')
    .send({ ...BOX, accountId: account.accountId, trackingNumber: '1Z999AA10123456784' })
    .expect(201);
  const { number } = answer(received);
  const png = await smallPng();
  let photos: PhotosResponse['photos'] = [];
  for (let i = 0; i < count; i++) {
    const added = await staff
      .post(`/api/admin/parcels/${number}/photos`)
      .attach('photo', png, `${String(i)}.png`)
      .expect(201);
    photos = answer(added).photos;
  }
  return { app, owner, staff, number, photos };
}

describe("removing a parcel's photo over HTTP", () => {
  it('forgets the photo and both its files, and frees its place for another', async () => {
    const { app, owner, staff, number, photos } = await photographedParcel(4);
    const [kept, wrong] = photos;
    if (!kept || !wrong) throw new Error('no photos');
    const store = app.container.get(PARCEL_TOKENS.PhotoStore);
    const key = (size: string) => `parcels/${number}/${wrong.id}-${size}`;
    expect(await store.get(key('small'))).toBeDefined();

    const removed = await staff.delete(`/api/admin/parcels/${number}/photos/${wrong.id}`).expect(200);
    expect(answer(removed).photos.map((p) => p.id)).toEqual(
      photos.filter((p) => p !== wrong).map((p) => p.id),
    );
    for (const size of PHOTO_SIZE_NAMES) expect(await store.get(key(size))).toBeUndefined();
    await staff.get(wrong.large.url).expect(404);
    await owner.get(kept.large.url).expect(200);
    expect(answer(await owner.get(`/api/parcels/${number}`).expect(200)).photos).toHaveLength(3);

    await staff
      .post(`/api/admin/parcels/${number}/photos`)
      .attach('photo', await smallPng(), 'again.png')
      .expect(201);
    // Gone is gone: asked again, it is not found.
    await staff.delete(`/api/admin/parcels/${number}/photos/${wrong.id}`).expect(404);
  });

  it('answers 404 for a photo or parcel it does not know, 400 for an id that is no photo id, 403 to customers', async () => {
    const { app, owner, staff, number, photos } = await photographedParcel(1);
    const [photo] = photos;
    if (!photo) throw new Error('no photo');
    const unknown = await staff
      .delete(`/api/admin/parcels/${number}/photos/${crypto.randomUUID()}`)
      .expect(404);
    expect(unknown.body).toEqual({ message: 'No such photo.' });
    await staff.delete(`/api/admin/parcels/KP999/photos/${photo.id}`).expect(404);
    await staff.delete(`/api/admin/parcels/${number}/photos/not-an-id`).expect(400);
    await owner.delete(`/api/admin/parcels/${number}/photos/${photo.id}`).expect(403);
    await request(app)
      .delete(`/api/admin/parcels/${number}/photos/${photo.id}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(401);
    expect(answer(await owner.get(`/api/parcels/${number}`).expect(200)).photos).toEqual([photo]);
  });

  it('logs a file the store fails to remove, and still forgets the photo', async () => {
    const { logger, lines } = capturedLog('warn');
    const store = new InMemoryPhotoStore();
    const failing = Object.assign(store, {
      remove: () => Promise.reject(new Error('the bucket is away')),
    });
    const { staff, number, photos } = await photographedParcel(1, { logger, photoStore: failing });
    const [photo] = photos;
    if (!photo) throw new Error('no photo');
    const removed = await staff.delete(`/api/admin/parcels/${number}/photos/${photo.id}`).expect(200);
    expect(answer(removed).photos).toEqual([]);
    const leftBehind = lines.filter((line) => line.msg.includes('left a file behind'));
    expect(leftBehind.map((line) => line.key).sort()).toEqual(
      PHOTO_SIZE_NAMES.map((size) => `parcels/${number}/${photo.id}-${size}`).sort(),
    );
  });
});
