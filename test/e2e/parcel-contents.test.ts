import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { signedInCustomer } from '../support/browser-customer.js';
import { runCli } from '../support/run-cli.js';
import { type RunningServer, startServer } from '../support/server-process.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const CUSTOMER = {
  email: 'wanjiru.contents@example.com',
  password: 'Nyeri-highlands-2026',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phoneNumber: '+254711000333',
};

let browser: Browser | undefined;
let server: RunningServer | undefined;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-contents-')) };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(env), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a parcel's declared contents in the browser", () => {
  it('declares two lines, shows the taxes with the rules’ date, and insures once', async () => {
    if (!browser || !server) throw new Error('browser or server did not start');
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const accountId = await signedInCustomer(page, server.url, env.DATA_DIR, CUSTOMER);

    // Staff receive a 2 kg parcel at the warehouse, beside the running site.
    const receive = runCli(
      [
        'parcels',
        'receive',
        '--account',
        accountId,
        '--tracking',
        'TBA000111222333',
        '--carrier',
        'Amazon',
      ].concat(['--weight-kg', '2', '--length-cm', '30', '--width-cm', '20', '--height-cm', '10', '--json']),
      env,
    );
    expect(receive.status, receive.stderr).toBe(0);
    const { number } = JSON.parse(receive.stdout) as { number: string };

    await page.goto(`${server.url}/dashboard`);
    const contents = page.getByRole('region', { name: `Contents of ${number}` });
    await contents.getByText(/before the warehouse cutoff/).waitFor();
    const parcels = page.getByRole('region', { name: 'Your parcels' });
    await parcels.screenshot({ path: `${SCREENSHOTS}dashboard-contents-prompt-390.png` });
    await contents.getByRole('button', { name: 'Declare contents' }).click();
    const line = (n: number) => contents.getByRole('group', { name: `Item ${String(n)}` });
    await line(1)
      .getByLabel(/What it is/)
      .fill('Jeans');
    await line(1)
      .getByLabel(/Category/)
      .selectOption('clothing');
    await line(1)
      .getByLabel(/Quantity/)
      .fill('2');
    await line(1)
      .getByLabel(/Value of one/)
      .fill('40');
    await contents.getByRole('button', { name: 'Add an item' }).click();
    await line(2)
      .getByLabel(/What it is/)
      .fill('Textbook');
    await line(2)
      .getByLabel(/Category/)
      .selectOption('books');
    await line(2)
      .getByLabel(/Value of one/)
      .fill('20');
    await parcels.screenshot({ path: `${SCREENSHOTS}dashboard-declare-contents-390.png` });
    await contents.getByRole('button', { name: 'Save contents' }).click();

    // $100 of goods and $30 shipping: the core's hand-worked figures, $68.87 of taxes.
    const estimate = contents.getByLabel('Estimated taxes');
    await estimate.getByText('$68.87').waitFor();
    await estimate.getByText(/The Kenya Revenue Authority has the final say/).waitFor();
    await parcels.screenshot({ path: `${SCREENSHOTS}dashboard-contents-estimate-390.png` });
    await contents.getByRole('button', { name: 'Insure for $3.00 (3%)' }).click();
    await contents.getByText(/^Insured: \$3\.00/).waitFor();
    await parcels.screenshot({ path: `${SCREENSHOTS}dashboard-contents-insured-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await parcels.screenshot({ path: `${SCREENSHOTS}dashboard-contents-insured-1280.png` });

    // Staff see what was declared when the parcel departs; the customer can change nothing after.
    const departed = runCli(['parcels', 'status', number, '--status', 'departed'], env);
    expect([departed.status, departed.stdout]).toEqual([
      0,
      expect.stringContaining('Declared: $100.00 in 2 lines, insured for $3.00.'),
    ]);
    const answer = await page.request.get(`${server.url}/api/parcels/${number}`);
    expect(await answer.json()).toMatchObject({
      insured: true,
      insuranceCents: 300,
      declaredValueCents: 10_000,
    });
  });
});
