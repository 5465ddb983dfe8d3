/**
 * npm run bench:products: a refresh of N featured products (BENCH_ASINS, default 1,000) through the Creators API
 * adapter, configured as production configures it (loadConfig, default rate 1 call/s, 3 retries), against a fake
 * of the API on a loopback HTTP server. The fake issues tokens, refuses calls without a valid one, and answers
 * 429 (Retry-After: 1) to 10% of getItems calls, drawn from a seeded generator so runs compare.
 * Goals: getItems calls = ⌈N/10⌉ + retries, never two calls closer than the limit allows, wall time
 * <= 1.1 × the rate's floor for the calls the API made necessary (⌈N/10⌉ + retries, one slot each), 0 failed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreatorsApiProductCatalog } from '../../adapters/products/amazon/creators-api-product-catalog.js';
import { loadConfig } from '../../adapters/config.js';
import { memoryStore } from '../support/stores.js';
import { CATALOG_BATCH_SIZE } from '../../core/products/products.ports.js';
import { RefreshFeaturedProductsUseCase } from '../../core/products/refresh-featured-products.use-case.js';
import { apiItem } from '../support/fake-creators-api.js';
import { aFeaturedProduct } from '../core/products/featured-product.mother.js';
import { PRODUCTS_SETTINGS } from '../../adapters/products/products.config.js';

const ASINS = Number(process.env.BENCH_ASINS ?? 1000);
const REFUSED_SHARE = 0.1;
const WALL_GOAL = 1.1;

/** mulberry32: a small seeded generator, so that every run refuses the same calls. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ten characters: B0BENCH and the product's number in base 36 (up to 46,655). */
const asin = (n: number) => `B0BENCH${n.toString(36).toUpperCase().padStart(3, '0')}`;

async function startFakeApi() {
  const random = seeded(20261123);
  const state = { callTimes: [] as number[], refused: 0, tokens: 0, unauthorized: 0 };
  const issued = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/token') {
        state.tokens += 1;
        const token = `bench-token-${state.tokens}`;
        issued.add(token);
        send(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
        return;
      }
      state.callTimes.push(performance.now());
      const token = /^Bearer ([^,]+),/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !issued.has(token)) {
        state.unauthorized += 1;
        send(401, { type: 'UnauthorizedException', message: 'Invalid token', reason: 'InvalidToken' });
        return;
      }
      if (random() < REFUSED_SHARE) {
        state.refused += 1;
        send(429, { type: 'ThrottleException', message: 'Rate exceeded' }, { 'Retry-After': '1' });
        return;
      }
      const { itemIds } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { itemIds: string[] };
      send(200, { itemsResult: { items: itemIds.map((id) => apiItem(id)) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = await startFakeApi();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  AMAZON_CREDENTIAL_ID: 'bench-id',
  AMAZON_CREDENTIAL_SECRET: 'bench-secret',
  AMAZON_CREDENTIAL_VERSION: '2.1',
  AMAZON_TOKEN_URL: `${fake.url}/token`,
  AMAZON_API_URL: `${fake.url}/catalog`,
});
const amazon = PRODUCTS_SETTINGS.of(config);
if (!amazon) throw new Error('the Creators API settings did not load');
const perSecond = amazon.callsPerSecond;

const featured = memoryStore().ports.featuredProducts;
for (let n = 0; n < ASINS; n += 1) await featured.add(aFeaturedProduct({ asin: asin(n) }));
const refresh = new RefreshFeaturedProductsUseCase(new CreatorsApiProductCatalog(amazon), featured, {
  now: () => new Date(),
});

const batches = Math.ceil(ASINS / CATALOG_BATCH_SIZE);
const floorSeconds = batches / perSecond;
console.log(
  `refreshing ${ASINS} featured products: ${batches} batches at ${perSecond} call/s (floor ${floorSeconds} s), ${REFUSED_SHARE * 100}% of calls answered 429`,
);
const started = performance.now();
const summary = await refresh.execute();
const wallSeconds = (performance.now() - started) / 1000;
await fake.close();

const { callTimes: times, refused, tokens, unauthorized } = fake.state;
const gaps = times.slice(1).map((t, i) => t - (times[i] ?? t));
const closestMs = gaps.length > 0 ? Math.min(...gaps) : Infinity;
const limitMs = 1000 / perSecond;
// A timer may fire a millisecond early; anything closer than that is a breach of the limit.
const peakOk = closestMs >= limitMs - 2;
const callsOk = times.length === batches + refused + unauthorized;

console.log(
  `getItems calls: ${times.length} = ${batches} batches + ${refused} retried after 429 + ${unauthorized} refused tokens (goal: batches + retries: ${callsOk ? 'met' : 'missed'})`,
);
console.log(`tokens issued: ${tokens}`);
console.log(
  `closest two calls: ${closestMs.toFixed(0)} ms apart, i.e. peak ${(1000 / closestMs).toFixed(2)} calls/s (goal <= ${perSecond}: ${peakOk ? 'met' : 'missed'})`,
);
// Every retry takes a slot of its own: the best any limiter can do is one slot per call made.
const callsFloorSeconds = (times.length - 1) / perSecond;
console.log(
  `wall time: ${wallSeconds.toFixed(1)} s = ${(wallSeconds / floorSeconds).toFixed(3)} × the batches alone at the rate (${floorSeconds} s)`,
);
console.log(
  `the calls made (batches and retries) need ${callsFloorSeconds.toFixed(0)} s at the rate: wall time is ${(wallSeconds / callsFloorSeconds).toFixed(3)} × that (goal <= ${WALL_GOAL}: ${wallSeconds <= WALL_GOAL * callsFloorSeconds ? 'met' : 'missed'})`,
);
console.log(
  `summary: ${summary.refreshed} refreshed, ${summary.unavailable} unavailable, ${summary.failed} failed (goal 0 failed: ${summary.failed === 0 ? 'met' : 'missed'})`,
);
