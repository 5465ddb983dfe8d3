import { type Browser, type Page, chromium } from 'playwright-core';

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this sandbox needs (no network beyond loopback), for every launcher of Chromium. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, headless, driven by Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * Opens a page and waits until the app has taken over the server's HTML (its code loaded, nothing in flight):
 * a button pressed before that does nothing, as for a visitor on a slow link.
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
}
