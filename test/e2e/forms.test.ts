import { describe, expect, it } from 'vitest';
import { serverBrowserAndMail } from '../support/browser-and-mail.js';
import { openApp } from '../support/browser.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

const started = serverBrowserAndMail({ SUPPORT_EMAIL: 'help@example.com' });

describe('forms in the browser, mail to a real SMTP peer', () => {
  it('sends a contact message that reaches the support inbox', async () => {
    const { server, browser, peer } = started();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openApp(page, `${server.url}/contact`);
    await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Yusuf');
    await page.getByLabel(/^Email/).fill('amina@example.com');
    await page.getByLabel('Subject').selectOption('tracking');
    await page.getByLabel(/^Message/).fill('Where is my parcel KX100234?');
    const before = peer.received.length;
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Radix also renders a copy of each toast for screen readers.
    await page.getByText('Message Sent Successfully').first().waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('');
    await page.screenshot({ path: `${SCREENSHOTS}contact-sent-phone.png`, fullPage: true });

    // One to support, one acknowledgement to the sender.
    await peer.waitForCount(before + 2);
    expect(peer.received).toHaveLength(before + 2);
    const sent = peer.received.slice(before);
    const to = (m: (typeof sent)[number]) => (m.to && 'text' in m.to ? m.to.text : '');
    const mail = sent.find((m) => to(m) === 'help@example.com');
    expect(mail?.subject).toBe('Contact form: Tracking from Amina Yusuf');
    expect(mail?.text).toContain('Where is my parcel KX100234?');
    const acknowledgement = sent.find((m) => to(m) === 'amina@example.com');
    expect(acknowledgement?.subject).toMatch(/^We received your message \| /);
    expect(acknowledgement?.text).toMatch(/we answer every message within 24 hours/);
    expect(acknowledgement?.text).not.toMatch(/KX100234|Amina|Yusuf/);
    await page.close();
  });

  it('lists quote errors together, then submits and mails support and the customer', async () => {
    const { server, browser, peer } = started();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openApp(page, `${server.url}/buy-for-me`);
    await page.getByRole('button', { name: 'Request a Quote' }).click();
    await page.getByText('Please fix the following errors:').first().waitFor();
    await page
      .getByText(/Customer name is required/)
      .first()
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}quote-errors-desktop.png` });

    await page.getByLabel('Your name').fill('Otieno Odhiambo');
    await page.getByLabel('Phone number').fill('+254712345678');
    await page.getByLabel(/^Email/).fill('otieno@example.com');
    await page.getByLabel('Item URL').fill('https://www.amazon.com/dp/B0C1234567');
    await page.getByLabel('Item description').fill('Noise-cancelling headphones');
    const before = peer.received.length;
    await page.getByRole('button', { name: 'Request a Quote' }).click();
    await page.locator('#main').getByRole('status').getByText('Quote Request Submitted!').waitFor();
    // After 3 seconds the form is back, empty.
    await page.getByLabel('Your name').waitFor({ timeout: 6_000 });
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('');

    await peer.waitForCount(before + 2);
    expect(peer.received).toHaveLength(before + 2);
    const recipients = peer.received.slice(before).map((m) => (m.to && 'text' in m.to ? m.to.text : ''));
    expect(recipients.sort()).toEqual(['help@example.com', 'otieno@example.com']);
    await page.close();
  });
});
