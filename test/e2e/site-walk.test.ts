import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MAP } from '../../adapters/all-areas.js';
import { launchChromium, openApp } from '../support/browser.js';
import { mailedVerificationToken } from '../support/local-mail.js';
import { type RunningServer, startServer } from '../support/server-process.js';

/**
 * The walk: every page a visitor can reach without an account, from the site map, and the states that show
 * the most text. Each page, at phone and desktop width, must log no console error (a hydration mismatch
 * included), scroll no wider than the screen, link to no missing page, and meet WCAG 2.1 AA as axe checks it.
 */
const PAGES = [
  ...SITE_MAP.publicPaths,
  ...SITE_MAP.pages.filter((page) => page.kind === 'account' && !page.signedIn).map((page) => page.path),
  '/auth?tab=register',
  '/verify-email?token=not-a-real-token',
  '/calculator-embed?theme=dark',
  '/calculator-embed?theme=branded&compact=true',
  '/no-such-page',
];

/**
 * Failures a page is built to show, which Chromium logs as console errors: a verification link that is not
 * valid, and the not-found page's own 404. (A signed-out visitor's session check is no error: it responds with 200.)
 */
function expectedFailure(message: ConsoleMessage, path: string): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const url = new URL(message.location().url);
  return url.pathname.startsWith('/api/verify-email') || (path === '/no-such-page' && url.pathname === path);
}

/**
 * Tables a phone cannot show: one wider than its frame where the frame does not scroll or does not say so, and
 * one of three columns or fewer that needs scrolling at all.
 */
function cutOffTables(page: Page): Promise<string[]> {
  return page.locator('table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const columns = (table as HTMLTableElement).rows[0]?.cells.length ?? 0;
      let frame = table.parentElement;
      while (frame && getComputedStyle(frame).overflowX === 'visible') frame = frame.parentElement;
      const frameWidth = frame?.clientWidth ?? document.documentElement.clientWidth;
      const width = table.getBoundingClientRect().width;
      if (width <= frameWidth + 1) return [];
      const scrolls = frame !== null && ['auto', 'scroll'].includes(getComputedStyle(frame).overflowX);
      const says = /sideways|scroll/i.test(frame?.parentElement?.textContent ?? '');
      return columns <= 3 || !scrolls || !says
        ? [`${String(columns)} columns, ${String(width)} px in ${String(frameWidth)} px`]
        : [];
    }),
  );
}

/** Footer links that something else (a floating button) covers once the page is scrolled to the bottom. */
async function coveredFooterLinks(page: Page): Promise<string[]> {
  // Parts below the first screen load as they scroll into view and may grow the page: scroll to the bottom until
  // it stays the bottom. Instantly: the site scrolls smoothly, and a measure taken mid-glide means nothing.
  for (let previous = -1; ;) {
    const height = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    if (height === previous) break;
    previous = height;
    await page.waitForLoadState('networkidle');
  }
  return page.locator('footer a').evaluateAll((links) => {
    // At the bottom when measured, whatever moved the page since (a field taking focus scrolls it into view).
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    return links.flatMap((link) => {
      const box = link.getBoundingClientRect();
      // A link not wholly on screen here (or under the sticky header) is tapped further up, clear of the buttons.
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      if (box.top < headerBottom || box.bottom > window.innerHeight) return [];
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top && link.contains(top) ? [] : [link.textContent];
    });
  });
}

/** Internal links already followed, with the status each answered: a link is fetched once per run. */
const linkStatus = new Map<string, Promise<number>>();

async function brokenLinks(page: Page, context: BrowserContext): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const here = new URL(page.url());
  const internal = hrefs
    .map((href) => new URL(href))
    // A link within this page (the skip link) is not a page to fetch.
    .filter((url) => url.origin === origin && !(url.hash && url.pathname === here.pathname));
  const statuses = await Promise.all(
    internal.map(async (url) => {
      const key = url.pathname + url.search;
      if (!linkStatus.has(key))
        linkStatus.set(
          key,
          context.request.get(url.toString(), { maxRedirects: 5 }).then((r) => r.status()),
        );
      return [key, await linkStatus.get(key)] as const;
    }),
  );
  return statuses.filter(([, status]) => status === undefined || status >= 400).map(([key]) => key);
}

let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The WCAG 2.1 A and AA rules axe checks, with each violation and the places it was found. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    where: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}

/** An account for the signed-in checks (each check its own address). */
const axeAccount = (email: string) => ({
  email,
  password: 'axe-checks-colours-2026',
  firstName: 'Achieng',
  lastName: 'Otieno',
  phoneNumber: '+254712000111',
});

describe.each([
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
])('the walk on a $name ($width px)', ({ width, height }) => {
  it.each(PAGES)(
    '%s: no console error, no sideways scroll, no broken link, WCAG 2.1 AA',
    async (path) => {
      if (!server || !browser) throw new Error('server or browser did not start');
      // axe needs a page of an explicit context.
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedFailure(message, path)) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(`${server.url}${path}`);
        await page.locator('h1').first().waitFor();
        // Loading spinners, hydration and transitions settle before anything is read.
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'pixels the page is wider than the screen').toBe(0);
        expect(await brokenLinks(page, context)).toEqual([]);
        expect(await cutOffTables(page), 'tables cut off').toEqual([]);
        expect(await violations(page)).toEqual([]);
        expect(await coveredFooterLinks(page), 'footer links under a floating button').toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it('the signed-in dashboard meets WCAG 2.1 AA', async () => {
    if (!server || !browser) throw new Error('server or browser did not start');
    const context = await browser.newContext({ viewport: { width, height } });
    try {
      const account = axeAccount(`axe-${width}@example.com`);
      // The context's own requests: the session cookie lands where the page will use it.
      expect((await context.request.post(`${server.url}/api/register`, { data: account })).status()).toBe(
        201,
      );
      // Only a proved address signs in: its mailed link with the password, which signs the owner in.
      const token = await mailedVerificationToken(server.dataDir, account.email);
      const verified = await context.request.post(`${server.url}/api/verify-email`, {
        data: { token, password: account.password },
      });
      expect(verified.status()).toBe(200);
      const page = await context.newPage();
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('heading', { name: 'Welcome, Achieng!' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a verification link meets WCAG 2.1 AA at each step: password, wrong password, verified, opened again', async () => {
    if (!server || !browser) throw new Error('server or browser did not start');
    const context = await browser.newContext({ viewport: { width, height } });
    try {
      const account = axeAccount(`axe-verify-${width}@example.com`);
      expect((await context.request.post(`${server.url}/api/register`, { data: account })).status()).toBe(
        201,
      );
      const link = `${server.url}/verify-email?token=${await mailedVerificationToken(server.dataDir, account.email)}`;
      const page = await context.newPage();
      const verifyWith = async (password: string) => {
        await page.getByLabel(/^Password/).fill(password);
        await page.getByRole('button', { name: 'Verify' }).click();
      };
      await openApp(page, link);
      await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await verifyWith('not-the-password');
      await page.getByRole('alert').waitFor();
      expect(await violations(page)).toEqual([]);
      await verifyWith(account.password);
      // Verified with the password just typed: signed in, and on to the dashboard.
      await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
      await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
      expect(page.url()).toMatch(/\/dashboard$/);
      expect(await violations(page)).toEqual([]);
      await openApp(page, link);
      await page.getByRole('heading', { name: 'Email Already Verified' }).waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('the calculator with a result meets WCAG 2.1 AA', async () => {
    if (!server || !browser) throw new Error('server or browser did not start');
    // axe needs a page of an explicit context.
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    try {
      await openApp(page, `${server.url}/`);
      await page.getByLabel(/Package weight/).fill('3');
      await page.getByLabel('Item value (USD)').fill('100');
      await page.getByTestId('quote-total').waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('the mobile menu', () => {
  it('marks the current page, keeps focus inside, closes with Escape and gives focus back to its button', async () => {
    if (!server || !browser) throw new Error('server or browser did not start');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await openApp(page, `${server.url}/pricing`);
      const button = page.getByRole('button', { name: 'Open menu' });
      await button.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await expect(menu.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      for (let step = 0; step < 15; step += 1) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      // Focus goes back as the dialog's code lets go, which a busy machine may finish after the dialog is gone.
      await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await page.close();
    }
  });
});
