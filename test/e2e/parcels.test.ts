import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { mailMatching, mailedVerificationToken } from '../support/local-mail.js';
import { runCli } from '../support/run-cli.js';
import { type RunningServer, startServer } from '../support/server-process.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const EMAIL = 'otieno.parcels@example.com';
const PASSWORD = 'Kisumu-lakeside-2026';
const TRACKING = '1Z 999 AA1 0123456784';

let browser: Browser | undefined;
let server: RunningServer | undefined;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-parcels-')) };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(env), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The embedded database belongs to one process: the server lets go while staff use the CLI, then comes back. */
async function withServerStopped<T>(work: () => T): Promise<T> {
  await server?.stop();
  try {
    return work();
  } finally {
    server = await startServer(env);
  }
}

function cli(args: string[]) {
  const run = runCli(args, env);
  if (run.status !== 0) throw new Error(`${args.join(' ')}: exit ${String(run.status)} ${run.stderr}`);
  return run.stdout;
}

describe('a parcel from pre-alert to tracking', () => {
  it('registers, pre-alerts, is received by the CLI with the saving, moves along, is mailed, and is tracked', async () => {
    if (!browser || !server) throw new Error('browser or server did not start');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();

    // Register and verify from the mailed link with the password, then sign in.
    const registered = await page.request.post(`${server.url}/api/register`, {
      data: {
        email: EMAIL,
        password: PASSWORD,
        firstName: 'Otieno',
        lastName: 'Were',
        phoneNumber: '+254711000222',
      },
    });
    expect(registered.status()).toBe(201);
    const token = await mailedVerificationToken(env.DATA_DIR, EMAIL);
    await page.goto(`${server.url}/verify-email?token=${token}`);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
    await page.goto(`${server.url}/auth`);
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome, Otieno!' }).waitFor();
    const address = page.getByRole('region', { name: 'Your US shipping address' });
    const suite = (await address.getByText(/^Suite KX\d+$/).textContent()) ?? '';
    const accountId = suite.replace('Suite ', '');

    // Pre-alert the parcel from the dashboard.
    const form = page.getByRole('form', { name: 'Pre-alert a parcel' });
    await form.getByLabel(/Carrier/).fill('UPS');
    await form.getByLabel(/Tracking number/).fill(TRACKING);
    await form.getByLabel(/What is in it/).fill('Phone case');
    await form.getByLabel(/Value/).fill('25');
    await form.getByRole('button', { name: 'Save pre-alert' }).click();
    await page.getByRole('list', { name: 'Your pre-alerts' }).getByText('1Z999AA10123456784').waitFor();

    // Staff receive it at the warehouse.
    const received = JSON.parse(
      await withServerStopped(() =>
        cli([
          'parcels',
          'receive',
          '--account',
          accountId,
          '--tracking',
          TRACKING,
          '--carrier',
          'UPS',
          '--weight-kg',
          '2',
          '--length-cm',
          '30',
          '--width-cm',
          '20',
          '--height-cm',
          '10',
          '--json',
        ]),
      ),
    ) as { number: string; charge: number; preAlertSaving: number };
    expect(received).toMatchObject({ charge: 27, preAlertSaving: 3 });

    await page.goto(`${server.url}/dashboard`);
    const parcels = page.getByRole('region', { name: 'Your parcels' });
    await parcels.getByText(received.number).waitFor();
    await parcels.getByText('$3.00 pre-alert saving').waitFor();
    // The charge once, and what is still due for it (nothing is paid yet), with how to pay.
    await parcels.getByText('$27.00 due for this parcel.').waitFor();
    expect(await parcels.getByText('$27.00').count()).toBe(2);
    await parcels.getByRole('link', { name: 'Pay with M-Pesa or by paybill' }).waitFor();
    await page
      .getByRole('list', { name: 'Your pre-alerts' })
      .getByText(`Arrived: ${received.number}`)
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}dashboard-parcel-phone.png`, fullPage: true });

    // It departs; the owner is mailed at each step.
    await withServerStopped(() => cli(['parcels', 'status', received.number, '--status', 'departed']));
    await mailMatching(env.DATA_DIR, EMAIL, /Received at our Delaware warehouse/);
    await mailMatching(env.DATA_DIR, EMAIL, /Departed the USA/);

    // A status file moves it on; the server writes that notice when it sends it.
    const statuses = join(env.DATA_DIR, 'statuses.csv');
    writeFileSync(statuses, `tracking,status\n${TRACKING},arrived\n`);
    await withServerStopped(() => cli(['parcels', 'import-status', statuses]));
    await mailMatching(env.DATA_DIR, EMAIL, /Arrived at destination/);

    // Anyone with the number sees the steps, before JavaScript too, and nothing about whose it is.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/track`);
    await plain.getByLabel('Tracking number or parcel number').fill('1z999aa1-0123456784');
    await plain.getByRole('button', { name: 'Track' }).click();
    const answer = plain.getByRole('status').filter({ hasText: received.number });
    await answer.getByRole('list', { name: 'Steps' }).getByText('Departed the USA').waitFor();
    expect(await answer.getByText(/\(Nairobi\)/).count()).toBe(3);
    const html = await plain.content();
    expect(html).not.toContain(accountId);
    expect(html).not.toContain('Otieno');
    await noScript.close();

    await page.goto(`${server.url}/track`);
    await page.getByLabel('Tracking number or parcel number').fill(received.number);
    await page.getByRole('button', { name: 'Track' }).click();
    const live = page.getByRole('status').filter({ hasText: received.number });
    await live.getByRole('list', { name: 'Steps' }).getByText('Departed the USA').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}track-phone.png`, fullPage: true });
    await context.close();
  });
});
