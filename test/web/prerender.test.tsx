import { CALCULATING_DELAY_MS } from '../../web/features/shipping/use-shipping-calculator.js';
import { execFile } from 'node:child_process';
import { nextDepartureEndpoint } from '../../core/shipping/api/shipping.endpoints.js';
import { promisify } from 'node:util';
import { act, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type Root, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../core/competitors/rate-cards.js';
import { sharedQuoteData } from '../../core/shipping/shared-quote-data.js';
import { PLACEHOLDER_IDENTITY } from '../../core/shared/business-identity.js';
import { SITE_MAP } from '../../web/site/site-map.js';

const PUBLIC_PATHS = SITE_MAP.publicPaths;
import { SPECIFICATION_CLAIMS } from '../../core/shared/business-claims.js';
import { type SiteConfig } from '../../core/shared/site-config.js';
import { App } from '../../web/app.js';
import type { RenderedPage } from '../../web/entry-server.js';
import { NEXT_DEPARTURE, server } from './msw-server.js';

const SITE: SiteConfig = {
  identity: {
    ...PLACEHOLDER_IDENTITY,
    brandName: 'Configured Cargo',
    supportPhone: '+254 711 222 333',
    supportEmail: 'help@configured.example',
  },
  publicUrl: 'https://configured.example',
  exchangeRate: { kesPerUsd: 130.5, asOf: '2026-11-20' },
  paybill: '600123',
  storage: { freeDays: 45, feeCentsPerDay: 150 },
  claims: { ...SPECIFICATION_CLAIMS, customers: 12_500 },
};

/** A shared quote's link: 3 kg worth $100, as the calculators write it. */
const QUOTE_QUERY = 'w=3&v=100&unit=metric';
const QUOTE_PAGES = ['/pricing', '/calc', '/vs-aquantuo'].map((path) => `${path}?${QUOTE_QUERY}`);

/** The responses the server renders pages with: the next departure, and the quote a page's address asks for. */
const DATA = {
  [nextDepartureEndpoint.path]: NEXT_DEPARTURE,
  ...sharedQuoteData(new URLSearchParams(QUOTE_QUERY), CURRENT_RATE_CARDS),
};

const NOT_FOUND = '/no-such-page';
let rendered: Record<string, RenderedPage> = {};

/** The server's HTML comes from a process of its own, as in production: two React renderers in one realm share state. */
beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/web/render-on-server.ts',
      JSON.stringify(SITE),
      JSON.stringify(DATA),
      ...PUBLIC_PATHS,
      ...QUOTE_PAGES,
      NOT_FOUND,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  rendered = JSON.parse(stdout) as Record<string, RenderedPage>;
});

function renderedAt(path: string): RenderedPage {
  const page = rendered[path];
  if (!page) throw new Error(`the server rendered no ${path}`);
  return page;
}

/** Every root a test hydrated: unmounted after it, so no page's timer outlives the test's window. */
const hydrated: Root[] = [];

afterEach(() => {
  act(() => {
    for (const root of hydrated.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The browser at `path` with the server's page in it, before any script has run. */
function serverPageAt(path: string): HTMLElement {
  window.history.pushState({}, '', path);
  document.body.innerHTML = `<div id="root">${renderedAt(path).body}</div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

/** What web/main.tsx does with a server's page. */
function hydrate(root: HTMLElement, onRecoverableError?: (error: unknown) => void) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  act(() => {
    const reactRoot = hydrateRoot(
      root,
      <BrowserRouter>
        <App site={SITE} data={DATA} />
      </BrowserRouter>,
      onRecoverableError && { onRecoverableError },
    );
    hydrated.push(reactRoot);
  });
}

describe('the pages the server renders', () => {
  it.each(PUBLIC_PATHS)(
    '%s renders with its heading and the configured identity, and the browser hydrates it without a mismatch',
    async (path) => {
      const { body, head } = renderedAt(path);
      expect(body).toMatch(/<h1[^>]*>[^<]+/);
      expect(body).not.toContain(PLACEHOLDER_IDENTITY.supportPhone);
      expect(head).toContain(`<link rel="canonical" href="https://configured.example${path}"`);
      expect(head).toMatch(/<title>[^<]+ \| Configured Cargo<\/title>/);

      const root = serverPageAt(path);
      const serverHeading = root.querySelector('h1')?.textContent;
      const errors = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      hydrate(root, recoverable);
      // The page's own code has loaded and hydrated once its head is set.
      await waitFor(() => expect(document.title).toMatch(/ \| Configured Cargo$/));
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(root.querySelector('h1')?.textContent).toBe(serverHeading);
    },
  );

  it('states the configured free storage days and daily fee on the pricing page and in the FAQ', () => {
    expect(renderedAt('/pricing').body).toContain('Storage beyond 45 days: $1.50 a day per parcel');
    expect(renderedAt('/faqs').body).toContain('free for 45 days from the day they arrive');
  });

  it('renders the next flight from the data it was given, so the page does not shift when it arrives', () => {
    for (const path of ['/track', '/calc']) expect(renderedAt(path).body).toContain('Next flight: <strong>');
  });

  it("tells shoppers the configured paybill in the FAQ's answer, as its structured data repeats it", () => {
    const { head } = renderedAt('/faqs');
    expect(head).toContain('or pay to paybill 600123 with your account ID as the account number');
    expect(head).not.toContain('174379');
  });

  it('renders a path no page has as the not-found page, not indexed', () => {
    const { body, head } = renderedAt(NOT_FOUND);
    expect(body).toContain('We could not find that page');
    expect(head).toContain('<meta name="robots" content="noindex"');
    expect(head).not.toContain('canonical');
  });
});

describe('a quote in the address', () => {
  it.each(QUOTE_PAGES)('%s arrives with the quote in its HTML and in its preview', async (location) => {
    const { body, head } = renderedAt(location);
    expect(body).toMatch(/data-testid="quote-total"[^>]*>\$45\.00</);
    expect(body).toMatch(/<input[^>]*name="w"[^>]*value="3"/);
    expect(head).toContain(
      '<meta property="og:title" content="Shipping 3 kg from the USA to Kenya: $45.00 | Configured Cargo"',
    );
    expect(head).toMatch(/<meta property="og:description" content="[^"]*\$45\.00/);
    expect(head).toContain(
      `<link rel="canonical" href="https://configured.example${location.split('?')[0] ?? ''}"`,
    );

    // The browser takes the page over as it is, without asking for the quote again.
    const asked = vi.fn();
    server.use(
      http.post('/api/shipping/calculate', () => {
        asked();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const root = serverPageAt(location);
    const recoverable = vi.fn();
    hydrate(root, recoverable);
    await waitFor(() => expect(document.title).toContain('$45.00'));
    // Past the calculator's wait before it asks: a request would have gone by now.
    await new Promise((resolve) => setTimeout(resolve, CALCULATING_DELAY_MS + 200));
    expect(recoverable).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
    // The quote's part loads when it shows: on a loaded machine, after the title has changed.
    expect((await within(root).findByTestId('quote-total')).textContent).toBe('$45.00');
    const whatsapp = root.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');
    expect(decodeURIComponent(whatsapp?.href ?? '')).toContain(
      `https://configured.example${location}#calculator`,
    );
  });

  it('is a form that works before JavaScript: a GET to the page itself, landing on the calculator', () => {
    const { body } = renderedAt('/pricing');
    const form = /<form[^>]*>/.exec(body)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/pricing#calculator"');
    for (const name of ['w', 'v', 'l', 'wd', 'h', 'ins']) expect(body).toContain(`name="${name}"`);
    expect(body).toMatch(/<button type="submit"[^>]*>Calculate Shipping Cost/);
    expect(body).not.toMatch(/<button type="submit" disabled/);
  });
});

describe('a visitor who types before the app has loaded', () => {
  it('keeps what they typed: the calculator computes from it once the page hydrates', async () => {
    const root = serverPageAt('/calc');
    const weight = within(root).getByLabelText<HTMLInputElement>(/Package weight/);
    const itemValue = within(root).getByLabelText<HTMLInputElement>('Item value (USD)');
    weight.value = '3';
    itemValue.value = '100';
    const asked: unknown[] = [];
    server.use(
      http.post('/api/shipping/calculate', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    hydrate(root);
    await waitFor(() => expect(asked).toEqual([expect.objectContaining({ weight: 3, itemValue: 100 })]), {
      timeout: 30_000,
    });
    expect([weight.value, itemValue.value]).toEqual(['3', '100']);
  });
});
