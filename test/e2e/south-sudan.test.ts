import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IDENTITY } from '../../core/shared/business-identity.js';
import { signedInCustomer } from '../support/browser-customer.js';
import { violations } from '../support/accessibility.js';
import { browserJourney } from '../support/browser-journey.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const CUSTOMER = {
  email: 'deng.juba@example.com',
  password: 'Juba-nile-bridge-2026',
  firstName: 'Deng',
  lastName: 'Garang',
  phoneNumber: '+211 912 345 678',
  destination: 'south-sudan' as const,
};

// The Juba office's phone is unset here: it is the support phone.
const journey = browserJourney('south-sudan');

describe('a South Sudan customer', () => {
  it('sees dollars only, no estimate of Kenya’s taxes, the Juba office first, and M-Pesa for a Kenyan line', async () => {
    const { server } = journey.started();
    const page = await journey.phonePage();
    const accountId = await signedInCustomer(page, server.url, journey.dataDir, CUSTOMER);
    const received = journey.receive(accountId, '1Z999AA10123456800');
    expect(received.charge).toBe(40);

    await page.goto(`${server.url}/dashboard`);
    const parcels = page.getByRole('region', { name: 'Your parcels', exact: true });
    await parcels.getByRole('button', { name: 'Declare contents' }).click();
    await parcels.getByLabel(/What it is/).fill('Phone');
    await parcels.getByLabel(/Category/).selectOption('electronics-new');
    await parcels.getByLabel(/Value of one/).fill('300');
    await parcels.getByRole('button', { name: 'Save contents' }).click();
    await parcels.getByText("South Sudan's customs charges are not estimated").waitFor();
    expect(await parcels.getByLabel('Estimated taxes').count()).toBe(0);

    const panel = page.getByRole('region', { name: 'Payments' });
    const office = panel.getByRole('heading', { name: 'Pay at the Juba office' });
    await office.waitFor();
    expect(await panel.textContent()).toContain(PLACEHOLDER_IDENTITY.supportPhone);
    await panel.getByRole('heading', { name: 'Or pay with M-Pesa from a Kenyan line' }).waitFor();
    expect(await page.getByRole('main').textContent()).not.toContain('KES');
    expect(await violations(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `${SCREENSHOTS}south-sudan-dashboard-${String(width)}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 390, height: 844 });

    // The account's +211 phone is in the form: M-Pesa needs a Kenyan line.
    await panel.getByRole('button', { name: 'Pay $40.00 with M-Pesa' }).click();
    await panel.getByText(/^M-Pesa needs a Kenyan line/).waitFor();
    await panel.getByLabel(/M-Pesa phone number/).fill('0711 000 333');
    await panel.getByRole('button', { name: 'Pay $40.00 with M-Pesa' }).click();
    await panel
      .getByText('Paid. Thank you: your receipt is on its way by e-mail.')
      .waitFor({ timeout: 45_000 });
    await panel.getByRole('link', { name: 'See the receipt' }).click();
    const receipt = page.getByRole('article', { name: 'Payment receipt' });
    await receipt.getByText('$40.00').first().waitFor();
    expect(await receipt.textContent()).not.toMatch(/KES|shillings/);
    await page.context().close();
    // A browser, the CLI's commands and M-Pesa's few seconds: sized for a busy machine.
  }, 240_000);
});
