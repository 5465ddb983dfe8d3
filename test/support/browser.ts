import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from './server-process.js';

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

/**
 * A server and a browser for the tests of one file: both started before the first test and stopped after the
 * last. The function returned gives them to a test, and fails it if either did not start.
 */
export function serverAndBrowser(start: () => Promise<RunningServer>): () => {
  server: RunningServer;
  browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return () => {
    if (!server || !browser) throw new Error('server or browser did not start');
    return { server, browser };
  };
}
