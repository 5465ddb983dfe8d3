import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Destination } from '../../core/pricing/destinations.js';
import { mailedVerificationToken } from './local-mail.js';

/** Who signs up in a browser journey. */
export interface BrowserCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Kenya unless told. */
  destination?: Destination;
}

/**
 * Registers through the API and verifies with the mailed link and the password as a customer does, which signs
 * them in; returns the new account's ID. The server's mail goes to the outbox under `dataDir`.
 */
export async function signedInCustomer(
  page: Page,
  url: string,
  dataDir: string,
  customer: BrowserCustomer,
): Promise<string> {
  const registered = await page.request.post(`${url}/api/register`, { data: customer });
  expect(registered.status()).toBe(201);
  const token = await mailedVerificationToken(dataDir, customer.email);
  await page.goto(`${url}/verify-email?token=${token}`);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Verified, the customer is signed in: on to the dashboard.
  await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
  await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
  await page.getByRole('heading', { name: `Welcome, ${customer.firstName}!` }).waitFor();
  const user = (await (await page.request.get(`${url}/api/user`)).json()) as { accountId: string };
  return user.accountId;
}
