import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_IDENTITY } from '../../core/shared/business-identity.js';
import { SITE_MAP } from '../../adapters/all-areas.js';
import { type RunningServer, startServer } from '../support/server-process.js';
import type { ExpectedPages } from './pages/expected-pages.js';

/** A deployment's own identity and address, so that a placeholder left in a page shows. */
const PUBLIC_URL = 'https://savanna.example';
const IDENTITY = {
  BRAND_NAME: 'Savanna Parcels',
  SUPPORT_PHONE: '+254 722 123 456',
  WHATSAPP_NUMBER: '254722123456',
  SUPPORT_EMAIL: 'hello@savanna.example',
};

/**
 * What each public page is, as a visitor without JavaScript (or a crawler) must read it: title and heading, one
 * file per area in test/e2e/pages/, found by its name.
 */
const PAGES: ExpectedPages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<ExpectedPages>('./pages/*.pages.ts', { eager: true, import: 'EXPECTED' }),
  ),
) as ExpectedPages;

let server: RunningServer | undefined;

beforeAll(async () => {
  server = await startServer({ ...IDENTITY, PUBLIC_URL });
});

afterAll(async () => {
  await server?.stop();
});

/** The page as served, read without running a line of its JavaScript. */
async function fetchPage(path: string) {
  if (!server) throw new Error('the server did not start');
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const { document } = new JSDOM(html).window;
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
  return {
    status: res.status,
    html,
    title: document.title,
    description: attribute('meta[name="description"]', 'content'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    robots: attribute('meta[name="robots"]', 'content'),
    h1: document.querySelector('h1')?.textContent,
    ogTitle: attribute('meta[property="og:title"]', 'content'),
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent) as { '@type': string },
    ),
  };
}

const PUBLIC_PATHS = SITE_MAP.publicPaths;

describe('every public page without JavaScript', () => {
  it('is described here: a public page an area adds needs its title and heading above', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PUBLIC_PATHS].sort());
  });

  it.each(PUBLIC_PATHS)(
    '%s holds its title, description, canonical address, heading and the configured identity',
    async (path) => {
      const page = await fetchPage(path);
      const expected = PAGES[path]!;
      expect(page.status).toBe(200);
      expect(page.title).toBe(`${expected.title} | ${IDENTITY.BRAND_NAME}`);
      // Long enough to say what the page offers, short enough for a search result.
      expect(page.description?.length).toBeGreaterThanOrEqual(50);
      expect(page.description?.length).toBeLessThanOrEqual(160);
      expect(page.canonical).toBe(`${PUBLIC_URL}${path}`);
      expect(page.ogTitle).toBe(page.title);
      expect(page.robots).toBeUndefined();
      expect(page.h1).toBe(expected.h1);
      // The footer of every page (and the page itself) shows the deployment's identity, never a placeholder.
      expect(page.html).toContain(IDENTITY.SUPPORT_PHONE);
      expect(page.html).not.toContain(PLACEHOLDER_IDENTITY.supportPhone);
      expect(page.html).not.toContain(PLACEHOLDER_IDENTITY.brandName);
    },
  );

  it('describes the business on the home page and the calculator as a web application', async () => {
    const home = await fetchPage('/');
    expect(home.structuredData).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', name: IDENTITY.BRAND_NAME, url: `${PUBLIC_URL}/` }),
    );
    const calc = await fetchPage('/calc');
    expect(calc.structuredData).toContainEqual(
      expect.objectContaining({ '@type': 'WebApplication', url: `${PUBLIC_URL}/calc` }),
    );
  });

  it('renders the embeddable calculator in the look its address asks for', async () => {
    const framed = await fetchPage('/calculator-embed?source=blog&theme=dark&branding=false');
    expect(framed.html).toContain('dark bg-slate-950');
    expect(framed.html).not.toContain('Powered by');
    const plain = await fetchPage('/calculator-embed?source=blog');
    expect(plain.html).not.toContain('dark bg-slate-950');
    expect(plain.html).toContain('Powered by');
    // The host's own name is the browser's to fill in: the server's page never carries it.
    expect(plain.html).toContain('utm_source=unknown');
  });

  it('answers a path no page has with the not-found page and status 404, not indexed', async () => {
    const page = await fetchPage('/no/such/page');
    expect([page.status, page.h1, page.robots, page.canonical]).toEqual([
      404,
      'We could not find that page',
      'noindex',
      undefined,
    ]);
  });

  it('lists every public page in the sitemap, each answering with its rendered page', async () => {
    if (!server) throw new Error('the server did not start');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(PUBLIC_PATHS.map((path) => `${PUBLIC_URL}${path}`));
    for (const loc of locs) {
      const page = await fetchPage(new URL(loc ?? '').pathname);
      expect([loc, page.status, page.canonical]).toEqual([loc, 200, loc]);
    }
  });
});
