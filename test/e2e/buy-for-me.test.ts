import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, serverAndBrowser } from '../support/browser.js';
import { startServer } from '../support/server-process.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

const lookupForm = (page: Page) => page.getByRole('form', { name: 'Look up an Amazon product' });
const total = (page: Page) => page.getByTestId('quote-total').textContent();

async function lookUp(page: Page, url: string, quantity: string) {
  await lookupForm(page).getByLabel('Amazon product URL').fill(url);
  await lookupForm(page).getByLabel('Quantity').fill(quantity);
  await lookupForm(page).getByRole('button', { name: 'Get quote' }).click();
}

const started = serverAndBrowser(() => startServer({ SUPPORT_EMAIL: 'orders@example.com' }));

describe('Buy for Me on the offline catalog', () => {
  it('quotes a pasted Amazon address, follows the quantity, and falls back to manual entry', async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openApp(page, `${server.url}/buy-for-me`);

    // Running shoes: $89.95 and 0.82 kg each, in a 33 × 22 × 12 cm box (1.74 kg volumetric).
    await lookUp(page, 'https://www.amazon.com/Stride-Running-Shoes/dp/B0KXFA0001/ref=sr_1_3?th=1', '2');
    await page.getByRole('heading', { name: "Stride men's running shoes" }).waitFor();
    // 2 × 89.95 = 179.90; two boxes 17,424 cm³ ÷ 5,000 = 3.48 kg (more than 1.64 kg) × $15 = 52.20;
    // 5% of 179.90 = 9.00 (8.995 rounded); total 241.10.
    expect(await total(page)).toBe('$241.10');
    await page.getByRole('button', { name: 'Navy' }).click();
    expect(await page.getByRole('button', { name: 'Navy' }).getAttribute('aria-pressed')).toBe('true');

    // Three pairs: 269.85 + 5.23 kg volumetric × $15 = 78.45 + 13.49 (13.4925) = 361.79.
    await lookupForm(page).getByLabel('Quantity').fill('3');
    expect(await total(page)).toBe('$361.79');
    // A heavier box: 2 kg each, 6 kg is more than the volumetric 5.23: 269.85 + 90.00 + 13.49 = 373.34.
    await page.getByLabel('Weight per item (kg)').fill('2');
    expect(await total(page)).toBe('$373.34');
    const mail = await page.getByRole('link', { name: 'Order by e-mail' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:orders@example\.com\?subject=Buy%20for%20Me%20order/);
    expect(decodeURIComponent(mail ?? '')).toContain('Options: Color: Navy');
    expect(decodeURIComponent(mail ?? '')).toContain('Total: $373.34');
    await page.screenshot({ path: `${SCREENSHOTS}buy-for-me-quote-390.png`, fullPage: true });

    await lookUp(page, 'https://www.ebay.com/itm/123', '1');
    expect(await lookupForm(page).getByText('Please provide a valid amazon.com product URL').count()).toBe(1);
    await lookUp(page, 'https://www.amazon.com/s?k=kettle', '1');
    expect(await lookupForm(page).getByText('Could not extract product ID from amazon URL').count()).toBe(1);

    // A short link the server cannot follow to a product page is refused in words, with what to do instead.
    await lookUp(page, 'https://amzn.to/3kXnotreal', '1');
    await page.getByRole('alert').filter({ hasText: 'could not follow this amzn.to link' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(
      /paste the product page's full amazon\.com address/,
    );

    await lookUp(page, 'https://www.amazon.com/dp/B0NOTHERE1', '2');
    const notFound = page.getByRole('alert').filter({ hasText: 'We could not find this product on Amazon' });
    await notFound.waitFor();
    expect(await notFound.textContent()).not.toMatch(/ItemId|catalog/);
    await page.getByRole('heading', { name: 'Manual Entry Required' }).waitFor();
    expect(await page.getByLabel(/image/i).count()).toBe(0);
    await page.getByLabel('Product name').fill('Electric kettle');
    await page.getByLabel('Price (USD)').fill('24.99');
    // 49.98 + 1 kg (0.5 default × 2) × $15 + 2.50 (2.499) = 67.48.
    expect(await total(page)).toBe('$67.48');
    await page.getByLabel('Weight (kg)').fill('1.3');
    // 2.6 kg × $15 = 39.00: 49.98 + 39.00 + 2.50 = 91.48.
    expect(await total(page)).toBe('$91.48');
    await page.screenshot({ path: `${SCREENSHOTS}buy-for-me-manual-390.png`, fullPage: true });
    await page.close();
  });
});
