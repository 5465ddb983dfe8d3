import { launchChromium, openApp } from './support/browser.js';
import { startServer } from './support/server-process.js';

const server = await startServer();
const browser = await launchChromium();
const pages: [string, string, (p: import('playwright-core').Page) => Promise<void>][] = [
  ['how', '/how-it-works', async (p) => { await p.getByRole('button', { name: 'Find my account' }).click(); await p.waitForTimeout(300); }],
  ['shop', '/shop', async (p) => { await p.getByRole('button', { name: 'Search Amazon' }).click(); await p.waitForTimeout(300); }],
  ['ocean', '/ocean-shipping', async (p) => { const f = p.getByRole('form', { name: 'Sea freight calculator' }).getByRole('spinbutton'); await f.nth(0).fill('20'); await f.nth(1).fill('20'); await f.nth(2).fill('20'); }],
  ['customs', '/kenya-customs-calculator?value=500&category=electronics-new', async () => {}],
  ['ssd', '/south-sudan-pricing', async (p) => { await p.getByLabel('Package weight (kg)').fill('3'); }],
  ['home', '/?weight=2&value=500', async (p) => { await p.waitForTimeout(1200); }],
  ['embed', '/calculator-embed?theme=dark', async (p) => { await p.getByLabel(/Package weight/).fill('2'); await p.getByLabel('Item value (USD)').fill('300'); await p.waitForTimeout(1200); }],
];
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const [name, path, act] of pages) {
    await openApp(page, server.url + path);
    await act(page);
    const form = page.locator('form').first();
    await form.scrollIntoViewIfNeeded();
    const box = await form.boundingBox();
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true, clip: { x: 0, y: Math.max(0, (box?.y ?? 0) - 120), width, height: 900 } });
  }
  await page.close();
}
await browser.close();
await server.stop();
