import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, serverAndBrowser } from '../support/browser.js';
import { startServer } from '../support/server-process.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

const started = serverAndBrowser(() => startServer());

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
