import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredProductsResponseSchema } from '../../core/products/api/product-responses.schema.js';
import { ERROR_RESPONSES, getItemsSuccess } from '../fixtures/creators-api.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

/** The fake's answer to the next getItems calls: success at a price, or one of the SDK's error responses. */
let answer: { status: number; body: (asins: string[]) => unknown } = { status: 200, body: getItemsSuccess };
let server: Server;
let url = '';

beforeAll(async () => {
  // A loopback Creators API, reached as the built CLI reaches the real one: through its configured URLs.
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/token') return reply(200, { access_token: 'token', expires_in: 3600 });
      const { itemIds = [] } = JSON.parse(body) as { itemIds?: string[] };
      return reply(answer.status, answer.body(itemIds));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const envWithApi = () => ({
  DATA_DIR: migratedDataDir('cli-creators-'),
  AMAZON_CREDENTIAL_ID: 'id',
  AMAZON_CREDENTIAL_SECRET: 'secret',
  AMAZON_CREDENTIAL_VERSION: '2.1',
  AMAZON_TOKEN_URL: `${url}/token`,
  AMAZON_API_URL: `${url}/catalog/v1`,
  AMAZON_CALLS_PER_SECOND: '10',
});

describe('products refresh against the Creators API', () => {
  it('a refused partner tag: exit 1 naming the error, every price and stock kept; a dry run lists changes', async () => {
    const env = envWithApi();
    answer = { status: 200, body: getItemsSuccess };
    for (const asin of ['B0CLI00001', 'B0CLI00002'])
      expect((await runCliInProcess(['products', 'add', asin, '--category', 'home'], env)).status).toBe(0);
    const listed = async () =>
      featuredProductsResponseSchema
        .parse(JSON.parse((await runCliInProcess(['products', 'list', '--json'], env)).stdout))
        .products.map((p) => [p.asin, p.price, p.inStock]);
    const before = await listed();
    expect(before).toContainEqual(['B0CLI00001', 24.99, true]);

    const refused = ERROR_RESPONSES.find((e) => e.status === 400);
    answer = { status: 400, body: () => refused?.body };
    const run = await runCliInProcess(['products', 'refresh'], env);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Stopped: the catalog answered InvalidPartnerTag');
    expect(run.stdout).toMatch(/Not refreshed: B0CLI0000\d, B0CLI0000\d/);
    expect(await listed()).toEqual(before);

    answer = {
      status: 200,
      body: (asins) => {
        const success = getItemsSuccess(asins);
        const [first] = success.itemsResult.items;
        if (first) first.offersV2.listings[0]!.price.money.amount = 19.5;
        return success;
      },
    };
    const dry = await runCliInProcess(['products', 'refresh', '--dry-run'], env);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/Would change:\n {2}B0CLI0000\d: price \$24\.99 → \$19\.50/);
    expect(await listed()).toEqual(before);
  });

  it('stops at the day’s budget, which every command shares: the refresh leaves the rest for later, exit 1', async () => {
    const env = { ...envWithApi(), AMAZON_CALLS_PER_DAY: '2' };
    answer = { status: 200, body: getItemsSuccess };
    for (const asin of ['B0CLI00003', 'B0CLI00004'])
      expect((await runCliInProcess(['products', 'add', asin, '--category', 'books'], env)).status).toBe(0);
    const run = await runCliInProcess(['products', 'refresh', '--json'], env);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ calls: 0, leftForLater: 2, error: null });
    const refused = await runCliInProcess(['products', 'add', 'B0CLI00005', '--category', 'books'], env);
    expect(refused.status).toBe(1);
  });
});
