import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../support/browser-customer.js';
import { browserJourney } from '../support/browser-journey.js';
import { mailMatching } from '../support/local-mail.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const CUSTOMER = {
  email: 'otieno.parcels@example.com',
  password: 'Kisumu-lakeside-2026',
  firstName: 'Otieno',
  lastName: 'Were',
  phoneNumber: '+254711000222',
};
const EMAIL = CUSTOMER.email;
const TRACKING = '1Z 999 AA1 0123456784';

const journey = browserJourney('parcels');

describe('a parcel from pre-alert to tracking', () => {
  it('registers, pre-alerts, is received by the CLI with the saving, moves along, is mailed, and is tracked', async () => {
    const { server, browser } = journey.started();
    const page = await journey.phonePage();
    // Register and verify from the mailed link with the password, then sign in; the suite is the account ID.
    const accountId = await signedInCustomer(page, server.url, journey.dataDir, CUSTOMER);
    await page
      .getByRole('region', { name: 'Your US shipping address' })
      .getByText(`Suite ${accountId}`, { exact: true })
      .waitFor();

    // Pre-alert the parcel from the dashboard.
    const form = page.getByRole('form', { name: 'Pre-alert a parcel' });
    await form.getByLabel(/Carrier/).fill('UPS');
    await form.getByLabel(/Tracking number/).fill(TRACKING);
    await form.getByLabel(/What is in it/).fill('Phone case');
    await form.getByLabel(/Value/).fill('25');
    await form.getByRole('button', { name: 'Save pre-alert' }).click();
    await page.getByRole('list', { name: 'Your pre-alerts' }).getByText('1Z999AA10123456784').waitFor();

    // Staff receive it at the warehouse.
    const received = journey.receive(accountId, TRACKING);
    expect(received).toMatchObject({ charge: 27, preAlertSaving: 3 });

    await page.goto(`${server.url}/dashboard`);
    const parcels = page.getByRole('region', { name: 'Your parcels', exact: true });
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
    journey.cli(['parcels', 'status', received.number, '--status', 'departed']);
    await mailMatching(journey.dataDir, EMAIL, /Received at our Delaware warehouse/);
    await mailMatching(journey.dataDir, EMAIL, /Departed the USA/);

    // A status file moves it on; the server writes that notice when it sends it.
    const statuses = join(journey.dataDir, 'statuses.csv');
    writeFileSync(statuses, `tracking,status\n${TRACKING},arrived\n`);
    journey.cli(['parcels', 'import-status', statuses]);
    await mailMatching(journey.dataDir, EMAIL, /Arrived at destination/);

    // Anyone with the number sees the steps, before JavaScript too, and nothing about whose it is.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/track`);
    await plain.getByLabel('Tracking number or parcel number').fill('1z999aa1-0123456784');
    await plain.getByRole('button', { name: 'Track' }).click();
    const answer = plain.getByRole('status').filter({ hasText: received.number });
    await answer.getByRole('list', { name: 'Steps' }).getByText('Departed the USA').waitFor();
    expect(await answer.getByText(/\(Nairobi time\)/).count()).toBe(3);
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
    await page.context().close();
  });
});
