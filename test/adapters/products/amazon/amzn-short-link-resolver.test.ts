import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AmznShortLinkResolver } from '../../../../adapters/products/amazon/amzn-short-link-resolver.js';

const visited: string[] = [];
const redirect = (location: string) =>
  new HttpResponse(null, { status: 301, headers: { Location: location } });
const server = setupServer();
// Every request the resolver makes is recorded; any host but amzn.to would be a leak.
server.events.on('request:start', ({ request }) => {
  visited.push(request.url);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  visited.length = 0;
});
afterAll(() => server.close());

const resolver = new AmznShortLinkResolver(200);
const hosts = () => visited.map((url) => new URL(url).host);

describe('expanding an amzn.to link', () => {
  it('reads the product address amzn.to redirects to, without visiting it', async () => {
    server.use(
      http.get('https://amzn.to/3abcDEF', () => redirect('https://www.amazon.com/dp/B08N5WRWNW?tag=x')),
    );
    expect(await resolver.resolve(new URL('https://amzn.to/3abcDEF'))).toBe(
      'https://www.amazon.com/dp/B08N5WRWNW?tag=x',
    );
    expect(hosts()).toEqual(['amzn.to']);
  });

  it('follows amzn.to to amzn.to, but at most three times', async () => {
    server.use(
      http.get('https://amzn.to/:hop', ({ params }) => {
        const hop = Number(params.hop);
        return hop < 9 ? redirect(`/${hop + 1}`) : redirect('https://www.amazon.com/dp/B08N5WRWNW');
      }),
    );
    expect(await resolver.resolve(new URL('https://amzn.to/7'))).toBe('https://www.amazon.com/dp/B08N5WRWNW');
    expect(await resolver.resolve(new URL('https://amzn.to/1'))).toBeUndefined();
    expect(hosts().every((host) => host === 'amzn.to')).toBe(true);
    expect(visited).toHaveLength(3 + 3);
  });

  it('never visits another host, whatever the link or its redirect names', async () => {
    server.use(http.get('https://amzn.to/evil', () => redirect('http://169.254.169.254/latest/meta-data/')));
    // The address is handed back to be read (and refused by the caller), never requested.
    expect(await resolver.resolve(new URL('https://amzn.to/evil'))).toBe(
      'http://169.254.169.254/latest/meta-data/',
    );
    expect(await resolver.resolve(new URL('http://amzn.to/plain'))).toBeUndefined();
    expect(await resolver.resolve(new URL('https://internal.example/x'))).toBeUndefined();
    expect(hosts()).toEqual(['amzn.to']);
  });

  it('gives up on a link that does not redirect, is unreachable or too slow', async () => {
    server.use(
      http.get('https://amzn.to/page', () => HttpResponse.text('a page')),
      http.get('https://amzn.to/down', () => HttpResponse.error()),
      http.get('https://amzn.to/slow', async () => {
        await delay(2_000);
        return redirect('https://www.amazon.com/dp/B08N5WRWNW');
      }),
      http.get('https://amzn.to/garbled', () => redirect('http://[not a url')),
    );
    for (const path of ['page', 'down', 'slow', 'garbled']) {
      expect(await resolver.resolve(new URL(`https://amzn.to/${path}`)), path).toBeUndefined();
    }
  });
});
