import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, serverAndBrowser } from '../support/browser.js';
import { signInAsStaff, startServerWithStaff } from '../support/staff-server.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const TAG = 'savanna-20';

/** Amazon is not reachable from here: it answers with a stub, and every tab opened from now on is recorded. */
async function recordNewTabs(context: BrowserContext): Promise<Page[]> {
  const opened: Page[] = [];
  await context.route(/^https:\/\/www\.amazon\./, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Amazon</title>' }),
  );
  context.on('page', (tab) => opened.push(tab));
  return opened;
}

const started = serverAndBrowser(() => startServerWithStaff({ AMAZON_ASSOCIATE_TAG: TAG }));

describe('the shop and its admin page', () => {
  it('searches Amazon with our tag, on the marketplace chosen; a blank search opens nothing', async () => {
    const { server, browser } = started();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const opened = await recordNewTabs(context);
    await openApp(page, `${server.url}/shop`);
    const search = page.getByRole('search', { name: 'Search Amazon' });

    await search.getByLabel('What are you looking for?').fill('   ');
    await search.getByRole('button', { name: 'Search Amazon' }).click();
    await search.getByLabel('What are you looking for?').fill('baby formula');
    const tab = context.waitForEvent('page');
    await search.getByLabel('What are you looking for?').press('Enter');
    await (await tab).waitForURL(/amazon/);
    expect(opened).toHaveLength(1);
    const searched = new URL(opened[0]?.url() ?? '');
    expect(searched.host).toBe('www.amazon.com');
    expect(Object.fromEntries(searched.searchParams)).toMatchObject({
      k: 'baby formula',
      tag: TAG,
      linkCode: 'ur2',
      ref: 'nb_sb_noss',
    });

    await search.getByLabel('Amazon store').selectOption('UK');
    const books = page.getByRole('link', { name: /^Books & Media/ });
    expect(new URL((await books.getAttribute('href')) ?? '').host).toBe('www.amazon.co.uk');
    await page.getByText('Check that the seller ships to the USA').waitFor();

    // The offline catalog's picks, featured at start, each linking to its Amazon page with our tag.
    const firstPick = page.getByRole('link', { name: /^View on Amazon/ }).first();
    await firstPick.waitFor();
    expect(await firstPick.getAttribute('href')).toMatch(
      new RegExp(`^https://www\\.amazon\\.com/dp/[A-Z0-9]{10}\\?tag=${TAG}$`),
    );
    await page.screenshot({ path: `${SCREENSHOTS}shop-390.png`, fullPage: true });

    // A pick's "Price to Kenya" opens Buy for Me already quoting it.
    await page
      .getByRole('link', { name: /^Price to Kenya/ })
      .first()
      .click();
    await page.getByTestId('quote-total').waitFor();
    expect(page.url()).toContain('/buy-for-me?url=');
    await context.close();
  });

  it('validates, adds and removes a featured product on /admin-products', async () => {
    const { server, browser } = started();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsStaff(page, server.url);
    await openApp(page, `${server.url}/admin-products`);
    await page.getByText('Offline catalog', { exact: false }).first().waitFor();
    const heading = page.getByRole('heading', { name: /^Featured products \(\d+\)$/ });
    await heading.waitFor();
    const before = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);

    const asin = page.getByLabel('ASIN');
    const validate = page.getByRole('button', { name: 'Validate' });
    await asin.fill('b0kxel000');
    expect(await asin.inputValue()).toBe('B0KXEL000');
    expect(await validate.isDisabled()).toBe(true);
    await page.getByText('ASIN must be exactly 10 characters').waitFor();
    await asin.fill('B0KXEL0007X');
    expect(await asin.inputValue()).toBe('B0KXEL0007');

    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByRole('status').filter({ hasText: 'Orbit fitness tracker' }).waitFor();
    await page.getByLabel('Category').selectOption('electronics');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Product added').first().waitFor();
    await page.getByRole('heading', { name: `Featured products (${before + 1})` }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}admin-products-1280.png`, fullPage: true });

    await asin.fill('B0NOTHERE1');
    await validate.click();
    await page.getByRole('alert').filter({ hasText: 'Product Not Found' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'B0NOTHERE1' }).count()).toBe(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Remove Orbit fitness tracker with heart-rate monitor' }).click();
    await page.getByRole('heading', { name: `Featured products (${before})` }).waitFor();
    await page.close();
  });
});
