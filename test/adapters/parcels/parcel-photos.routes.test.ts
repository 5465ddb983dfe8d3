import sharp from 'sharp';
import type { Response } from 'supertest';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { MAX_PHOTO_BYTES } from '../../../core/parcels/parcel-photo.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { phoneJpeg, pngHeaderOnly, smallPng, smallWebp } from '../../support/photos.js';
import { testApp } from '../../support/test-app.js';

const BOX = { carrier: 'UPS', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };
const STRANGER = {
  ...NEW_USER,
  email: 'baraka.otieno@example.com',
  firstName: 'Baraka',
  phoneNumber: '+254722000111',
};

interface PhotoSizeResponse {
  url: string;
  width: number;
  height: number;
}
interface PhotosResponse {
  number: string;
  photos: { id: string; small: PhotoSizeResponse; large: PhotoSizeResponse }[];
}

/** A received parcel of Amina's, with her, staff and another customer signed in. */
async function receivedParcel() {
  const app = await testApp();
  await registerAndVerify(app);
  await registerAndVerify(app, STRANGER);
  const owner = await signedInAgent(app);
  const stranger = await signedInAgent(app, STRANGER);
  const staff = await signedInStaff(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!account) throw new Error('no account');
  const received = await staff
    .post('/api/admin/parcels')
    .send({ ...BOX, accountId: account.accountId, trackingNumber: '1Z999AA10123456784' })
    .expect(201);
  const { number } = received.body as PhotosResponse;
  return { app, owner, stranger, staff, number, accountId: account.accountId };
}

const answer = (res: Response) => res.body as PhotosResponse;
/** Supertest's answer as bytes, whatever its type. */
const asBytes = (res: request.Test) =>
  res.buffer(true).parse((stream, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('photos on arrival over HTTP', () => {
  it("keeps a phone's photo upright without its EXIF or GPS, lists it, and serves it to the owner and staff only", async () => {
    const { app, owner, stranger, staff, number, accountId } = await receivedParcel();
    const sent = await phoneJpeg();
    expect((await sharp(sent).metadata()).exif).toBeDefined();

    const added = await staff
      .post(`/api/admin/parcels/${number}/photos`)
      .attach('photo', sent, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const [photo] = answer(added).photos;
    if (!photo) throw new Error('no photo listed');
    // Stored 2000 × 1500 with orientation 6: upright it is taller than wide.
    expect(photo.large).toMatchObject({ width: 1200, height: 1600 });
    expect(photo.small).toMatchObject({ width: 240, height: 320 });
    expect(photo.large.url).toBe(`/api/parcels/${number}/photos/${photo.id}/large`);

    const mine = await owner.get(`/api/parcels/${number}`).expect(200);
    expect(answer(mine).photos).toEqual([photo]);
    // The list gives each parcel its own photos: another parcel of hers has none.
    const other = await staff
      .post('/api/admin/parcels')
      .send({ ...BOX, accountId, trackingNumber: '1Z999AA10123456799' })
      .expect(201);
    const listed = await owner.get('/api/parcels').expect(200);
    const photosOf = new Map(
      (listed.body as { parcels: PhotosResponse[] }).parcels.map((p) => [p.number, p.photos]),
    );
    expect(photosOf).toEqual(
      new Map([
        [number, [photo]],
        [answer(other).number, []],
      ]),
    );

    for (const size of ['large', 'small'] as const) {
      const served = await asBytes(owner.get(photo[size].url)).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toMatch(/^private/);
      const bytes = served.body as Buffer;
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({
        format: 'jpeg',
        width: photo[size].width,
        height: photo[size].height,
      });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes('Exif')).toBe(false);
    }
    await asBytes(staff.get(photo.small.url)).expect(200);
    // Another customer, a visitor and a wrong id all get the same 404.
    await stranger.get(photo.large.url).expect(404);
    const anonymous = await request(app).get(photo.large.url).expect(404);
    expect(anonymous.body).toEqual({ message: 'No such photo.' });
    await owner.get(`/api/parcels/${number}/photos/${crypto.randomUUID()}/large`).expect(404);
  });

  it('refuses a file that is not an image by its bytes, whatever its name or declared type', async () => {
    const { owner, staff, number } = await receivedParcel();
    const refused = await staff
      .post(`/api/admin/parcels/${number}/photos`)
      .attach('photo', Buffer.from('Dear customer, this is text.\n'), {
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      })
      .expect(415);
    expect(refused.body).toEqual({
      message: 'The file is not a JPEG, PNG or WebP image: send a photo taken with the camera.',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    await staff
      .post(`/api/admin/parcels/${number}/photos`)
      .attach('photo', svg, { filename: 'label.png', contentType: 'image/png' })
      .expect(415);
    expect(answer(await owner.get(`/api/parcels/${number}`).expect(200)).photos).toEqual([]);
  });

  it("refuses a photo over 50 megapixels by its header, before decoding it, and takes a 48-megapixel phone's", async () => {
    const { owner, staff, number } = await receivedParcel();
    const url = `/api/admin/parcels/${number}/photos`;
    // Had its pixels been decoded, it would be refused as no image at all (they stop after a kilobyte).
    const refused = await staff
      .post(url)
      .attach('photo', await smallPng(), 'label.png')
      .attach('photo', pngHeaderOnly(7800, 7800), 'wide.png')
      .expect(413);
    expect(refused.body).toEqual({
      message:
        "Photo 2 is 60.8 megapixels; photos up to 50 megapixels are accepted: take it again at the camera's usual resolution, or send a smaller copy.",
    });
    expect(answer(await owner.get(`/api/parcels/${number}`).expect(200)).photos).toEqual([]);

    const added = await staff
      .post(url)
      .attach('photo', await phoneJpeg(8000, 6000), 'IMG_0048.jpg')
      .expect(201);
    expect(answer(added).photos.map((p) => p.large)).toMatchObject([{ width: 1200, height: 1600 }]);
  });

  it('takes PNG and WebP, several in one request, and refuses a fifth photo with 409', async () => {
    const { owner, staff, number } = await receivedParcel();
    const url = `/api/admin/parcels/${number}/photos`;
    const three = await staff
      .post(url)
      .attach('photo', await smallPng(), 'a.png')
      .attach('photo', await smallWebp(), 'b.webp')
      .attach('photo', await phoneJpeg(400, 300), 'c.jpg')
      .expect(201);
    expect(answer(three).photos.map((p) => p.large.width)).toEqual([200, 120, 300]);
    const tooMany = await staff
      .post(url)
      .attach('photo', await smallPng(), 'd.png')
      .attach('photo', await smallPng(), 'e.png')
      .expect(409);
    expect(tooMany.body).toEqual({ message: 'This parcel has room for 1 more photo (at most 4).' });
    await staff
      .post(url)
      .attach('photo', await smallPng(), 'd.png')
      .expect(201);
    const fifth = await staff
      .post(url)
      .attach('photo', await smallWebp(), 'f.webp')
      .expect(409);
    expect(fifth.body).toEqual({ message: 'This parcel has 4 photos already, the most a parcel may have.' });
    expect(answer(await owner.get(`/api/parcels/${number}`).expect(200)).photos).toHaveLength(4);
  });

  it('decides two uploads at once one after the other: never more than four', async () => {
    const { owner, staff, number } = await receivedParcel();
    const url = `/api/admin/parcels/${number}/photos`;
    const png = await smallPng();
    const upload = () =>
      staff
        .post(url)
        .attach('photo', png, 'a.png')
        .attach('photo', png, 'b.png')
        .attach('photo', png, 'c.png');
    const statuses = (await Promise.all([upload(), upload()])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(answer(await owner.get(`/api/parcels/${number}`).expect(200)).photos).toHaveLength(3);
  });

  it('answers JSON for a body too large, not multipart, or without a photo; only staff may upload', async () => {
    const { owner, staff, number } = await receivedParcel();
    const url = `/api/admin/parcels/${number}/photos`;
    const huge = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff);
    const tooLarge = await staff.post(url).attach('photo', huge, 'huge.jpg').expect(413);
    expect(tooLarge.body).toEqual({ message: 'Each photo may be at most 10 MB.' });
    const json = await staff.post(url).send({ photo: 'x' }).expect(415);
    expect(json.body).toMatchObject({ message: expect.stringContaining('multipart/form-data') as unknown });
    await staff.post(url).field('note', 'hello').expect(400);
    await staff
      .post(url)
      .attach('picture', await smallPng(), 'a.png')
      .expect(400);
    await staff
      .post('/api/admin/parcels/KP999/photos')
      .attach('photo', await smallPng(), 'a.png')
      .expect(404);
    await owner
      .post(url)
      .attach('photo', await smallPng(), 'a.png')
      .expect(403);
  });
});
