/**
 * One truth across the site: every public page as the server renders it (no JavaScript), read as a shopper
 * reads it, then compared with the core and with the other pages.
 */
import { execFile } from 'node:child_process';
import { DEFAULT_STORAGE_TERMS } from '../../core/shared/storage-terms.js';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DeliveredItem,
  REFERENCE_PHONE,
  REFERENCE_PHONE_TITLE,
  deliveredCost,
} from '../../core/customs/delivered-cost.js';
import { REFERENCE_PARCEL, priceParcel } from '../../core/pricing/price-parcel.js';
import { SERVICE_TIMES } from '../../core/shared/business-claims.js';
import {
  type Weekday,
  opensOn,
  supportChannelHours,
  supportHoursSentence,
} from '../../core/shared/support-hours.js';
import { formatLongDate } from '../../core/shared/calendar.js';
import { SPECIFICATION_CLAIMS } from '../../core/shared/business-claims.js';
import { PLACEHOLDER_IDENTITY } from '../../core/shared/business-identity.js';
import { formatUsd } from '../../core/shared/money.js';
import { MARKETING_PATHS } from '../../core/marketing/api/marketing.pages.js';
import { quotePageQuery } from '../../core/shipping/quote-form.js';
import { SITE_MAP } from '../../web/site/site-map.js';

const PUBLIC_PATHS = SITE_MAP.publicPaths;
import { CURRENT_RATE_CARDS } from '../../core/competitors/rate-cards.js';
import { rangeForParcel } from '../../core/competitors/sample-prices.js';
import type { SiteConfig } from '../../core/shared/site-config.js';
import type { RenderedPage } from '../../web/entry-server.js';
import { LITHIUM_BATTERY_RULE } from '../../web/features/site/prohibited-items.js';
import { PRODUCTION_IDENTITY_ENV as ID } from '../support/production-identity.js';

/** A deployment as production runs it: a real identity, no portal (this site serves the accounts). */
const SITE: SiteConfig = {
  identity: {
    ...PLACEHOLDER_IDENTITY,
    supportPhone: ID.SUPPORT_PHONE,
    whatsappNumber: ID.WHATSAPP_NUMBER,
    supportEmail: ID.SUPPORT_EMAIL,
    warehouseStreet: ID.WAREHOUSE_STREET,
    warehouseCity: ID.WAREHOUSE_CITY,
    warehouseState: ID.WAREHOUSE_STATE,
    warehouseZip: ID.WAREHOUSE_ZIP,
    warehousePhone: ID.WAREHOUSE_PHONE,
    jubaOfficeAddress: ID.JUBA_OFFICE_ADDRESS,
    amazonAssociateTag: ID.AMAZON_ASSOCIATE_TAG,
  },
  claims: SPECIFICATION_CLAIMS,
  publicUrl: 'https://kango.test',
  exchangeRate: { kesPerUsd: 129, asOf: '2026-11-20' },
  paybill: '600123',
  storage: DEFAULT_STORAGE_TERMS,
};

/** Words that must never reach a shopper: placeholders, developers' notes, a template's leftovers. */
const DEVELOPER_TEXT =
  /placeholder|example\.com|offline catalog|lorem ipsum|\bTODO\b|forget to add the page|\bundefined\b|\bNaN\b|\[object Object\]/i;

/** The items whose figures pages show, by the title the page gives them. */
const ITEMS: Record<string, DeliveredItem> = {
  [REFERENCE_PHONE_TITLE]: REFERENCE_PHONE,
  'Smartphone, 128 GB': REFERENCE_PHONE,
};

let pages: Record<string, RenderedPage> = {};

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'test/web/render-on-server.ts', JSON.stringify(SITE), '{}', ...PUBLIC_PATHS],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  pages = JSON.parse(stdout) as Record<string, RenderedPage>;
});

const documentOf = (path: string): Document => {
  const page = pages[path];
  if (!page) throw new Error(`no page rendered at ${path}`);
  return new DOMParser().parseFromString(
    `<html><head>${page.head}</head><body>${page.body}</body></html>`,
    'text/html',
  );
};

const textOf = (path: string): string => documentOf(path).body.textContent.replace(/\s+/g, ' ');

describe('every public page, as the server renders it', () => {
  it.each(PUBLIC_PATHS)('%s shows no placeholder or developer text', (path) => {
    const doc = documentOf(path);
    expect(DEVELOPER_TEXT.exec(textOf(path))?.[0]).toBeUndefined();
    const links = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
    for (const href of links) expect(DEVELOPER_TEXT.exec(href)?.[0], href).toBeUndefined();
  });

  it.each(PUBLIC_PATHS)('%s links only to pages the site has', (path) => {
    const internal = [...documentOf(path).querySelectorAll('a[href^="/"]')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('//'));
    for (const href of internal) {
      const target = new URL(href, SITE.publicUrl).pathname;
      expect(SITE_MAP.kindOf(target), `${path} links to ${href}`).not.toBe('unknown');
    }
  });

  it('gives one transit time for each service, saying what it counts from', () => {
    const all = PUBLIC_PATHS.map(textOf).join(' ');
    const afterDeparture = new Set(
      [...all.matchAll(/(\d+-\d+ business days) after the US departure/g)].map((m) => m[1]),
    );
    expect(afterDeparture).toEqual(
      new Set([SERVICE_TIMES.kenyaAir.range, SERVICE_TIMES.southSudanAir.range]),
    );
    const fromOrder = new Set([...all.matchAll(/(\d+-\d+ business days) from your order/g)].map((m) => m[1]));
    expect(fromOrder).toEqual(new Set([SERVICE_TIMES.buyForMe.range]));
    // Buy for Me's time never stands alone, where it would read as the flight's.
    expect(all.match(/7-14 business days(?! from your order)/g) ?? []).toEqual([]);
    // A time that says what it counts from is not followed by a second starting point.
    expect(all.match(/after the US departure,? (after|from) [^.]*/g) ?? []).toEqual([]);
  });

  it("shows the reference phone's figures as the core computes them, the same on every page", () => {
    const seen: Record<string, Set<string>> = {};
    for (const path of PUBLIC_PATHS) {
      for (const block of documentOf(path).querySelectorAll('[data-item]')) {
        const item = ITEMS[block.getAttribute('data-item') ?? ''];
        if (!item) continue;
        const { shipping, customs, allIn } = deliveredCost(item);
        const expected: Record<string, string> = {
          'shipping-only': formatUsd(shipping.totalCents),
          'duty-and-vat': formatUsd(customs.totalCustomsCents),
          'item-with-duty-and-vat': formatUsd(customs.totalLandedCostCents),
          'all-in': formatUsd(allIn.totalCents),
        };
        for (const figure of block.querySelectorAll('[data-figure]')) {
          const kind = figure.getAttribute('data-figure') ?? '';
          expect(figure.textContent, `${path}: ${kind}`).toBe(expected[kind]);
          (seen[kind] ??= new Set()).add(path);
        }
      }
    }
    // The phone is worked out on the guide, the customs calculator, the pricing page and the home page.
    expect([...(seen['all-in'] ?? [])].sort()).toEqual(
      ['/', '/kenya-customs-calculator', '/pricing', '/shipping-guide-kenya'].sort(),
    );
    expect(textOf('/shipping-guide-kenya')).toContain(
      formatUsd(deliveredCost(REFERENCE_PHONE).customs.totalLandedCostCents),
    );
  });

  it('prices the reference parcel as the core does wherever a page shows it', () => {
    const price = formatUsd(priceParcel(REFERENCE_PARCEL).totalCents);
    expect(price).toBe('$45.00');
    const pricing = documentOf('/pricing').querySelector('[data-figure="shipping-only"]');
    expect(pricing?.textContent).toBe(price);
  });

  it('lets every shipping calculator share its quote and answer it before JavaScript', () => {
    const withCalculator = PUBLIC_PATHS.filter((path) =>
      documentOf(path).querySelector('form[aria-label="Shipping cost calculator"][action]'),
    );
    const declared = SITE_MAP.pages
      .filter((page) => page.renderedQuery === quotePageQuery)
      .map((page) => page.path);
    expect([...withCalculator].sort()).toEqual(declared.sort());
    for (const path of withCalculator) {
      const form = documentOf(path).querySelector('form[aria-label="Shipping cost calculator"]');
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('action')).toBe(`${path}#calculator`);
    }
  });

  it.each(MARKETING_PATHS)('%s has at least 300 words of its own', (path) => {
    const main = documentOf(path).querySelector('main')?.textContent ?? '';
    const words = main.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word));
    expect(words.length).toBeGreaterThanOrEqual(300);
  });

  it("works out the express carriers' published ranges exactly, beside our price for the same parcel", () => {
    const doc = documentOf('/dhl-fedex-calculator');
    const kg = REFERENCE_PARCEL.weight;
    const perKg = CURRENT_RATE_CARDS.publishedRanges.filter(
      (r) => r.kind === 'express' && r.forKg === undefined,
    );
    expect(perKg.length).toBeGreaterThan(0);
    for (const range of perKg) {
      const figures = rangeForParcel(range, kg);
      const shown = doc.querySelector(`[data-range="${range.id}"] [data-figure="parcel-range"]`)?.textContent;
      expect(shown).toBe(
        `${kg} kg: ${formatUsd(figures?.lowCents ?? 0)}–${formatUsd(figures?.highCents ?? 0)}`,
      );
      expect(figures?.lowCents).toBe(Math.round(range.lowDollars * 100 * kg));
    }
    const ours = doc.querySelector('[data-figure="our-parcel-price"]')?.textContent;
    expect(ours).toBe(formatUsd(priceParcel(REFERENCE_PARCEL).totalCents));
    expect(textOf('/dhl-fedex-calculator')).toContain('$191.70–$236.65 for 3 kg');
  });

  it('says where each express range comes from and when, so ranges that disagree are told apart', () => {
    const doc = documentOf('/dhl-fedex-calculator');
    const asOf = formatLongDate(CURRENT_RATE_CARDS.effectiveDate);
    const express = CURRENT_RATE_CARDS.publishedRanges.filter((r) => r.kind === 'express');
    for (const range of express) {
      const source = doc.querySelector(
        `[data-range="${range.id}"] [data-figure="range-source"]`,
      )?.textContent;
      expect(range.source, range.id).toBeDefined();
      expect(source).toBe(`${range.source ?? ''}, as of ${asOf}`);
    }
    expect(textOf('/dhl-fedex-calculator')).not.toMatch(/Express carriers advertise/);
  });

  it('links a competitor to its own site, never to a search', () => {
    const doc = documentOf('/shipping-companies-kenya');
    const external = [...doc.querySelectorAll('main a[href^="http"]')].map(
      (a) => a.getAttribute('href') ?? '',
    );
    const sites = new Set(CURRENT_RATE_CARDS.cards.map((card) => card.website));
    expect(external.length).toBeGreaterThan(0);
    for (const href of external) {
      expect(href).not.toMatch(/google\.|bing\.|search/);
      expect(sites.has(href), href).toBe(true);
    }
  });

  it('states the lithium-battery rule in one wording wherever it comes up', () => {
    const mentioning = PUBLIC_PATHS.filter((path) => /lithium/i.test(textOf(path)));
    expect(mentioning).toEqual(expect.arrayContaining(['/prohibited', '/faqs', '/shipping-guide-kenya']));
    for (const path of mentioning) expect(textOf(path), path).toContain(LITHIUM_BATTERY_RULE);
  });

  it('shows the configured hours of each support channel, from one block, on the contact page and in the FAQ', () => {
    const configured = supportChannelHours(SITE.identity);
    for (const path of ['/contact', '/faqs']) {
      const block = documentOf(path).querySelector('[data-claim="support-hours"]');
      const channels = [...(block?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent);
      // Phone and WhatsApp, no chat (none is configured), and what e-mail gets.
      expect(channels, path).toEqual(['Phone', 'WhatsApp', 'E-mail, and outside those hours']);
      for (const { hours } of configured) expect(block?.textContent, path).toContain(hours);
    }
    expect(textOf('/faqs')).toContain(supportHoursSentence(SITE.identity));
    // Any hours a page states are one of the configured blocks'.
    const blocks = configured.flatMap(({ hours }) => hours.split('; '));
    for (const path of PUBLIC_PATHS) {
      for (const match of textOf(path).matchAll(
        /(Monday to \w+day|Saturday and Sunday|Every day), [^.;)]*?(PM|clock)/g,
      ))
        expect(
          blocks.some((block) => block.startsWith(match[0])),
          `${path}: ${match[0]}`,
        ).toBe(true);
    }
  });

  it('praises no WhatsApp answer on a day the configured WhatsApp hours are closed', () => {
    const all = PUBLIC_PATHS.map(textOf).join(' ');
    const days = [...all.matchAll(/WhatsApp support answered me on a (\w+day)/g)].map((m) => m[1] as Weekday);
    for (const day of days) expect(opensOn(SITE.identity.whatsappHours, day), day).toBe(true);
  });

  it('states the landing claims from the business configuration', () => {
    const home = textOf('/');
    for (const claim of ['10,000+', '1,000+', '4.9/5', '2,500+', 'up to 60%']) expect(home).toContain(claim);
    const all = PUBLIC_PATHS.map(textOf).join(' ');
    expect(all).not.toMatch(/5,000\+ customers|13\+ carriers/);
  });
});
