import { setupServer } from 'msw/node';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../support/accounts.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import { API_URL, TOKEN_URL, fakeCreatorsApi } from '../../support/fake-creators-api.js';
import { testApp } from '../../support/test-app.js';

const server = setupServer();
// supertest's own requests to the app pass through; only the Creators API is faked.
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** An account of four calls a day, two of them for visitors. */
const CREATORS_API_ENV = {
  AMAZON_CREDENTIAL_ID: 'test-id',
  AMAZON_CREDENTIAL_SECRET: 'test-secret',
  AMAZON_CREDENTIAL_VERSION: '2.1',
  AMAZON_TOKEN_URL: TOKEN_URL,
  AMAZON_API_URL: API_URL,
  AMAZON_CALLS_PER_SECOND: '10',
  AMAZON_CALLS_PER_DAY: '4',
  AMAZON_VISITOR_CALLS_PER_DAY: '2',
};

describe.each(DATABASE_TARGETS)("visitors' share of the Creators API calls, counted in $name", (target) => {
  const database = useDatabase(target);

  it('stops visitors at their share across instances, answers a repeated lookup without a call, and leaves staff the rest', async () => {
    const { state: fake, handlers } = fakeCreatorsApi();
    server.use(...handlers);
    const open = () => testApp({ storage: database.db }, {}, CREATORS_API_ENV);
    const [one, two] = [await open(), await open()];
    const lookUp = (app: typeof one, asin: string) =>
      request(app)
        .post('/api/product-lookup')
        .send({ url: `https://www.amazon.com/dp/${asin}` });

    expect((await lookUp(one, 'B0VISIT001')).status).toBe(200);
    expect((await lookUp(two, 'B0VISIT002')).status).toBe(200);
    const overShare = await lookUp(one, 'B0VISIT003');
    expect([overShare.status, overShare.body]).toEqual([
      503,
      { message: 'Unable to retrieve product data from APIs' },
    ]);
    expect(fake.calls).toHaveLength(2);

    const again = await lookUp(one, 'B0VISIT001');
    expect([again.status, again.body.asin]).toEqual([200, 'B0VISIT001']);
    expect(fake.calls).toHaveLength(2);

    const staff = await signedInStaff(two);
    await staff.post('/api/products/add-asin').send({ asin: 'B0STAFF001', category: 'home' }).expect(201);
    const refreshed = await staff.post('/api/products/refresh').expect(200);
    expect(refreshed.body.summary).toMatchObject({ refreshed: 1, calls: 1, leftForLater: 0 });
    expect(fake.calls.map((call) => call.body.itemIds)).toEqual([
      ['B0VISIT001'],
      ['B0VISIT002'],
      ['B0STAFF001'],
      ['B0STAFF001'],
    ]);
  });
});
