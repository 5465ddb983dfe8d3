import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../support/browser-customer.js';
import { browserJourney } from '../support/browser-journey.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const CUSTOMER = {
  email: 'wanjiru.contents@example.com',
  password: 'Nyeri-highlands-2026',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phoneNumber: '+254711000333',
};

const journey = browserJourney('contents');

describe("a parcel's declared contents in the browser", () => {
  it('declares two lines, shows the taxes with the rules’ date, and insures once', async () => {
    const { server } = journey.started();
    const page = await journey.phonePage();
    const accountId = await signedInCustomer(page, server.url, journey.dataDir, CUSTOMER);

    // Staff receive a 2 kg parcel at the warehouse, beside the running site.
    const { number } = journey.receive(accountId, 'TBA000111222333', { carrier: 'Amazon' });

    await page.goto(`${server.url}/dashboard`);
    const contents = page.getByRole('region', { name: `Contents of ${number}` });
    await contents.getByText(/before the warehouse cutoff/).waitFor();
    const parcels = page.getByRole('region', { name: 'Your parcels', exact: true });
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
    await estimate.getByText(/the bill is KRA's assessment/).waitFor();
    await parcels.screenshot({ path: `${SCREENSHOTS}dashboard-contents-estimate-390.png` });
    // Insuring asks first, with the amount; once confirmed, the Payments panel shows the new due at once.
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByText(/^\$30\.00 = KES/).waitFor();
    await contents.getByRole('button', { name: 'Insure for $3.00 (3%)' }).click();
    const asked = page.getByRole('dialog', { name: 'Insure this parcel for $3.00?' });
    await asked
      .getByText('It covers $100.00 declared value; once insured, its contents can no longer be changed.')
      .waitFor();
    await page.screenshot({ path: '/tmp/shots-wt-box/insure-dialog-390.png' });
    await asked.getByRole('button', { name: 'Insure for $3.00' }).click();
    await contents.getByText(/^Insured: \$3\.00/).waitFor();
    await payments.getByText(/^\$33\.00 = KES/).waitFor();
    await parcels.screenshot({ path: `${SCREENSHOTS}dashboard-contents-insured-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await parcels.screenshot({ path: `${SCREENSHOTS}dashboard-contents-insured-1280.png` });

    // Staff see what was declared when the parcel departs; the customer can change nothing after.
    const departed = journey.cli(['parcels', 'status', number, '--status', 'departed']);
    expect(departed).toContain('Declared: $100.00 in 2 lines, insured for $3.00.');
    const answer = await page.request.get(`${server.url}/api/parcels/${number}`);
    expect(await answer.json()).toMatchObject({
      insured: true,
      insuranceCents: 300,
      declaredValueCents: 10_000,
    });
  });
});
