import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { signedInCustomer } from '../support/browser-customer.js';
import { runCli } from '../support/run-cli.js';
import { type RunningServer, startServer } from '../support/server-process.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const STAFF = {
  email: 'wanjiru.desk@example.com',
  password: 'Eldoret-highlands-2026',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phoneNumber: '+254722000555',
};
const UNKNOWN_SUITE = '1Z999AA10123456784';

let browser: Browser | undefined;
let server: RunningServer | undefined;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-desk-')) };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(env), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function cli(args: string[]): string {
  const run = runCli(args, env);
  if (run.status !== 0) throw new Error(`${args.join(' ')}: exit ${String(run.status)} ${run.stderr}`);
  return run.stdout;
}

const BOX = [
  '--carrier',
  'UPS',
  '--weight-kg',
  '3',
  '--length-cm',
  '30',
  '--width-cm',
  '20',
  '--height-cm',
  '10',
];
const receive = (accountId: string, tracking: string) =>
  (
    JSON.parse(
      cli(['parcels', 'receive', '--account', accountId, '--tracking', tracking, ...BOX, '--json']),
    ) as {
      number: string;
    }
  ).number;

/** Receives a parcel whose label has no suite at the desk's form, typed as a barcode scanner types. */
async function receiveUnclaimed(page: Page): Promise<string> {
  const form = page.getByRole('form', { name: 'Receive a parcel' });
  await form.getByLabel(/Tracking number/).click();
  await page.keyboard.type(`${UNKNOWN_SUITE}\n`);
  await expect
    .poll(() => form.getByLabel(/Carrier/).evaluate((el) => el === document.activeElement))
    .toBe(true);
  await page.keyboard.type('UPS\n2\n30\n20\n10\n');
  const toast = page.getByText(/Received unclaimed: KP\d+/).first();
  await toast.waitFor();
  return (/KP\d+/.exec((await toast.textContent()) ?? '') ?? [''])[0];
}

/** A 1×1 PNG, as a camera's photo stands in for one. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A photo chosen at the receive form shows at once (the page's policy lets its blob: address load), then goes. */
async function expectPhotoPreview(page: Page): Promise<void> {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });
  const form = page.getByRole('form', { name: 'Receive a parcel' });
  await form
    .getByLabel(/Photos \(optional/)
    .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: PIXEL });
  const preview = form.getByRole('list', { name: 'Photos chosen' }).locator('img');
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  expect(blocked).toEqual([]);
  await form.getByRole('button', { name: 'Remove label.png' }).click();
}

/** The list's numbers once it shows `first` at its head. */
async function foundAfterSearch(page: Page, text: string, first: string): Promise<string[]> {
  const search = page.getByRole('search', { name: 'Find parcels' });
  await search.getByRole('searchbox').fill(text);
  await search.getByRole('searchbox').press('Enter');
  const list = page.getByRole('list', { name: 'Parcels found' });
  await list.getByRole('listitem').first().getByText(first).waitFor();
  return list.getByRole('listitem').locator('label').allTextContents();
}

describe('the staff desk, in the browser', () => {
  it('receives an unknown suite unclaimed, assigns it in one click, finds parcels and moves two at once', async () => {
    if (!browser || !server) throw new Error('browser or server did not start');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const accountId = await signedInCustomer(page, server.url, env.DATA_DIR, STAFF);
    cli(['users', 'grant-admin', STAFF.email]);
    const [first, second] = [receive(accountId, 'TBA000555000001'), receive(accountId, 'TBA000555000002')];

    await page.goto(`${server.url}/admin-parcels`);
    await expectPhotoPreview(page);
    const stray = await receiveUnclaimed(page);
    const unclaimed = page.getByRole('list', { name: 'Unclaimed parcels' });
    await unclaimed.getByText(stray).waitFor();
    // The owner pre-alerts it: the desk is offered the match.
    const preAlert = await page.request.post(`${server.url}/api/pre-alerts`, {
      headers: { Origin: server.url },
      data: { carrier: 'UPS', trackingNumber: UNKNOWN_SUITE, description: 'Boots', value: 60 },
    });
    expect(preAlert.status()).toBe(201);
    await page.reload();
    await unclaimed.getByText(`Pre-alerted by ${accountId} (Wanjiru Kamau)`).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}admin-parcels-1280.png`, fullPage: true });
    await unclaimed.getByRole('button', { name: `Assign to ${accountId}` }).click();
    await page.getByText(`${stray} assigned to ${accountId}`).first().waitFor();
    await page.getByText('No unclaimed parcels.').waitFor();

    expect(await foundAfterSearch(page, accountId.toLowerCase(), stray)).toEqual([stray, second, first]);
    expect(await foundAfterSearch(page, 'tba 000555 000001', first)).toEqual([first]);
    await foundAfterSearch(page, accountId, stray);
    const list = page.getByRole('list', { name: 'Parcels found' });
    await list.getByRole('checkbox', { name: first }).check();
    await list.getByRole('checkbox', { name: second }).check();
    const moveTo = page.getByLabel(/Move the 2 selected to/);
    // A hand-over takes its owner's code, one parcel at a time: a selection never offers it.
    expect(await moveTo.locator('option').allTextContents()).not.toContain('Delivered');
    await moveTo.selectOption('departed');
    await page.getByRole('button', { name: 'Move selected' }).click();
    await page.getByText('2 moved: Departed the USA').first().waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('departed');
    await list.getByRole('listitem').first().getByText(second).waitFor();
    expect(await list.getByRole('listitem').locator('label').allTextContents()).toEqual([second, first]);

    // On a phone: the desk and every staff page in the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/admin-parcels`);
    await page.getByRole('list', { name: 'Parcels found' }).getByText(stray).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}admin-parcels-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const staffLinks = page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link');
    await staffLinks.filter({ hasText: 'Parcels' }).waitFor();
    expect(await staffLinks.allTextContents()).toEqual(
      expect.arrayContaining(['Parcels', 'Payments', 'Customer database', 'Featured products']),
    );
    await context.close();
  }, 240_000);
});
