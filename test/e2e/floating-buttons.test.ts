import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, serverAndBrowser } from '../support/browser.js';
import { signInAsStaff, startServerWithStaff } from '../support/staff-server.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

const started = serverAndBrowser(() => startServerWithStaff());

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating buttons on screen: WhatsApp always, Sign Up once a visitor has scrolled. */
const floatingButtons = (page: Page) => [
  page.getByRole('link', { name: 'Chat with us on WhatsApp' }),
  page.getByRole('link', { name: 'Sign Up Free' }).last(),
];

const accessibleLabel = (element: Element) => element.getAttribute('aria-label') ?? element.textContent;

/** The boxes of the floating buttons that `target` meets, as the browser laid them out. */
async function coveredBy(page: Page, target: Locator): Promise<string[]> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  const covering: string[] = [];
  for (const button of floatingButtons(page)) {
    if (!(await button.isVisible())) continue;
    const buttonBox = await button.boundingBox();
    if (buttonBox && overlap(box, buttonBox)) covering.push(await button.evaluate(accessibleLabel));
  }
  return covering;
}

/** Scrolls as a shopper does who reads down to `target`: until it is the last thing on the screen. */
async function readDownTo(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
}

async function readToTheEnd(page: Page): Promise<Locator> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  // The footer's last line, the copyright.
  return page.locator('footer > p').last();
}

describe('floating buttons on a phone (390 px)', () => {
  it("never sit over Buy for Me's total, the calculator's comparison, or the end of a page", async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });

    await openApp(page, `${server.url}/buy-for-me`);
    const lookup = page.getByRole('form', { name: 'Look up an Amazon product' });
    await lookup.getByLabel('Amazon product URL').fill('https://www.amazon.com/dp/B0KXFA0001');
    await lookup.getByRole('button', { name: 'Get quote' }).click();
    const total = page.getByTestId('quote-total');
    await total.waitFor();
    await readDownTo(total);
    await page.getByRole('link', { name: 'Sign Up Free' }).last().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}floating-buttons-buy-for-me-390.png` });
    expect(await coveredBy(page, total)).toEqual([]);
    expect(await coveredBy(page, await readToTheEnd(page))).toEqual([]);

    await openApp(page, `${server.url}/`);
    await page.getByRole('button', { name: 'Metric (kg, cm)' }).click();
    await page.getByLabel('Package weight (kg)').fill('3');
    await page.getByLabel('Item value (USD)').fill('100');
    const comparison = page.getByRole('region', { name: 'Compared with other forwarders' });
    const lastRow = comparison.getByRole('listitem').last();
    await lastRow.waitFor();
    await readDownTo(lastRow);
    await page.screenshot({ path: `${SCREENSHOTS}floating-buttons-home-comparison-390.png` });
    expect(await coveredBy(page, lastRow)).toEqual([]);
    expect(await coveredBy(page, await readToTheEnd(page))).toEqual([]);
    await page.close();
  });
});

describe('floating buttons on a desktop (1280 px)', () => {
  it("never sit over the first featured product's link", async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openApp(page, `${server.url}/`);
    const firstLink = page.getByRole('link', { name: /^View on Amazon/ }).first();
    // The shop block loads as it comes near: read down the page until its first product is there.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 400);
          return firstLink.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await firstLink.waitFor();
    await readDownTo(firstLink);
    await page.getByRole('link', { name: 'Sign Up Free' }).last().waitFor();
    expect(await coveredBy(page, firstLink)).toEqual([]);
    // Scrolled by hand until the link is the last line on the screen, below the room kept for the buttons.
    await firstLink.evaluate((element) => {
      const { bottom } = element.getBoundingClientRect();
      window.scrollBy({ top: bottom - window.innerHeight + 2, behavior: 'instant' });
    });
    await page.screenshot({ path: `${SCREENSHOTS}floating-buttons-home-featured-1280.png` });
    expect(await coveredBy(page, firstLink)).toEqual([]);
    await page.close();
  });
});

describe('floating buttons of a signed-in phone', () => {
  it('float WhatsApp alone with no bar, and float nothing on staff pages', async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAsStaff(page, server.url);
    const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await whatsapp.waitFor();
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    expect(await page.locator('[data-floating-bar]').count()).toBe(0);
    const box = await whatsapp.boundingBox();
    // A round button in the corner, not a bar across the screen.
    expect(box && box.width < 80 && box.x > 390 - 100).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}floating-buttons-signed-in-390.png` });

    await page.goto(`${server.url}/admin-parcels`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await whatsapp.count()).toBe(0);
    expect(await page.locator('[data-floating-buttons]').count()).toBe(0);
    await page.close();
  });
});
