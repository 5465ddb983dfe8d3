import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { signedInCustomer } from '../support/browser-customer.js';
import { mailMatching } from '../support/local-mail.js';
import type { RunningServer } from '../support/server-process.js';
import { signInAsStaff, startServerWithStaff } from '../support/staff-server.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const CUSTOMER = {
  email: 'achieng.lastmile@example.com',
  password: 'Mombasa-old-town-26',
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  phoneNumber: '+254722000333',
};
const TRACKING = '1Z999AA10123450001';

let browser: Browser | undefined;
let server: RunningServer | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerWithStaff(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Staff move the parcel on the desk's form, with a collection code when they have one. */
async function moveOnDesk(desk: Page, status: string, code = ''): Promise<void> {
  const form = desk.getByRole('form', { name: 'Move a parcel' });
  await form.getByLabel(/Parcel or tracking number/).fill(TRACKING);
  await form.getByLabel(/New status/).selectOption(status);
  await form.getByLabel(/Collection code/).fill(code);
  // A handover names who collected it (proof of handover).
  if (status === 'delivered') await form.getByLabel(/Collected by/).fill('Jane Achieng');
  await form.getByRole('button', { name: 'Move' }).click();
}

describe('the last mile', () => {
  it('chooses a pickup point, is mailed the code when ready, and is handed over only with the right code', async () => {
    if (!browser || !server) throw new Error('browser or server did not start');
    const { url, dataDir } = server;
    const customer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const accountId = await signedInCustomer(customer, url, dataDir, CUSTOMER);

    // Asked where parcels go on the first dashboard visit: a pickup point in Mombasa.
    const asking = customer.getByRole('region', { name: 'Where should your parcels go?' });
    await asking.getByLabel(/How/).selectOption('pickup');
    await asking.getByLabel(/Pickup point/).selectOption('mombasa');
    await asking.getByText(/Open Mon/).waitFor();
    await asking.screenshot({ path: `${SCREENSHOTS}last-mile-pickup-form-phone.png` });
    await asking.getByRole('button', { name: 'Save' }).click();
    await customer
      .getByRole('region', { name: 'Delivery' })
      .getByText(/Pickup at Mombasa/)
      .waitFor();
    // Pre-alerted, so the small parcel costs nothing and is handed over on the code alone.
    const alerted = await customer.request.post(`${url}/api/pre-alerts`, {
      headers: { Origin: url },
      data: { carrier: 'UPS', trackingNumber: TRACKING, description: 'Earrings', value: 20 },
    });
    expect(alerted.status()).toBe(201);

    // Staff receive it and move it to ready on the desk.
    const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(desk, url);
    const received = await desk.request.post(`${url}/api/admin/parcels`, {
      headers: { Origin: url },
      data: {
        accountId,
        trackingNumber: TRACKING,
        carrier: 'UPS',
        weightKg: 0.01,
        lengthCm: 1,
        widthCm: 1,
        heightCm: 1,
      },
    });
    expect(received.status()).toBe(201);
    await desk.goto(`${url}/admin-parcels`);
    await moveOnDesk(desk, 'ready');
    await desk
      .getByText(/KP\d+: Ready for pickup or delivery/)
      .first()
      .waitFor();

    // The ready mail names the point and the code.
    const [, code = ''] = await mailMatching(dataDir, CUSTOMER.email, /Collection code: (\d{6})/);
    await mailMatching(dataDir, CUSTOMER.email, /Collect it at Mombasa: \(placeholder\) Example Centre/);
    await customer.reload();
    const card = customer.locator('li', { hasText: TRACKING });
    await card.getByText(code).waitFor();
    await customer.screenshot({ path: `${SCREENSHOTS}last-mile-dashboard-phone.png`, fullPage: true });

    // A wrong code is refused; the right one hands it over.
    await moveOnDesk(desk, 'delivered', code === '000000' ? '000001' : '000000');
    await desk
      .getByText(/This is not the collection code sent to the parcel's owner/)
      .first()
      .waitFor();
    await moveOnDesk(desk, 'delivered', code);
    await desk
      .getByText(/KP\d+: (Delivered|Collected)/)
      .first()
      .waitFor();
    await desk.screenshot({ path: `${SCREENSHOTS}last-mile-desk-desktop.png`, fullPage: true });

    await customer.reload();
    await card.getByText('Collected', { exact: true }).first().waitFor();
    // Who collected it, as the customer sees it: first name and initial.
    await card
      .getByText(/Collected by Jane A\./)
      .first()
      .waitFor();
    expect(await card.getByText(code).count()).toBe(0);
    await customer.setViewportSize({ width: 1280, height: 900 });
    await customer.screenshot({ path: `${SCREENSHOTS}last-mile-dashboard-desktop.png`, fullPage: true });
  });
});
