import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openApp } from '../support/browser.js';
import { runCli } from '../support/run-cli.js';
import { type RunningServer, startServer } from '../support/server-process.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const STAFF = {
  email: 'staff@example.com',
  password: 'Delaware-warehouse-26',
  firstName: 'Grace',
  lastName: 'Muthoni',
  phoneNumber: '+254700123456',
};
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
  // The embedded database belongs to one process: register, stop, grant the role with the CLI, start again.
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'customers-e2e-')) };
  const first = await startServer(env);
  const registered = await fetch(`${first.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  await first.stop();
  if (registered.status !== 201) throw new Error(`registration failed: HTTP ${registered.status}`);
  const grant = runCli(['users', 'grant-admin', STAFF.email], env);
  if (grant.status !== 0) throw new Error(`grant-admin failed: ${grant.stderr}`);
  [server, browser] = await Promise.all([startServer(env), launchChromium()]);
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

    await page.goto(`${server.url}/auth`);
    await page.getByLabel(/^Email/).fill(STAFF.email);
    await page.getByLabel(/^Password/).fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();

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
    await expect(page.getByText('Total customers').locator('..').innerText()).resolves.toContain('3');
    await page.screenshot({ path: `${SCREENSHOTS}admin-upload-desktop.png`, fullPage: true });

    await openApp(page, `${server.url}/how-it-works`);
    await page.getByLabel('First name').fill('ochieng, jr');
    await page.getByLabel('Last name').fill('OWINO');
    await page.getByRole('button', { name: 'Find my account' }).click();
    await page.getByText('Customer Found!').waitFor();
    await page.getByText('Address line 2: KX200302').waitFor();
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
