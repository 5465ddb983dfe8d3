import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server-process.js';

/** Every page a visitor can reach without an account, in the states that show the most text. */
const PAGES = [
  '/',
  '/contact',
  '/buy-for-me',
  '/privacy',
  '/terms',
  '/cookies',
  '/how-it-works',
  '/south-sudan-pricing',
  '/track',
  '/auth',
  '/auth?tab=register',
  '/verify-email',
  '/verify-email?token=not-a-real-token',
  '/reset-password',
  '/calc',
  '/calculator-embed',
  '/calculator-embed?theme=dark',
  '/calculator-embed?theme=branded',
  '/no-such-page',
];

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

describe.each([
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
])('accessibility on a $name ($width px)', ({ width, height }) => {
  it.each(PAGES)(
    '%s meets WCAG 2.1 AA as axe checks it',
    async (path) => {
      if (!server || !browser) throw new Error('server or browser did not start');
      // axe needs a page of an explicit context.
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}${path}`);
        await page.locator('h1').first().waitFor();
        // Loading spinners and transitions settle before the colours are read.
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it('the signed-in dashboard, with its unverified-address alert, meets WCAG 2.1 AA', async () => {
    if (!server || !browser) throw new Error('server or browser did not start');
    const context = await browser.newContext({ viewport: { width, height } });
    try {
      const account = {
        email: `axe-${width}@example.com`,
        password: 'axe-checks-colours-2026',
        firstName: 'Achieng',
        lastName: 'Otieno',
        phoneNumber: '+254712000111',
      };
      // The context's own requests: the session cookie lands where the page will use it.
      expect((await context.request.post(`${server.url}/api/register`, { data: account })).status()).toBe(
        201,
      );
      const login = await context.request.post(`${server.url}/api/login`, {
        data: { email: account.email, password: account.password },
      });
      expect(login.status()).toBe(200);
      const page = await context.newPage();
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('heading', { name: 'Welcome, Achieng!' }).waitFor();
      await page.waitForLoadState('networkidle');
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
      await page.goto(`${server.url}/`);
      await page.getByLabel(/Package weight/).fill('3');
      await page.getByLabel('Item value (USD)').fill('100');
      await page.getByTestId('quote-total').waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
