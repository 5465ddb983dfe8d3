import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openApp } from '../support/browser.js';
import type { RunningServer } from '../support/server-process.js';
import { signInAsStaff, startServerWithStaff } from '../support/staff-server.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const FILE = [
  'first name,last name,account id,phone',
  'Zawadi,Chebet,KX200301,+254711000301',
  '"Ochieng, Jr",Owino,KX200302',
  'Baraka Korir KX200303 +254 711 000 303',
  '',
  'missing,account',
].join('\r\n');

let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerWithStaff(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the customer directory in the browser', () => {
  it('uploads a file on /admin-upload, then finds one of its customers on /how-it-works', async () => {
    if (!server || !browser) throw new Error('server or browser did not start');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();

    await signInAsStaff(page, server.url);

    await page.goto(`${server.url}/admin-upload`);
    await page.getByRole('button', { name: 'Load ALL (584 customers)' }).waitFor();
    const file = join(mkdtempSync(join(tmpdir(), 'upload-')), 'customers.csv');
    writeFileSync(file, FILE);
    await page.getByLabel('Customer file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Upload Successful').first().waitFor();
    await page.getByText('3 customers loaded: 3 new, 0 updated, 0 unchanged.').first().waitFor();
    const rejects = page.getByRole('region', { name: /2 lines were not loaded/ });
    await expect(rejects.getByRole('row').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Line\s+Reason/),
      expect.stringMatching(/^1\s+Account ID "account id" is not KX followed by digits/),
      expect.stringMatching(/^6\s+Expected first name, last name and account ID/),
    ]);
    // The three imported and the staff member's own site account.
    await expect(
      page.getByText('Imported customers', { exact: true }).locator('..').innerText(),
    ).resolves.toContain('3');
    await expect(
      page.getByText('Site accounts', { exact: true }).locator('..').innerText(),
    ).resolves.toContain('1');
    await expect(page.getByText('Total customers').locator('..').innerText()).resolves.toContain('4');
    await page.screenshot({ path: `${SCREENSHOTS}admin-upload-desktop.png`, fullPage: true });

    await openApp(page, `${server.url}/how-it-works`);
    await page.getByLabel('First name').fill('ochieng, jr');
    await page.getByLabel('Last name').fill('OWINO');
    await page.getByRole('button', { name: 'Find my account' }).click();
    await page.getByText('Customer Found!').waitFor();
    await page.getByText('Address line 2: Suite KX200302').waitFor();
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('Address format copied to clipboard!').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain('KX200302');
    await page.screenshot({ path: `${SCREENSHOTS}how-it-works-found-desktop.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('First name').fill('Nobody');
    await page.getByLabel('Last name').fill('Here');
    await page.getByRole('button', { name: 'Find my account' }).click();
    await page.getByText('New Customer').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}how-it-works-new-phone.png`, fullPage: true });
    await context.close();
  });
});
