import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_MAP } from '../../adapters/all-areas.js';
import { signedInCustomer } from '../support/browser-customer.js';
import { violations } from '../support/accessibility.js';
import { browserJourney } from '../support/browser-journey.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const CUSTOMER = {
  email: 'achieng.pays@example.com',
  password: 'Nakuru-flamingo-2026',
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  phoneNumber: '+254711000333',
};
const EMAIL = CUSTOMER.email;

// No Daraja settings: the offline M-Pesa answers, its callback a few seconds after the request.
const journey = browserJourney('payments');

/** The page as a phone and as a desktop show it. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('paying for a parcel', () => {
  it('a customer with a received parcel pays with the offline M-Pesa, sees it paid, and has a receipt', async () => {
    const { server } = journey.started();
    const page = await journey.phonePage();
    const accountId = await signedInCustomer(page, server.url, journey.dataDir, CUSTOMER);
    expect(accountId).toMatch(/^KX\d+$/);

    const received = journey.receive(accountId, '1Z999AA10123456799');
    expect(received.charge).toBe(30);

    await page.goto(`${server.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Payments' });
    await panel.getByText('$30.00 = KES 3,870').waitFor();
    await panel.getByText(/no money moves/).waitFor();
    await page
      .getByRole('region', { name: 'Your parcels', exact: true })
      .getByText('$30.00 due for this parcel.')
      .waitFor();
    expect(await panel.getByLabel(/M-Pesa phone number/).inputValue()).toBe('+254711000333');
    await panel.screenshot({ path: `${SCREENSHOTS}payments-panel-due-390.png` });
    expect(await violations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Pay KES 3,870 with M-Pesa' }).click();
    await panel.getByText('Check your phone: enter your M-Pesa PIN to pay.').waitFor();
    // The offline M-Pesa's callback comes about three seconds later; the panel follows the request until then.
    await panel
      .getByText('Paid. Thank you: your receipt is on its way by e-mail.')
      .waitFor({ timeout: 45_000 });
    await panel.getByText('Nothing is due. Thank you!').waitFor();
    // What the parcel owes is read again: it is paid.
    await page
      .getByRole('region', { name: 'Your parcels', exact: true })
      .getByText(/due for this parcel/)
      .waitFor({ state: 'detached' });
    await panel.screenshot({ path: `${SCREENSHOTS}payments-panel-paid-390.png` });
    await screenshots(page, 'dashboard-paid');

    await panel.getByRole('link', { name: 'See the receipt' }).click();
    const receipt = page.getByRole('article', { name: 'Payment receipt' });
    await receipt.getByText('$30.00').first().waitFor();
    expect(await receipt.textContent()).toContain('KES 3,870');
    expect(await receipt.textContent()).toMatch(/Receipt numberOFF[A-Z0-9]{7}/);
    expect(await receipt.textContent()).toContain('Balance after this paymentNothing due');
    expect(await violations(page)).toEqual([]);
    const receiptUrl = page.url();
    const robots = await page.request.get(receiptUrl);
    expect(robots.headers()['x-robots-tag']).toBe('noindex');
    await screenshots(page, 'receipt');
    // Printed, the receipt is alone on the page: no header, footer or Print button.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}receipt-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`${server.url}/refer-friends`);
    await page
      .getByText(new RegExp(`ref=${accountId}`))
      .first()
      .waitFor();
    await screenshots(page, 'refer-friends');

    // Staff see the payment among the day's.
    journey.cli(['users', 'grant-admin', EMAIL]);
    await page.goto(`${server.url}/admin-payments`);
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await page.getByText('Total: $30.00 from 1 payment').waitFor();
    await page.getByText('Every paybill payment is matched.').waitFor();
    expect(await violations(page)).toEqual([]);
    await screenshots(page, 'admin-payments');

    // Every staff page but one customer's (reached from the search) is in an admin's menu, on a phone and a desktop.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const staffLinks = page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link');
    await staffLinks.filter({ hasText: 'Payments' }).waitFor();
    expect(await staffLinks.count()).toBe(
      SITE_MAP.pages.filter((p) => p.kind === 'admin' && !p.path.includes('/:')).length,
    );
    await page.screenshot({ path: `${SCREENSHOTS}staff-menu-390.png` });
    await page.getByRole('button', { name: 'Close menu' }).first().click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Account menu for Achieng' }).click();
    await page.getByRole('menuitem', { name: 'Payments' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}staff-menu-1280.png` });
    await page.context().close();
    // A browser, the CLI's commands and M-Pesa's few seconds: sized for a busy machine.
  }, 240_000);
});
