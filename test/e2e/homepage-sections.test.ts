import { describe, expect, it } from 'vitest';
import { openApp, serverAndBrowser } from '../support/browser.js';
import { signInAsStaff, startServerWithStaff } from '../support/staff-server.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

const started = serverAndBrowser(startServerWithStaff);

describe('homepage sections', () => {
  it('deployed on /admin-preview show on / for a signed-out visitor, in the server’s HTML, and go when removed', async () => {
    const { server, browser } = started();
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    await signInAsStaff(staff, server.url);
    await openApp(staff, `${server.url}/admin-preview`);
    await staff.getByRole('heading', { name: 'Homepage sections' }).waitFor();
    const banner = staff
      .getByRole('listitem')
      .filter({ has: staff.getByRole('heading', { name: 'Referral banner' }) });
    await banner.getByText('Not on the homepage').waitFor();
    await banner.getByRole('button', { name: /Deploy to Homepage/ }).click();
    await staff.getByText('Referral banner is live on the homepage').first().waitFor();
    await banner.getByText('Live on Homepage').waitFor();
    await staff.screenshot({ path: `${SCREENSHOTS}admin-preview-1280.png`, fullPage: true });

    // Still live after a reload: the server's state, not the browser's.
    await staff.reload({ waitUntil: 'networkidle' });
    await banner.getByText('Live on Homepage').waitFor();

    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const html = await (await visitorContext.request.get(`${server.url}/`)).text();
    expect(html).toContain('data-section="earnings-banner"');
    const visitor = await visitorContext.newPage();
    await openApp(visitor, `${server.url}/`);
    const section = visitor.getByRole('region', { name: 'Earn $10.00 for every friend who ships' });
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SCREENSHOTS}home-earnings-banner-390.png` });

    await banner.getByRole('button', { name: /Remove from Homepage/ }).click();
    await staff.getByText('Referral banner was removed from the homepage').first().waitFor();
    await banner.getByText('Not on the homepage').waitFor();
    await openApp(visitor, `${server.url}/`);
    expect(
      await visitor.getByRole('region', { name: 'Earn $10.00 for every friend who ships' }).count(),
    ).toBe(0);
    await Promise.all([staffContext.close(), visitorContext.close()]);
  }, 90_000);
});
