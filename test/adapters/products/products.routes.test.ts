import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OfflineProductCatalog } from '../../../adapters/products/amazon/offline-product-catalog.js';
import type { ShortLinkResolver } from '../../../core/products/products.ports.js';
import { featuredProductsResponseSchema } from '../../../core/products/api/product-responses.schema.js';
import { PRODUCT_TOKENS } from '../../../core/products/product.tokens.js';
import { registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { FakeCatalog } from '../../support/fake-catalog.js';
import { testApp } from '../../support/test-app.js';

const TAG_ENV = { AMAZON_ASSOCIATE_TAG: 'kango-20' };

/** The ASINs of a featured list, read through the response's schema. */
const asinsOf = (body: unknown) => featuredProductsResponseSchema.parse(body).products.map((p) => p.asin);

describe('product lookup', () => {
  it('answers an offline product from its amazon.com address', async () => {
    const app = await testApp({}, {}, TAG_ENV);
    const res = await request(app)
      .post('/api/product-lookup')
      .send({
        url: 'https://www.amazon.com/Crisp-Air-Fryer/dp/B0KXHO0002/ref=x',
        productId: 'B0KXHO0002',
        platform: 'amazon',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      asin: 'B0KXHO0002',
      title: 'Crisp 5.5 L air fryer',
      price: '99.99',
      weight: 5.2,
      dimensions: { length: 38, width: 32, height: 33 },
      inStock: true,
      url: 'https://www.amazon.com/dp/B0KXHO0002?tag=kango-20',
    });
  });

  it('lists the options of an item with variations', async () => {
    const app = await testApp();
    const res = await request(app)
      .post('/api/product-lookup')
      .send({ url: 'https://amazon.com/dp/B0KXFA0001' })
      .expect(200);
    expect(res.body.options).toContainEqual({ type: 'Size', value: '10' });
    expect(res.body.options).toContainEqual({ type: 'Color', value: 'Navy' });
  });

  it.each([
    [{ url: 'https://www.ebay.com/itm/123' }, 'Please provide a valid amazon.com product URL'],
    [{ url: 'https://www.amazon.com/s?k=shoes' }, 'Could not extract product ID from amazon URL'],
    [{}, 'Please provide a valid amazon.com product URL'],
    [{ url: 42 }, 'Please provide a valid amazon.com product URL'],
    [
      { url: 'https://www.amazon.com/dp/B0KXHO0002', platform: 'ebay' },
      'Only amazon products can be looked up',
    ],
  ])('refuses %j with a clear message', async (body, message) => {
    const app = await testApp();
    const res = await request(app).post('/api/product-lookup').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for an unknown product: staff read the catalog's words, a shopper what to do", async () => {
    const app = await testApp();
    const res = await request(app)
      .post('/api/product-lookup')
      .send({ url: 'https://www.amazon.com/dp/B0NOTHERE1' })
      .expect(404);
    expect(res.body.message).toMatch(/^We could not find this product on Amazon\. .* we quote it by hand\.$/);
    expect(res.body.message).not.toMatch(/ItemId|catalog/);
    const staff = await request(app).get('/api/products/validate/B0NOTHERE1').expect(404);
    expect(staff.body.message).toBe('The ItemId B0NOTHERE1 is not in the offline catalog.');
  });

  it('refuses a short link leading off Amazon, and never asks the catalog', async () => {
    const catalog = new FakeCatalog();
    const offsite: ShortLinkResolver = { resolve: () => Promise.resolve('http://127.0.0.1:5432/') };
    const app = await testApp({ productCatalog: catalog, shortLinkResolver: offsite });
    const res = await request(app)
      .post('/api/product-lookup')
      .send({ url: 'https://amzn.to/abc' })
      .expect(400);
    expect(res.body.message).toMatch(/full amazon\.com address/);
    expect(catalog.calls).toEqual([]);
  });

  it("answers 503 with the specification's words when the catalog cannot answer", async () => {
    const catalog = new FakeCatalog();
    catalog.failingCalls = new Set([0]);
    const app = await testApp({ productCatalog: catalog });
    const res = await request(app).get('/api/products/validate/b0down0001').expect(503);
    expect(res.body).toEqual({ message: 'Unable to retrieve product data from APIs' });
    expect(catalog.calls).toEqual([['B0DOWN0001']]);
  });

  it('answers a path with a malformed character code with 400, not a failure', async () => {
    const app = await testApp();
    for (const path of ['/api/products/validate/%E0', '/api/products/validate/%']) {
      const res = await request(app).get(path);
      expect([path, res.status, res.body.message]).toEqual([
        path,
        400,
        'The address is not valid: it holds a malformed character code.',
      ]);
    }
  });

  it('validates an ASIN, upper-cased, and refuses one of the wrong length', async () => {
    const app = await testApp();
    const found = await request(app).get('/api/products/validate/b0kxel0001').expect(200);
    expect(found.body).toMatchObject({ success: true, product: { asin: 'B0KXEL0001' } });
    const short = await request(app).get('/api/products/validate/B0KX').expect(400);
    expect(short.body.message).toBe('ASIN must be exactly 10 characters');
  });

  it('limits lookups per address', async () => {
    const app = await testApp({}, { rateLimits: { productLookup: { windowMs: 60_000, limit: 2 } } });
    const lookUp = () =>
      request(app).post('/api/product-lookup').send({ url: 'https://www.amazon.com/dp/B0KXEL0001' });
    expect((await lookUp()).status).toBe(200);
    expect((await lookUp()).status).toBe(200);
    expect((await lookUp()).status).toBe(429);
  });
});

describe('featured products', () => {
  it('are added, listed (cacheable, with an ETag), filtered by category, refreshed and removed by staff', async () => {
    const app = await testApp({}, {}, TAG_ENV);
    const admin = await signedInStaff(app);
    const added = await admin
      .post('/api/products/add-asin')
      .send({ asin: 'b0kxbo0001', category: 'books' })
      .expect(201);
    expect(added.body.product).toMatchObject({
      asin: 'B0KXBO0001',
      category: 'books',
      price: 16.99,
      inStock: true,
    });
    await admin
      .post('/api/products/add-asin')
      .send({ asin: 'B0KXEL0006', category: 'electronics' })
      .expect(201);
    const again = await admin
      .post('/api/products/add-asin')
      .send({ asin: 'B0KXBO0001', category: 'books' })
      .expect(409);
    expect(again.body.message).toBe('B0KXBO0001 is already a featured product');
    await admin.post('/api/products/add-asin').send({ asin: 'B0NOTHERE1', category: 'books' }).expect(404);
    const badCategory = await admin
      .post('/api/products/add-asin')
      .send({ asin: 'B0KXBO0002', category: 'toys' })
      .expect(400);
    expect(badCategory.body.message).toMatch(/^Category must be one of/);

    const list = await request(app).get('/api/products/featured?limit=12').expect(200);
    expect(list.headers['cache-control']).toBe('public, max-age=300');
    expect(asinsOf(list.body).sort()).toEqual(['B0KXBO0001', 'B0KXEL0006']);
    expect(featuredProductsResponseSchema.parse(list.body).products[0]?.url).toMatch(
      /\/dp\/B0KX\w+\?tag=kango-20$/,
    );
    await request(app)
      .get('/api/products/featured')
      .set('If-None-Match', String(list.headers.etag))
      .expect(304);
    await request(app).get('/api/products/featured?limit=0').expect(400);
    await request(app).get('/api/products/featured?limit=abc').expect(400);
    const books = await request(app).get('/api/products/category/books').expect(200);
    expect(asinsOf(books.body)).toEqual(['B0KXBO0001']);
    await request(app).get('/api/products/category/toys').expect(400);

    const refreshed = await admin.post('/api/products/refresh').expect(200);
    expect(refreshed.body.summary).toMatchObject({
      total: 2,
      refreshed: 1,
      unavailable: 1,
      failed: 0,
      calls: 1,
    });
    const status = await admin.get('/api/products/status').expect(200);
    expect(status.body).toMatchObject({
      catalog: new OfflineProductCatalog().description,
      featured: 2,
      inStock: 1,
      lastRefresh: { total: 2 },
    });

    await admin.delete('/api/products/b0kxbo0001').expect(200);
    await admin.delete('/api/products/B0KXBO0001').expect(404);
    const after = await request(app).get('/api/products/featured').expect(200);
    expect(asinsOf(after.body)).toEqual(['B0KXEL0006']);
  });

  it('cannot be changed without a session or the admin role', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const customer = await signedInAgent(app);
    for (const client of [request.agent(app).set('Sec-Fetch-Site', 'same-origin'), customer]) {
      const expected = client === customer ? 403 : 401;
      expect(
        (await client.post('/api/products/add-asin').send({ asin: 'B0KXBO0001', category: 'books' })).status,
      ).toBe(expected);
      expect((await client.post('/api/products/refresh')).status).toBe(expected);
      expect((await client.delete('/api/products/B0KXBO0001')).status).toBe(expected);
      expect((await client.get('/api/products/status')).status).toBe(expected);
    }
    expect(await app.container.get(PRODUCT_TOKENS.FeaturedProducts).count()).toEqual({
      total: 0,
      inStock: 0,
    });
  });
});
