import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ITEM_RESOURCES,
  VARIATION_RESOURCES,
  getItemsResponseSchema,
  getVariationsResponseSchema,
  itemSchema,
} from '../../../../adapters/products/amazon/creators-api-items.js';
import { CreatorsApiProductCatalog } from '../../../../adapters/products/amazon/creators-api-product-catalog.js';
import { RefreshFeaturedProductsUseCase } from '../../../../core/products/refresh-featured-products.use-case.js';
import {
  ERROR_RESPONSES,
  getItemsOptionalMissing,
  getItemsPartial,
  getItemsSuccess,
  getVariationsSuccess,
} from '../../../fixtures/creators-api.js';
import {
  SDK_GET_ITEMS_RESOURCES,
  SDK_GET_VARIATIONS_RESOURCES,
  SDK_MODELS,
  SDK_REASONS,
  type SdkField,
  strayFromModel,
} from '../../../support/creators-api-sdk-model.js';
import { asins } from '../../../support/fake-catalog.js';
import { creatorsSettings, fakeCreatorsApi, json } from '../../../support/fake-creators-api.js';
import { aFeaturedProduct } from '../../../core/products/featured-product.mother.js';
import { memoryStore } from '../../../support/stores.js';

/** Every member path a schema reads that the SDK's model does not have (empty when all are there). */
function unknownToModel(schema: z.ZodType, field: SdkField, path: string): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return unknownToModel(schema.unwrap() as z.ZodType, field, path);
  if (schema instanceof z.ZodUnknown) return [];
  if (schema instanceof z.ZodArray) {
    return typeof field === 'object' && 'array' in field
      ? unknownToModel(schema.element as z.ZodType, field.array, `${path}[]`)
      : [`${path}: an array here, not in the SDK`];
  }
  if (schema instanceof z.ZodObject) {
    if (typeof field !== 'object' || !('model' in field)) return [`${path}: an object here, not in the SDK`];
    const model = SDK_MODELS[field.model];
    if (!model) return [`${path}: no SDK model ${field.model}`];
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, member]) => {
      const sdkField = model.fields[name];
      return sdkField === undefined
        ? [`${path}.${name}: not in the SDK's ${field.model}`]
        : unknownToModel(member, sdkField, `${path}.${name}`);
    });
  }
  const kind = schema instanceof z.ZodString ? 'string' : schema instanceof z.ZodNumber ? 'number' : 'other';
  return kind === field ? [] : [`${path}: a ${kind} here, ${JSON.stringify(field)} in the SDK`];
}

describe('the adapter against the official SDKs’ models', () => {
  it('asks only for resources the SDK defines (getVariations’ is the singular variationDimension)', () => {
    expect(ITEM_RESOURCES.filter((r) => !SDK_GET_ITEMS_RESOURCES.has(r))).toEqual([]);
    expect(VARIATION_RESOURCES.filter((r) => !SDK_GET_VARIATIONS_RESOURCES.has(r))).toEqual([]);
    expect(SDK_GET_VARIATIONS_RESOURCES.has('variationSummary.variationDimensions')).toBe(false);
  });

  it('reads only members the SDK’s models have', () => {
    expect(unknownToModel(getItemsResponseSchema, { model: 'GetItemsResponseContent' }, 'getItems')).toEqual(
      [],
    );
    expect(unknownToModel(itemSchema, { model: 'Item' }, 'Item')).toEqual([]);
    expect(
      unknownToModel(getVariationsResponseSchema, { model: 'GetVariationsResponseContent' }, 'getVariations'),
    ).toEqual([]);
  });

  it('the walk finds a member the SDK lacks (so the test above can fail)', () => {
    const invented = z.object({ itemsResult: z.object({ itemz: z.array(z.unknown()) }) });
    expect(unknownToModel(invented, { model: 'GetItemsResponseContent' }, 'getItems')).toEqual([
      "getItems.itemsResult.itemz: not in the SDK's ItemsResult",
    ]);
  });

  it('replays fixtures that are the SDK’s models, each error with a reason the SDK lists', () => {
    for (const answer of [getItemsSuccess(['B0FIX00001']), getItemsPartial, getItemsOptionalMissing])
      expect(strayFromModel(answer, 'GetItemsResponseContent')).toEqual([]);
    expect(strayFromModel(getVariationsSuccess, 'GetVariationsResponseContent')).toEqual([]);
    for (const { model, body } of ERROR_RESPONSES) expect(strayFromModel(body, model)).toEqual([]);
    const reasons = new Set(Object.values(SDK_REASONS).flat());
    for (const { body } of ERROR_RESPONSES) if ('reason' in body) expect(reasons.has(body.reason)).toBe(true);
    expect(strayFromModel({ itemsResult: { items: [{ asin: 1 }] } }, 'GetItemsResponseContent')).toEqual([
      'GetItemsResponseContent.itemsResult.items[0].asin: not a string',
    ]);
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A shop of `count` featured products at $10.00, in stock, refreshed by the real adapter from the fake API. */
async function shopWithFake(count: number, settings: Partial<Record<string, number>> = {}) {
  const fake = fakeCreatorsApi();
  server.use(...fake.handlers);
  const store = memoryStore();
  for (const asin of asins(count))
    await store.ports.featuredProducts.add(aFeaturedProduct({ asin, priceCents: 1000, inStock: true }));
  const catalog = new CreatorsApiProductCatalog(creatorsSettings(settings));
  const refresh = new RefreshFeaturedProductsUseCase(catalog, store.ports.featuredProducts, {
    now: () => new Date(),
  });
  return { fake: fake.state, store, refresh };
}

describe('a refresh when the Creators API errs', () => {
  it.each(ERROR_RESPONSES)(
    'a $status ($code) keeps every price and stock, stops calling, and reports the code and the ASINs',
    async ({ status, body, code }) => {
      const { fake, store, refresh } = await shopWithFake(25);
      fake.answer = () => json(body, status);
      const report = await refresh.execute();
      expect(report).toMatchObject({ refreshed: 0, unavailable: 0, failed: 25, error: { code } });
      expect(report.notRefreshed).toEqual(asins(25));
      const stored = await store.ports.featuredProducts.list();
      expect(stored.every((p) => p.inStock && p.priceCents === 1000)).toBe(true);
      // The first error stops the calls not yet made: each batch waits its turn, the error comes first.
      expect(fake.calls.length).toBeLessThan(3 * 4);
      expect((await store.ports.featuredProducts.lastRefresh())?.error?.code).toBe(code);
    },
  );

  it('an answer with errors for some items marks only those; the rest is saved', async () => {
    const { fake, store, refresh } = await shopWithFake(0);
    for (const asin of ['B0GOOD0001', 'B0GONE0001', 'B0BADID001', 'B0SILENT01'])
      await store.ports.featuredProducts.add(aFeaturedProduct({ asin, priceCents: 1000, inStock: true }));
    fake.answer = () => json(getItemsPartial);
    const report = await refresh.execute();
    expect(report).toMatchObject({ refreshed: 1, unavailable: 2, failed: 1, error: null });
    const stock = Object.fromEntries(
      (await store.ports.featuredProducts.list()).map((p) => [p.asin, [p.inStock, p.priceCents]]),
    );
    expect(stock).toEqual({
      B0GOOD0001: [true, 2499],
      B0GONE0001: [false, 1000],
      B0BADID001: [false, 1000],
      B0SILENT01: [true, 1000],
    });
  });

  it('stops before the day’s budget is spent, saves what it refreshed and leaves the rest for later', async () => {
    const { fake, store, refresh } = await shopWithFake(45, { callsPerDay: 3 });
    const report = await refresh.execute();
    expect(fake.calls).toHaveLength(3);
    expect(report).toMatchObject({ refreshed: 30, leftForLater: 15, error: null, calls: 3 });
    expect(report.notRefreshed).toHaveLength(15);
    const refreshedPrices = (await store.ports.featuredProducts.list()).filter((p) => p.priceCents === 2499);
    expect(refreshedPrices).toHaveLength(30);
  });

  it('says on a dry run what would change, and writes nothing', async () => {
    const { store, refresh } = await shopWithFake(2);
    const report = await refresh.execute({ dryRun: true });
    expect(report.changes).toEqual([
      expect.objectContaining({
        asin: asins(2)[0],
        before: expect.objectContaining({ priceCents: 1000 }),
        after: expect.objectContaining({ priceCents: 2499 }),
      }),
      expect.objectContaining({ asin: asins(2)[1] }),
    ]);
    expect((await store.ports.featuredProducts.list()).every((p) => p.priceCents === 1000)).toBe(true);
    expect(await store.ports.featuredProducts.lastRefresh()).toBeUndefined();
  });
});

describe('the fake Creators API', () => {
  it('refuses a body the SDK’s request model does not have, as the API would', async () => {
    const fake = fakeCreatorsApi();
    server.use(...fake.handlers);
    const token = (await (await fetch(creatorsSettings().tokenUrl, { method: 'POST' })).json()) as {
      access_token: string;
    };
    const answer = await fetch(`${creatorsSettings().apiUrl}/getItems`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token.access_token}, Version 2.1`,
        'x-marketplace': 'www.amazon.com',
      },
      body: JSON.stringify({ partnerTag: 'kango-20', itemIds: ['B0X0000001'], itemIdType: 'ASIN' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ reason: 'FieldValidationFailed' });
  });
});
