import { mkdtempSync, writeFileSync } from 'node:fs';
import { DEFAULT_STORAGE_TERMS } from '../../../core/shared/storage-terms.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../../core/shared/exchange-rate.js';
import { SPECIFICATION_CLAIMS } from '../../../core/shared/business-claims.js';
import { PLACEHOLDER_IDENTITY } from '../../../core/shared/business-identity.js';
import {
  MAX_QUOTE_PAGES,
  PAGE_MAX_AGE_MS,
  type PageDataSource,
  type PageSnapshot,
  WebPages,
} from '../../../adapters/http/web-pages.js';

/** A built app whose renderer numbers its renders, so that a test sees which render it was served. */
function builtApp() {
  const dir = mkdtempSync(join(tmpdir(), 'web-pages-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<head><!--page-head--><script id="page-data" type="application/json">{}</script></head><div id="root"><!--page-body--></div>',
  );
  writeFileSync(
    join(dir, 'renderer.mjs'),
    `let renders = 0;
     export async function renderPage(path, site, data) {
       renders += 1;
       return { body: path + ' render ' + renders + ' flight ' + data.flight, head: '' };
     }`,
  );
  return dir;
}

/** A snapshot showing one flight, the flight its only part. */
const showing = (flight: string): Promise<PageSnapshot> =>
  Promise.resolve({ parts: [flight], dataFor: () => ({ flight }) });

const SITE = {
  identity: PLACEHOLDER_IDENTITY,
  publicUrl: 'https://kango.example',
  exchangeRate: PLACEHOLDER_EXCHANGE_RATE,
  paybill: '174379',
  storage: DEFAULT_STORAGE_TERMS,
  claims: SPECIFICATION_CLAIMS,
};

/** The pages of a freshly built app, rendered with what `pageData` shows, at the time `now` gives. */
function renderedPages(pageData: PageDataSource, now: () => number = () => 0): WebPages {
  const dir = builtApp();
  return new WebPages({
    distDir: dir,
    rendererPath: join(dir, 'renderer.mjs'),
    site: SITE,
    pageData,
    logger: pino({ level: 'silent' }),
    now,
  });
}

describe('the pages the server renders', () => {
  it('renders a page once, serves it for an hour, then renders it again while serving the old one', async () => {
    let now = 0;
    const pages = renderedPages(
      () => showing('none'),
      () => now,
    );
    const [first, second] = await Promise.all([pages.page('/track'), pages.page('/track')]);
    expect([first, second]).toEqual([expect.stringContaining('/track render 1'), first]);
    now = PAGE_MAX_AGE_MS;
    expect(await pages.page('/track')).toContain('/track render 1');
    now = PAGE_MAX_AGE_MS + 1;
    expect(await pages.page('/track')).toContain('/track render 1');
    await vi.waitFor(async () => expect(await pages.page('/track')).toContain('/track render 2'));
  });

  it('renders a page again, at once, when the data it was rendered with changes, and writes that data into it', async () => {
    let now = 0;
    const flightAt = (time: number) => (time < 100 ? 'Monday 30' : 'Monday 7');
    const pages = renderedPages(
      (at) => showing(flightAt(at.getTime())),
      () => now,
    );
    const before = await pages.page('/calc');
    expect(before).toContain('/calc render 1 flight Monday 30');
    expect(before).toContain(
      '<script id="page-data" type="application/json">{"flight":"Monday 30"}</script>',
    );
    now = 99;
    expect(await pages.page('/calc')).toContain('/calc render 1 flight Monday 30');
    now = 100;
    expect(await pages.page('/calc')).toContain('/calc render 2 flight Monday 7');
  });

  it('renders a page again when staff change what it shows (a section, a rate card), not before', async () => {
    let flight = 'Monday 30';
    const pages = renderedPages(() => showing(flight));
    expect(await pages.page('/')).toContain('/ render 1 flight Monday 30');
    expect(await pages.page('/')).toContain('/ render 1 flight Monday 30');
    flight = 'Friday 4';
    expect(await pages.page('/')).toContain('/ render 2 flight Friday 4');
  });

  it('makes no page data and renders nothing while the parts are the same objects', async () => {
    const sections = [{ sectionId: 'hero' }];
    let made = 0;
    const pages = renderedPages(() =>
      Promise.resolve({
        parts: ['Monday 30', sections],
        dataFor: () => {
          made += 1;
          return { flight: 'Monday 30' };
        },
      }),
    );
    await pages.pageBytes('/');
    for (let i = 0; i < 5; i += 1) expect(await pages.page('/')).toContain('/ render 1');
    expect(made).toBe(1);
  });

  it('keeps the latest pages with a quote in their address, and every page without one', async () => {
    const locations: string[] = [];
    const pages = renderedPages(() =>
      Promise.resolve({
        parts: [],
        dataFor: (location) => {
          locations.push(location);
          return { flight: location };
        },
      }),
    );
    expect(await pages.page('/pricing')).toContain('/pricing render 1 flight /pricing');
    for (let kg = 1; kg <= MAX_QUOTE_PAGES + 1; kg += 1) await pages.page(`/pricing?w=${String(kg)}&v=100`);
    expect(locations).toContain('/pricing?w=1&v=100');
    // The oldest quote was let go; the newest and the plain page are still kept.
    const renders = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
    const newest = MAX_QUOTE_PAGES + 2;
    expect(renders(await pages.page(`/pricing?w=${String(MAX_QUOTE_PAGES + 1)}&v=100`))).toBe(newest);
    expect(renders(await pages.page('/pricing'))).toBe(1);
    expect(renders(await pages.page('/pricing?w=1&v=100'))).toBe(newest + 1);
  });
});
