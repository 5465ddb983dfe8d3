import { http, HttpResponse, type JsonBodyType } from 'msw';
import { strayFromModel } from './creators-api-sdk-model.js';

export const TOKEN_URL = 'https://auth.creators.test/oauth2/token';
export const API_URL = 'https://api.creators.test/catalog/v1';

/** The settings of an adapter under test: the fake's endpoints, a fast rate and short timeout unless told. */
export const creatorsSettings = (overrides: Partial<Record<string, number>> = {}) => ({
  credentialId: 'test-id',
  credentialSecret: 'test-secret',
  credentialVersion: '2.1',
  tokenUrl: TOKEN_URL,
  partnerTag: 'kango-20',
  marketplace: 'www.amazon.com',
  apiUrl: API_URL,
  callsPerSecond: 10,
  callsPerDay: 8_640,
  timeoutMs: 1_000,
  maxRetries: 3,
  backoffMs: 20,
  ...overrides,
});

/** An item as the Creators API gives it (camelCase resources), with every resource we ask for. */
export const apiItem = (asin: string, overrides: Record<string, unknown> = {}) => ({
  asin,
  detailPageURL: `https://www.amazon.com/dp/${asin}?tag=kango-20`,
  images: {
    primary: { large: { url: `https://m.media-amazon.com/images/I/${asin}.jpg`, height: 500, width: 500 } },
  },
  itemInfo: {
    title: { displayValue: `Product ${asin}`, label: 'Title', locale: 'en_US' },
    features: { displayValues: ['Long battery life', 'Two-year warranty'] },
    productInfo: {
      itemDimensions: {
        height: { displayValue: 2, unit: 'Inches' },
        length: { displayValue: 10, unit: 'Inches' },
        width: { displayValue: 5, unit: 'Inches' },
        weight: { displayValue: 2.205, unit: 'Pounds' },
      },
    },
  },
  offersV2: {
    listings: [
      {
        price: { money: { amount: 24.99, currency: 'USD', displayAmount: '$24.99' } },
        availability: { type: 'IN_STOCK', message: 'In Stock' },
      },
    ],
  },
  customerReviews: { count: 1234, starRating: { value: 4.6 } },
  ...overrides,
});

export interface RecordedCall {
  at: number;
  authorization: string | null;
  marketplace: string | null;
  body: { itemIds?: string[]; partnerTag?: string; resources?: string[] };
}

/** An error response as the SDK models its exceptions. */
const exception = (status: number, body: Record<string, string>) => HttpResponse.json(body, { status });

/**
 * A local fake of the Creators API: counts token and API calls, checks the bearer token, the marketplace
 * header and the body against the SDK's request model (as the API would, with a ValidationException), and
 * answers each getItems call with what `answer` returns (by default, every ASIN asked for).
 */
export function fakeCreatorsApi() {
  const state = {
    tokensIssued: 0,
    calls: [] as RecordedCall[],
    tokenBodies: [] as string[],
    /** Tokens the API accepts; an issued token is accepted until `expireTokens()`. */
    valid: new Set<string>(),
    /** Responds to a getItems call, given it and its number (from 0). */
    answer: ((call: RecordedCall) =>
      HttpResponse.json({
        itemsResult: { items: (call.body.itemIds ?? []).map((asin) => apiItem(asin)) },
      })) as (call: RecordedCall, index: number) => Response | Promise<Response>,
    expireTokens: () => state.valid.clear(),
  };
  const handlers = [
    http.post(TOKEN_URL, async ({ request }) => {
      state.tokenBodies.push(await request.text());
      state.tokensIssued += 1;
      const token = `token-${state.tokensIssued}`;
      state.valid.add(token);
      return HttpResponse.json({ access_token: token, token_type: 'bearer', expires_in: 3600 });
    }),
    http.post(`${API_URL}/getItems`, async ({ request }) => {
      const call: RecordedCall = {
        at: Date.now(),
        authorization: request.headers.get('authorization'),
        marketplace: request.headers.get('x-marketplace'),
        body: (await request.json()) as RecordedCall['body'],
      };
      const index = state.calls.push(call) - 1;
      const token = /^Bearer ([^,]+), Version 2\.1$/.exec(call.authorization ?? '')?.[1];
      if (!token || !state.valid.has(token)) {
        return exception(401, {
          type: 'UnauthorizedException',
          message: 'Expired token',
          reason: 'TokenExpired',
        });
      }
      const strays = strayFromModel(call.body, 'GetItemsRequestContent');
      if (strays.length > 0 || !call.marketplace) {
        const message = strays.join('; ') || 'x-marketplace is required';
        return exception(400, { type: 'ValidationException', message, reason: 'FieldValidationFailed' });
      }
      return state.answer(call, index);
    }),
  ];
  return { state, handlers };
}

export const json = (body: JsonBodyType, status = 200, headers: Record<string, string> = {}) =>
  HttpResponse.json(body, { status, headers });
