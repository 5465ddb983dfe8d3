import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverBrowserAndMail } from '../support/browser-and-mail.js';
import type { SmtpPeer } from '../support/smtp-peer.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const EMAIL = 'wanjiru.kamau@example.com';
const FIRST_PASSWORD = 'Mombasa-road-2026';
const SECOND_PASSWORD = 'Ngong-hills-sunrise';

const started = serverBrowserAndMail();

/** The newest mail to `to` whose subject matches. */
const mailTo = (peer: SmtpPeer, to: string, subject: RegExp): Promise<ParsedMail> =>
  peer.waitForMail(
    (m) => subject.test(m.subject ?? '') && Boolean(m.to && 'text' in m.to && m.to.text === to),
  );

function linkIn(mail: ParsedMail, path: string): string {
  const link = mail.text?.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${path} link in the mail`);
  return link;
}

/** The password step of a verification link's page. */
async function verifyWith(page: Page, password: string) {
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signIn(page: Page, password: string) {
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  await page.getByLabel(/^Email/).fill(EMAIL);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('an account in the browser, mail to a real SMTP peer', () => {
  it('registers, verifies from the mail, signs in, sees the dashboard, signs out, and resets the password', async () => {
    const { server, browser, peer } = started();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();

    await page.goto(`${server.url}/signup`);
    await page.getByRole('tab', { name: 'Create Account', selected: true }).waitFor();
    await page.getByLabel('First name').fill('Wanjiru');
    await page.getByLabel('Last name').fill('Kamau');
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.getByLabel('Phone number').fill('+254711222333');
    await page.getByLabel(/^Password/).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Radix also renders a copy of each toast for screen readers.
    await page.getByText('Registration successful!').first().waitFor();
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}auth-registered-phone.png`, fullPage: true });

    // The link proves the mailbox; the password chosen at sign-up proves the registration.
    const link = linkIn(await mailTo(peer, EMAIL, /verify/i), '/verify-email');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}verify-email-password-phone.png`, fullPage: true });
    await verifyWith(page, SECOND_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'not the password chosen at sign-up' }).waitFor();
    const planted = (await context.cookies()).find((c) => c.name === 'kx.sid')?.value;
    await verifyWith(page, FIRST_PASSWORD);
    // Verified with the password just typed: signed in on a new session, and on to the dashboard.
    await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome, Wanjiru!' }).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard`);
    const verifiedSession = (await context.cookies()).find((c) => c.name === 'kx.sid')?.value;
    expect(verifiedSession).toBeDefined();
    expect(verifiedSession).not.toBe(planted);
    await expect(
      page
        .getByText(/^KX\d{6,}$/)
        .first()
        .textContent(),
    ).resolves.toMatch(/^KX\d{6,}$/);
    await page.screenshot({ path: `${SCREENSHOTS}verify-email-phone.png`, fullPage: true });

    // Opened again, the link says the address is verified already, and offers sign-in.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Logged out').first().waitFor();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email Already Verified' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}verify-email-again-phone.png`, fullPage: true });
    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await signIn(page, FIRST_PASSWORD);
    await page.getByRole('heading', { name: 'Welcome, Wanjiru!' }).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard`);
    await expect(page.getByText('Email verified').textContent()).resolves.toBe('Email verified');
    // The account's service type (the delivery card below offers the same words as a choice).
    const account = page.getByRole('region', { name: 'Account information' });
    await expect(account.getByText('Door-to-door or pickup').count()).resolves.toBe(1);
    const cookie = (await context.cookies()).find((c) => c.name === 'kx.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.screenshot({ path: `${SCREENSHOTS}dashboard-phone.png`, fullPage: true });

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Logged out').first().waitFor();
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(page.url()).toBe(`${server.url}/auth`);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // Wait for the new page: until it loads, the sign-in form's Email field is the one on screen.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const reset = await mailTo(peer, EMAIL, /password/i);
    await page.goto(linkIn(reset, '/reset-password'));
    await page.getByLabel(/^New password/).fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, FIRST_PASSWORD);
    await page.getByText('Login failed').first().waitFor();
    await page.getByLabel(/^Password/).fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome, Wanjiru!' }).waitFor();
    await context.close();
  });

  it('offers an unverified address a new link instead of a session; verified, a South Sudan account sees the Juba office', async () => {
    const { server, browser, peer } = started();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth?tab=register`);
    await page.getByLabel('First name').fill('Deng');
    await page.getByLabel('Last name').fill('Garang');
    await page.getByLabel(/^Email/).fill('deng@example.com');
    await page.getByLabel('Phone number').fill('+211912345678');
    await page.getByLabel('Ship to').selectOption('south-sudan');
    await page.getByLabel(/^Password/).fill('Juba-market-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}auth-desktop.png` });
    await page.getByLabel(/^Password/).fill('Juba-market-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('deng@example.com is not verified yet').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'kx.sid')).toBeUndefined();

    // The registration's mail first, so that the count below is of what came before the resend.
    await mailTo(peer, 'deng@example.com', /verify/i);
    const toDeng = () =>
      peer.received.filter((m) => m.to && 'text' in m.to && m.to.text === 'deng@example.com');
    const before = toDeng().length;
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText('Check your e-mail').first().waitFor();
    // The outbox worker polls every second: the new mail may take a few.
    await expect.poll(() => toDeng().length, { timeout: 15_000 }).toBe(before + 1);
    await page.screenshot({ path: `${SCREENSHOTS}auth-unverified-desktop.png`, fullPage: true });

    await page.goto(linkIn(await mailTo(peer, 'deng@example.com', /verify/i), '/verify-email'));
    await verifyWith(page, 'Juba-market-2025');
    await page.getByRole('alert').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}verify-email-wrong-password-desktop.png` });
    await verifyWith(page, 'Juba-market-2026');
    await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}verify-email-verified-desktop.png` });
    await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
    await page.getByRole('heading', { name: 'Juba office', exact: true }).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard`);
    await page.screenshot({ path: `${SCREENSHOTS}dashboard-south-sudan-desktop.png`, fullPage: true });
    await context.close();
  });
});
