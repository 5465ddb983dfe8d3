/**
 * npm run bench:bundle: the JavaScript each page downloads before the visitor does anything, as a phone's browser
 * loads it. The built server runs; Debian's Chromium opens each page 390 px wide and waits until the network is
 * idle; every script it received counts, at its gzip size (level 9, as the build compresses it). Goal: the home
 * page <= 110 KB, no page over 150 KB; exits 1 when one is missed. Paths given as arguments measure only those
 * (`npm run bench:bundle -- /`); BUNDLE_VERBOSE=1 lists each page's scripts.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { SITE_MAP } from '../../adapters/all-areas.js';
import { launchChromium } from '../support/browser.js';
import { startServer } from '../support/server-process.js';

const HOME_GOAL_KB = 110;
const PAGE_GOAL_KB = 150;
const PHONE = { width: 390, height: 844 };

interface Script {
  url: string;
  gzipKb: number;
}

interface Visit {
  scripts: Script[];
  /** What the page said on the console (errors and warnings, hydration mismatches among them) or threw. */
  complaints: string[];
}

/** Every script a first visit to `url` downloads until the network is idle, in a fresh browser context. */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const scripts: Promise<Script>[] = [];
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzipKb: gzipSync(body, { level: 9 }).length / 1024,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { scripts: await Promise.all(scripts), complaints };
  } finally {
    await context.close();
  }
}

const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await launchChromium();
let missed = 0;
try {
  const asked = process.argv.slice(2);
  for (const path of asked.length > 0 ? asked : [...SITE_MAP.publicPaths, ...SITE_MAP.privatePaths]) {
    const { scripts, complaints } = await visit(browser, `${server.url}${path}`);
    const total = scripts.reduce((sum, script) => sum + script.gzipKb, 0);
    const goal = path === '/' ? HOME_GOAL_KB : PAGE_GOAL_KB;
    if (total > goal) missed += 1;
    console.log(
      `${path.padEnd(22)} ${total.toFixed(1).padStart(7)} KB JS before interaction, gzip, ${String(scripts.length).padStart(2)} scripts (goal <= ${goal} KB: ${total <= goal ? 'met' : 'missed'})`,
    );
    for (const complaint of complaints) console.log(`    console: ${complaint}`);
    if (process.env.BUNDLE_VERBOSE)
      for (const script of scripts.sort((a, b) => b.gzipKb - a.gzipKb))
        console.log(`    ${script.gzipKb.toFixed(1).padStart(6)} KB  ${script.url}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(missed === 0 ? 'every page within its goal' : `${missed} page(s) over their goal`);
process.exitCode = missed === 0 ? 0 : 1;
