import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, serverAndBrowser } from '../support/browser.js';
import { startServer } from '../support/server-process.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

// Screenshots are written here by the tests below; the folder exists before the first.
mkdirSync(SCREENSHOTS, { recursive: true });
const started = serverAndBrowser(startServer);

describe.each([
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
])('home calculator on a $name ($width px)', ({ name, width, height }) => {
  it('prices a parcel through the API and shows the comparison', async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width, height } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openApp(page, `${server.url}/`);
    await page.waitForFunction(() => document.title.startsWith('Ship from the USA to Kenya'));

    await page.getByRole('button', { name: 'Metric (kg, cm)' }).click();
    const apiResponse = page.waitForResponse((res) => res.url().endsWith('/api/shipping/calculate'));
    await page.getByLabel('Package weight (kg)').fill('3');
    await page.getByLabel('Item value (USD)').fill('100');
    expect((await apiResponse).status()).toBe(200);

    await page.getByTestId('quote-total').waitFor();
    await expect(page.getByTestId('quote-total').textContent()).resolves.toBe('$45.00');
    const comparison = page.getByRole('region', { name: 'Compared with other forwarders' });
    await expect(comparison.getByRole('listitem').count()).resolves.toBe(5);
    await comparison.getByText('+1 more').waitFor();
    await comparison.getByText('Cheaper than 3 of 6 forwarders').waitFor();
    await page.getByText('Next flight:').waitFor();

    // Nothing spills sideways at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}home-calculator-${name}.png`, fullPage: true });
    await page.close();
  });
});

describe('bad input in the browser', () => {
  it('keeps the button disabled and says what is missing', async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openApp(page, `${server.url}/`);
    await page.getByLabel('Package weight (lb)').fill('2');
    await page.getByText('Please enter the item value to calculate shipping costs').waitFor();
    await expect(page.getByRole('button', { name: 'Calculate Shipping Cost' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.getByLabel('Item value (USD)').fill('-5');
    await page.getByText('Please enter the item value to calculate shipping costs').waitFor();
    await expect(page.getByTestId('quote-total').count()).resolves.toBe(0);
    await page.close();
  });
});

describe('other calculator pages', () => {
  it('serves /calc, /calculator-embed and the 404 page', async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/calc`);
    await page.getByRole('link', { name: 'View Full Site' }).waitFor();
    await expect(page.getByRole('link', { name: 'View Full Site' }).getAttribute('href')).resolves.toBe('/');
    await page.goto(`${server.url}/calculator-embed?theme=dark&branding=false`);
    await page.getByText('USA to Kenya shipping calculator').waitFor();
    await page.getByLabel('Package weight (lb)').waitFor();
    await expect(page.getByText(/Powered by/).count()).resolves.toBe(0);
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
    await page.close();
  });
});

describe('a shared quote', () => {
  it('keeps the inputs in the address, and a fresh browser opening that link sees the same total', async () => {
    const { server, browser } = started();
    const sender = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await sender.newPage();
    await openApp(page, `${server.url}/pricing`);
    await page.getByRole('button', { name: 'Metric (kg, cm)' }).click();
    await page.getByLabel('Package weight (kg)').fill('3');
    await page.getByLabel('Item value (USD)').fill('100');
    await page.getByTestId('quote-total').waitFor();
    await page.waitForURL(/\/pricing\?w=3&v=100&unit=metric/);
    const whatsapp = await page.getByRole('link', { name: 'WhatsApp this quote' }).getAttribute('href');
    const shared = /https?:\/\/\S+/.exec(
      decodeURIComponent(whatsapp?.replace(/^https:\/\/wa\.me\/\?text=/, '') ?? ''),
    );
    expect(shared?.[0]).toMatch(/\/pricing\?w=3&v=100&unit=metric#calculator$/);
    await sender.close();

    // Another person, another browser: the link is on this test server's address.
    const receiver = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const opened = await receiver.newPage();
    await opened.goto(`${server.url}/pricing?w=3&v=100&unit=metric#calculator`);
    await opened.getByTestId('quote-total').waitFor();
    await expect(opened.getByTestId('quote-total').textContent()).resolves.toBe('$45.00');
    await expect(opened.getByLabel('Package weight (kg)').inputValue()).resolves.toBe('3');
    await receiver.close();
  });
});

/** Whether the element with this test id is wholly inside the page's viewport. */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize();
  return box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height;
}

describe('a quote before JavaScript', () => {
  it('is a form the server answers: the unit, then the quote, landing on the result', async () => {
    const { server, browser } = started();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/pricing`);
    await page.getByRole('button', { name: 'Metric (kg, cm)' }).click();
    await page.waitForURL(/unit=metric/);
    await page.getByLabel('Package weight (kg)').fill('3');
    await page.getByLabel('Item value (USD)').fill('100');
    await page.getByRole('button', { name: 'Calculate Shipping Cost' }).click();
    await page.waitForURL(/w=3/, { waitUntil: 'load' });
    await expect(page.getByTestId('quote-total').textContent()).resolves.toBe('$45.00');
    expect(new URL(page.url()).hash).toBe('#calculator');
    // The page opens at the calculator (the browser scrolls to it once laid out), with the price on screen.
    await expect.poll(() => onScreen(page, 'quote-total')).toBe(true);
    await context.close();
  });

  it("names the quote in a shared link's preview", async () => {
    const { server } = started();
    const html = await (await fetch(`${server.url}/calc?w=3&v=100&unit=metric`)).text();
    expect(html).toMatch(
      /<meta property="og:title" content="Shipping 3 kg from the USA to Kenya: \$45\.00 \|/,
    );
    expect(html).toMatch(/<meta property="og:description" content="[^"]*\$45\.00/);
  });
});

describe('every calculator shares its quote', () => {
  it.each(['/calc', '/usa-kenya-shipping-calculator', '/dhl-fedex-calculator'])(
    '%s offers the link, and the link opens at the result',
    async (path) => {
      const { server, browser } = started();
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await openApp(page, `${server.url}${path}`);
      await page.getByRole('button', { name: 'Metric (kg, cm)' }).click();
      await page.getByLabel('Package weight (kg)').fill('3');
      await page.getByLabel('Item value (USD)').fill('100');
      await page.getByTestId('quote-total').waitFor();
      const whatsapp = await page.getByRole('link', { name: 'WhatsApp this quote' }).getAttribute('href');
      const link = /https?:\/\/\S+/.exec(
        decodeURIComponent(whatsapp?.replace(/^https:\/\/wa\.me\/\?text=/, '') ?? ''),
      );
      const shared = new URL(link?.[0] ?? '');
      expect(`${shared.pathname}${shared.search}${shared.hash}`).toBe(
        `${path}?w=3&v=100&unit=metric#calculator`,
      );

      const opened = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await openApp(opened, `${server.url}${shared.pathname}${shared.search}${shared.hash}`);
      await expect(opened.getByTestId('quote-total').textContent()).resolves.toBe('$45.00');
      await expect.poll(() => onScreen(opened, 'quote-total')).toBe(true);
      await page.close();
      await opened.close();
    },
  );
});

describe("the customs calculator's share link", () => {
  it('opens the calculator with the same result on screen', async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openApp(page, `${server.url}/kenya-customs-calculator`);
    await page.getByLabel('Item value (USD)').first().fill('500');
    await page.getByLabel('Category').first().selectOption('electronics-new');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const landed = await page.getByTestId('customs-landed-cost').textContent();
    const whatsapp = await page
      .getByRole('link', { name: 'WhatsApp this quote' })
      .first()
      .getAttribute('href');
    const link = /https?:\/\/\S+/.exec(
      decodeURIComponent(whatsapp?.replace(/^https:\/\/wa\.me\/\?text=/, '') ?? ''),
    );
    const shared = new URL(link?.[0] ?? '');
    expect(`${shared.pathname}${shared.search}${shared.hash}`).toBe(
      '/kenya-customs-calculator?value=500&category=electronics-new#customs-calculator',
    );

    const opened = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    opened.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openApp(opened, `${server.url}${shared.pathname}${shared.search}${shared.hash}`);
    await expect(opened.getByTestId('customs-landed-cost').textContent()).resolves.toBe(landed);
    // The server rendered the same item the browser starts from: no hydration mismatch.
    expect(errors).toEqual([]);
    await expect.poll(() => onScreen(opened, 'customs-landed-cost')).toBe(true);
    await page.close();
    await opened.close();
  });
});
