import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../support/browser-customer.js';
import { browserJourney } from '../support/browser-journey.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
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
    const parcels = page.getByRole('region', { name: 'Your parcels', exact: true });
    expect(await parcels.getByText(/Packed with other parcels in box KS\d+/).count()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    await together.screenshot({ path: `${SCREENSHOTS}ship-together-packed-1280.png` });
  }, 240_000);
});
