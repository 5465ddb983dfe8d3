import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rateCardSetSchema } from '../../core/competitors/rate-card.schema.js';
import { cardsOf, samplePrices } from '../../core/competitors/sample-prices.js';
import { formatUsd } from '../../core/shared/money.js';
import { openApp, serverAndBrowser } from '../support/browser.js';
import { aRateCardFile } from '../core/competitors/rate-card.mother.js';
import { signInAsStaff, startServerWithStaff } from '../support/staff-server.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const started = serverAndBrowser(startServerWithStaff);

describe('rate cards kept current', () => {
  it('a file staff import on /admin-rates changes the comparison pages for a new visitor, without a restart', async () => {
    const { server, browser } = started();
    const text = aRateCardFile({ effectiveDate: '2026-11-20', aquantuoFirstRate: 22 });
    const file = join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates-2026-11-20.json');
    writeFileSync(file, text);
    const [row] = samplePrices(cardsOf(rateCardSetSchema.parse(JSON.parse(text)), ['aquantuo']), [1], 100);
    const newPrice = formatUsd(row?.theirs[0]?.cents ?? 0);

    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    await signInAsStaff(staff, server.url);
    await openApp(staff, `${server.url}/admin-rates`);
    await staff.getByLabel('Rate-card file', { exact: true }).setInputFiles(file);
    await staff.getByRole('button', { name: 'Import' }).click();
    await staff
      .getByText(/Imported the rate cards effective 2026-11-20; in force now/)
      .first()
      .waitFor();
    await staff.getByRole('table').getByText('rates-2026-11-20.json').waitFor();
    await staff.screenshot({ path: `${SCREENSHOTS}admin-rates-1280.png`, fullPage: true });

    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const html = await (await visitorContext.request.get(`${server.url}/vs-aquantuo`)).text();
    expect(html).toContain('20 November 2026');
    const visitor = await visitorContext.newPage();
    await openApp(visitor, `${server.url}/vs-aquantuo`);
    const oneKilo = visitor.getByRole('figure').getByRole('row', { name: /^1 kg/ });
    expect(await oneKilo.textContent()).toContain(newPrice);
    await Promise.all([staffContext.close(), visitorContext.close()]);
  }, 90_000);
});
