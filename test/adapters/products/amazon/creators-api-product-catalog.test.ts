import { memoryStore } from '../../../support/stores.js';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreatorsApiProductCatalog } from '../../../../adapters/products/amazon/creators-api-product-catalog.js';
import { CatalogUnavailableError } from '../../../../core/products/products.ports.js';
import { RefreshFeaturedProductsUseCase } from '../../../../core/products/refresh-featured-products.use-case.js';
import { asins } from '../../../support/fake-catalog.js';
import {
  API_URL,
  apiItem,
  creatorsSettings,
  fakeCreatorsApi,
  json,
} from '../../../support/fake-creators-api.js';
import { aFeaturedProduct } from '../../../core/products/featured-product.mother.js';
import {
  ERROR_RESPONSES,
  getItemsOptionalMissing,
  getItemsPartial,
  getVariationsSuccess,
} from '../../../fixtures/creators-api.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function catalogWithFake(settings: Partial<Record<string, number>> = {}) {
  const fake = fakeCreatorsApi();
  server.use(...fake.handlers);
  return { fake: fake.state, catalog: new CreatorsApiProductCatalog(creatorsSettings(settings)) };
}

describe('the Creators API catalog', () => {
  it('gets a token once, calls getItems with it, and reads the items', async () => {
    const { fake, catalog } = catalogWithFake();
    const first = await catalog.getItems(['B0FIRST001', 'B0SECOND01']);
    await catalog.getItems(['B0THIRD001']);

    expect(fake.tokensIssued).toBe(1);
    expect(new URLSearchParams(fake.tokenBodies[0])).toEqual(
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'test-id',
        client_secret: 'test-secret',
        scope: 'creatorsapi/default',
      }),
    );
    expect(fake.calls[0]).toMatchObject({
      authorization: 'Bearer token-1, Version 2.1',
      marketplace: 'www.amazon.com',
      body: { itemIds: ['B0FIRST001', 'B0SECOND01'], partnerTag: 'kango-20' },
    });
    // The SDK's GetItemsRequestContent: the marketplace goes in the header, never in the body.
    expect(Object.keys(fake.calls[0]?.body ?? {}).sort()).toEqual(['itemIds', 'partnerTag', 'resources']);
    expect(fake.calls[0]?.body.resources).toEqual(
      expect.arrayContaining(['itemInfo.title', 'images.primary.medium', 'offersV2.listings.price']),
    );
    expect(first.errors).toEqual([]);
    expect(first.items[0]).toEqual({
      asin: 'B0FIRST001',
      title: 'Product B0FIRST001',
      priceCents: 2499,
      images: {
        large: { url: 'https://m.media-amazon.com/images/I/B0FIRST001.jpg', width: 500, height: 500 },
        medium: null,
      },
      availability: 'In Stock',
      inStock: true,
      weightKg: 1,
      dimensionsCm: { length: 25.4, width: 12.7, height: 5.08 },
      description: 'Long battery life',
      rating: 4.6,
      reviews: 1234,
      hasVariations: false,
    });
  });

  it('marks only the items an answer names as errors; an odd item or one it is silent about is in neither list', async () => {
    const { fake, catalog } = catalogWithFake();
    fake.answer = () =>
      json({
        ...getItemsPartial,
        itemsResult: {
          items: [
            ...getItemsPartial.itemsResult.items,
            apiItem('B0NOOFFER1', { offersV2: { listings: [] } }),
            apiItem('B0NOTITLE1', { itemInfo: {} }),
            { asin: 'B0ODDSHAPE', offersV2: 'not an object' },
          ],
        },
      });
    const batch = await catalog.getItems([
      'B0GOOD0001',
      'B0NOOFFER1',
      'B0NOTITLE1',
      'B0ODDSHAPE',
      'B0GONE0001',
      'B0BADID001',
      'B0SILENT01',
    ]);
    expect(batch.items.map((i) => [i.asin, i.inStock, i.availability])).toEqual([
      ['B0GOOD0001', true, 'In Stock'],
      ['B0NOOFFER1', false, 'Currently unavailable'],
    ]);
    expect(batch.errors).toEqual([
      { asin: 'B0NOTITLE1', message: 'The catalog gave no title for B0NOTITLE1' },
      {
        asin: 'B0GONE0001',
        message: 'ItemNotFound: The ItemId B0GONE0001 is not accessible through the Creators API.',
      },
      {
        asin: 'B0BADID001',
        message: 'InvalidParameterValue: The ItemId B0BADID001 provided in the request is invalid.',
      },
    ]);
  });

  it.each(ERROR_RESPONSES)(
    'takes a $status answer as an error named $code, never as an answer without items',
    async ({ status, body, code }) => {
      const { fake, catalog } = catalogWithFake();
      fake.answer = () => json(body, status);
      const failure = await catalog.getItems(['B0ERROR001']).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CatalogUnavailableError);
      expect(failure).toMatchObject({ code, message: expect.stringContaining(body.message) });
      // Throttling and server errors are tried again (three retries); the others are not.
      const retried = status === 429 || status >= 500;
      expect(fake.calls).toHaveLength(retried ? 4 : status === 401 ? 2 : 1);
    },
  );

  it('reads an item whose optional members are missing, as the SDK allows', async () => {
    const { fake, catalog } = catalogWithFake();
    fake.answer = () => json(getItemsOptionalMissing);
    const batch = await catalog.getItems(['B0SPARSE01', 'B0BARE0001']);
    expect(batch.errors).toEqual([]);
    expect(batch.items).toEqual([
      expect.objectContaining({
        asin: 'B0SPARSE01',
        title: 'Sparse product',
        priceCents: null,
        // A large picture without its address is no picture; a medium one without its size has Amazon's.
        images: {
          large: null,
          medium: { url: 'https://m.media-amazon.com/images/I/sparse-m.jpg', width: 160, height: 160 },
        },
        availability: 'In Stock',
        inStock: true,
        weightKg: null,
        dimensionsCm: null,
        rating: null,
        reviews: null,
      }),
      expect.objectContaining({
        asin: 'B0BARE0001',
        title: 'Bare product',
        inStock: false,
        priceCents: null,
      }),
    ]);
  });

  it('retries a 429 after the Retry-After it names, then succeeds', async () => {
    const { fake, catalog } = catalogWithFake();
    fake.answer = (call, index) =>
      index === 0
        ? json({ type: 'ThrottleException', message: 'slow down' }, 429, { 'Retry-After': '1' })
        : json({ itemsResult: { items: (call.body.itemIds ?? []).map((asin) => apiItem(asin)) } });
    const batch = await catalog.getItems(['B0RETRY001']);
    expect(batch.items).toHaveLength(1);
    expect(fake.calls).toHaveLength(2);
    const [first, second] = fake.calls;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('takes a turn from the pacer it is given for every call, retries included, and none for the token', async () => {
    const fake = fakeCreatorsApi();
    server.use(...fake.handlers);
    fake.state.answer = (call, index) =>
      index === 0
        ? json({ message: 'internal' }, 503)
        : json({ itemsResult: { items: (call.body.itemIds ?? []).map((asin) => apiItem(asin)) } });
    let turns = 0;
    const shared = {
      turn: () => {
        turns += 1;
        return Promise.resolve();
      },
    };
    const catalog = new CreatorsApiProductCatalog(creatorsSettings(), shared);
    await catalog.getItems(['B0TURN0001']);
    await catalog.getItems(['B0TURN0002']);
    expect(fake.state.tokensIssued).toBe(1);
    expect(fake.state.calls).toHaveLength(3);
    expect(turns).toBe(3);
  });

  it('gives up after three retries of server errors', async () => {
    const { fake, catalog } = catalogWithFake();
    fake.answer = () => json({ message: 'internal' }, 503);
    await expect(catalog.getItems(['B0DOWN0001'])).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(fake.calls).toHaveLength(4);
  });

  it('renews an expired token once, and stops when the new one is refused too', async () => {
    const { fake, catalog } = catalogWithFake();
    await catalog.getItems(['B0BEFORE01']);
    fake.expireTokens();
    expect((await catalog.getItems(['B0AFTER001'])).items).toHaveLength(1);
    expect(fake.tokensIssued).toBe(2);
    expect(fake.calls.at(-1)?.authorization).toBe('Bearer token-2, Version 2.1');

    fake.answer = () => json({ message: 'Unauthorized' }, 401);
    await expect(catalog.getItems(['B0REFUSED1'])).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(fake.tokensIssued).toBe(3);
  });

  it('treats a malformed answer as the catalog not answering', async () => {
    const { fake, catalog } = catalogWithFake();
    fake.answer = () =>
      new HttpResponse('<html>maintenance</html>', { headers: { 'Content-Type': 'text/html' } });
    await expect(catalog.getItems(['B0HTML0001'])).rejects.toBeInstanceOf(CatalogUnavailableError);
    fake.answer = () => json({ itemsResult: { items: 'none' } });
    await expect(catalog.getItems(['B0SHAPE001'])).rejects.toBeInstanceOf(CatalogUnavailableError);
  });

  it('times each call out and retries it', async () => {
    const { fake, catalog } = catalogWithFake({ timeoutMs: 100 });
    fake.answer = async () => {
      await delay(1_000);
      return json({ itemsResult: { items: [] } });
    };
    await expect(catalog.getItems(['B0SLOW0001'])).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(fake.calls).toHaveLength(4);
  });

  it('cannot reach a token endpoint that is down, and says so', async () => {
    server.use(http.post(creatorsSettings().tokenUrl, () => HttpResponse.error()));
    const catalog = new CreatorsApiProductCatalog(creatorsSettings());
    await expect(catalog.getItems(['B0NOTOKEN1'])).rejects.toBeInstanceOf(CatalogUnavailableError);
  });

  it('refuses more than ten ASINs in one call', async () => {
    const { catalog } = catalogWithFake();
    await expect(catalog.getItems(asins(11))).rejects.toBeInstanceOf(RangeError);
  });

  it('lists variation options, asking for the resource the SDK names', async () => {
    const { catalog } = catalogWithFake();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API_URL}/getVariations`, async ({ request }) => {
        bodies.push(await request.json());
        return json(getVariationsSuccess);
      }),
    );
    expect(await catalog.getOptions('B0PARENT01')).toEqual([
      { type: 'Color', value: 'Black' },
      { type: 'Color', value: 'White' },
      { type: 'size_name', value: 'M' },
    ]);
    expect(bodies).toEqual([
      { partnerTag: 'kango-20', asin: 'B0PARENT01', resources: ['variationSummary.variationDimension'] },
    ]);
  });

  it("starts a call's timeout when it leaves, not while it waits for the limiter", async () => {
    // Three calls at two per second: the third waits about a second, longer than the 300 ms timeout.
    const { fake, catalog } = catalogWithFake({ callsPerSecond: 2, timeoutMs: 300 });
    const batches = await Promise.all(
      [['B0TIMEOUT1'], ['B0TIMEOUT2'], ['B0TIMEOUT3']].map((a) => catalog.getItems(a)),
    );
    expect(batches.map((b) => b.items.map((i) => i.asin))).toEqual([
      ['B0TIMEOUT1'],
      ['B0TIMEOUT2'],
      ['B0TIMEOUT3'],
    ]);
    expect(fake.calls).toHaveLength(3);
  });

  it('refreshes 95 products in exactly 10 calls, a second apart at one call per second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { fake, catalog } = catalogWithFake({ callsPerSecond: 1 });
    const store = memoryStore();
    for (const asin of asins(95)) await store.ports.featuredProducts.add(aFeaturedProduct({ asin }));
    const refresh = new RefreshFeaturedProductsUseCase(catalog, store.ports.featuredProducts, {
      now: () => new Date(),
    });
    const running = refresh.execute();
    await vi.advanceTimersByTimeAsync(15_000);
    const summary = await running;
    expect(summary).toMatchObject({ total: 95, refreshed: 95, failed: 0, calls: 10 });
    expect(fake.calls).toHaveLength(10);
    const gaps = fake.calls.slice(1).map((call, i) => call.at - (fake.calls[i]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
    expect(fake.calls.at(-1)!.at - fake.calls[0]!.at).toBeLessThan(10_000);
  });
});
