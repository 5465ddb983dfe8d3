import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import type { RunningServer } from '../support/server-process.js';
import { signInAsStaff, startServerWithStaff } from '../support/staff-server.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

let browser: Browser | undefined;
let server: RunningServer | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerWithStaff(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the scan page', () => {
  it('receives by scan, then refuses the same label in red, at 1280 and at 390 px', async () => {
    if (!browser || !server) throw new Error('not started');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAsStaff(page, server.url);
    await page.goto(`${server.url}/admin-parcels`);
    await page.getByRole('link', { name: 'Scans' }).last().click();
    await page.getByRole('heading', { name: 'Scans', level: 1 }).waitFor();
    await page.getByLabel('Carrier', { exact: true }).fill('UPS');
    const scan = async (tracking: string) => {
      for (const [label, value] of [
        ['Weight (kg)', '2.5'],
        ['Length (cm)', '30'],
        ['Width (cm)', '20'],
        ['Height (cm)', '10'],
      ] as const)
        await page.getByLabel(label).fill(value);
      await page.getByLabel('Scan the carrier’s tracking number').fill(tracking);
      await page.getByLabel('Scan the carrier’s tracking number').press('Enter');
    };
    await scan('TBA000000777001');
    const received = page.locator('p.text-green-800');
    await received.getByText(/^Received KP\d+, unclaimed/).waitFor();
    await scan('TBA000000777001');
    await page
      .locator('p.text-red-700')
      .getByText(/was received already as KP\d+/)
      .waitFor();
    expect(await page.getByLabel('Scan the carrier’s tracking number').inputValue()).toBe('');
    await page.screenshot({ path: `${SCREENSHOTS}admin-scans-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('radio', { name: 'Arrived' }).check({ force: true });
    await page.getByRole('combobox', { name: 'Flight' }).waitFor();
    // Nothing wider than the phone: no sideways scrolling at the scanner.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}admin-scans-390.png`, fullPage: true });
    await context.close();
  }, 240_000);
});
