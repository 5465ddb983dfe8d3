/**
 * npm run audit:lighthouse: Lighthouse (mobile settings: a mid-range phone on a slow 4G network) on every public
 * page of the built server, in Debian's Chromium, and a table of its scores. Goal on every page: performance
 * >= 95, accessibility, best practices and SEO 100, LCP <= 2.0 s. A report, never a test.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SITE_MAP } from '../../adapters/all-areas.js';

const PUBLIC_PATHS = SITE_MAP.publicPaths;
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser.js';
import { startServer } from '../support/server-process.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const server = await startServer({ LOG_LEVEL: 'warn' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const audit = async (path: string) => {
  const result = await lighthouse(`${server.url}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  return result.lhr;
};
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : String(Math.round(value * 100));
const ms = (value: number | undefined) => (value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);
try {
  // A visitor meets a warm server and a browser that has started before: every page is fetched once, and one
  // audit is thrown away, so that the first row does not carry Chromium's and the server's start-up.
  for (const path of PUBLIC_PATHS) await (await fetch(`${server.url}${path}`)).text();
  await audit('/');
  console.log(
    [
      'page'.padEnd(22),
      'perf',
      'a11y',
      'best',
      'seo',
      'LCP'.padStart(8),
      'CLS'.padStart(6),
      'TBT'.padStart(8),
    ].join('  '),
  );
  for (const path of PUBLIC_PATHS) {
    const { categories, audits } = await audit(path);
    console.log(
      [
        path.padEnd(22),
        ...CATEGORIES.map((c) => score(categories[c]?.score).padStart(4)),
        ms(audits['largest-contentful-paint']?.numericValue).padStart(8),
        (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(6),
        `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`.padStart(8),
      ].join('  '),
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
