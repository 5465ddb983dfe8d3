import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../support/browser-customer.js';
import { browserJourney } from '../support/browser-journey.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
/** Where this journey's box pages are kept for review. */
const SHOTS = '/tmp/shots-wt-box';
const CUSTOMER = {
  email: 'otieno.together@example.com',
  password: 'Kisumu-lakeside-2026',
  firstName: 'Otieno',
  lastName: 'Ouma',
  phoneNumber: '+254722000444',
};
const EMAIL = CUSTOMER.email;

const journey = browserJourney('shipments');

describe('parcels travelling together, in the browser', () => {
  it('a customer asks for two parcels to travel together on a phone; the desk packs them; the saving shows', async () => {
    const { server } = journey.started();
    const page = await journey.phonePage();
    const accountId = await signedInCustomer(page, server.url, journey.dataDir, CUSTOMER);
    // Two 10 kg parcels, $150.00 each, received beside the running site.
    const numbers = ['TBA000444555661', 'TBA000444555662'].map(
      (tracking) => journey.receive(accountId, tracking, { weightKg: 10 }).number,
    );

    await page.goto(`${server.url}/dashboard`);
    const together = page.getByRole('region', { name: 'Ship parcels together' });
    for (const number of numbers) await together.getByLabel(new RegExp(number)).check();
    await together.getByRole('button', { name: 'Ship 2 together' }).click();
    await together.getByText(/Waiting to be packed together/).waitFor();
    await together.screenshot({ path: `${SCREENSHOTS}ship-together-requested-390.png` });

    // The desk packs the box: 19 kg, 50 × 40 × 30 cm.
    journey.cli(['users', 'grant-admin', EMAIL]);
    await page.goto(`${server.url}/admin-parcels`);
    const pack = page.getByRole('form', { name: `Pack ${numbers.join(', ')}` });
    await pack.getByLabel(/Weight/).fill('19');
    await pack.getByLabel(/Length/).fill('50');
    await pack.getByLabel(/Width/).fill('40');
    await pack.getByLabel(/Height/).fill('30');
    await page.screenshot({ path: `${SCREENSHOTS}desk-pack-390.png`, fullPage: true });
    await pack.getByRole('button', { name: 'Pack' }).click();
    await page.getByText('No request is waiting to be packed.').waitFor();

    await page.goto(`${server.url}/dashboard`);
    await together.getByText('You saved $15.00 against $300.00 one by one.').waitFor();
    await together.screenshot({ path: `${SCREENSHOTS}ship-together-packed-390.png` });
    // One box card, its one due; the Payments panel says the same amount; the statement has two lines for it.
    const parcels = page.getByRole('region', { name: 'Your parcels', exact: true });
    const boxCard = parcels.getByRole('listitem', { name: /^Box KS\d+$/ });
    const box = ((await boxCard.getAttribute('aria-label')) ?? '').replace('Box ', '');
    await boxCard.getByText(`$285.00 due for box ${box}.`).waitFor();
    expect(await parcels.getByText(/due for this parcel/).count()).toBe(0);
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByText(/^\$285\.00 = KES/).waitFor();
    const statement = payments.getByRole('list', { name: 'Your statement' });
    expect(await statement.getByRole('listitem').count()).toBe(2);
    await statement.getByText(`replaced by box ${box}`, { exact: false }).waitFor();
    await boxCard.screenshot({ path: `${SHOTS}/box-card-390.png` });
    await payments.screenshot({ path: `${SHOTS}/statement-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await together.screenshot({ path: `${SCREENSHOTS}ship-together-packed-1280.png` });
    await page.screenshot({ path: `${SHOTS}/dashboard-box-1280.png`, fullPage: true });

    // The desk finds the box by its number; /track answers it with its parcels, nothing about whose.
    await page.goto(`${server.url}/admin-parcels`);
    const search = page.getByRole('search', { name: 'Find parcels' });
    await search.getByLabel(/box or tracking number/).fill(box);
    await search.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('region', { name: `Box ${box}` });
    await found.getByText(`Parcels ${numbers.join(', ')}`, { exact: false }).waitFor();
    await found.getByText('$285.00 due before handover.', { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/desk-box-1280.png`, fullPage: true });
    await page.goto(`${server.url}/track?ref=${box}`);
    await page.getByText(`Its parcels: ${numbers.join(', ')}`, { exact: false }).waitFor();
    expect(await page.getByText(CUSTOMER.firstName).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/track-box-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/track-box-390.png`, fullPage: true });
  }, 240_000);
});
