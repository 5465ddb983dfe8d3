import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../core/competitors/rate-cards.js';
import { aRateCardFile } from '../core/competitors/rate-card.mother.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

const freshEnv = () => ({ DATA_DIR: migratedDataDir('cli-rates-') });

function writeFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'rate-file-')), name);
  writeFileSync(path, text);
  return path;
}

describe('cli rates', () => {
  it('shows every card in force with its effective date, tiers, surcharge and the published ranges', async () => {
    const run = await runCliInProcess(['rates', 'show'], freshEnv());
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `Competitor rate cards in force since ${CURRENT_RATE_CARDS.effectiveDate} (${CURRENT_RATE_CARDS.cards.length} forwarders)`,
    );
    expect(run.stdout).toContain(
      'by weight band: from 0 kg $16.99/kg, from 25 kg $14.50/kg, from 100 kg $13.99/kg',
    );
    expect(run.stdout).toContain('plus 5% of the item value over $200.00');
    expect(run.stdout).toContain(
      'DHL Express [dhl-express], express, published range only: $65.00–$90.00/kg',
    );
    for (const card of CURRENT_RATE_CARDS.cards) expect(run.stdout).toContain(`[${card.id}]`);
  });

  it('shows the same cards as JSON for scripts', async () => {
    const run = await runCliInProcess(['rates', 'show', '--json'], freshEnv());
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(CURRENT_RATE_CARDS)));
  });

  it('imports a good file, which the calculator and show use from then on, and lists both in the history', async () => {
    const env = freshEnv();
    const imported = await runCliInProcess(
      [
        'rates',
        'import',
        writeFile('november.json', aRateCardFile({ effectiveDate: '2026-11-20', aquantuoFirstRate: 19 })),
      ],
      env,
    );
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toContain(
      `Imported ${CURRENT_RATE_CARDS.cards.length} rate cards and 4 published ranges, effective 2026-11-20.`,
    );
    expect(imported.status).toBe(0);
    expect((await runCliInProcess(['rates', 'show'], env)).stdout).toContain(
      'from 0 kg $19.00/kg, from 50 kg $17.50/kg',
    );
    const priced = JSON.parse(
      (await runCliInProcess(['price', '--weight', '2', '--value', '50', '--json'], env)).stdout,
    ) as {
      data: { ratesAsOf: string; allCompetitors: { competitor: string; theirCost: number }[] };
    };
    expect(priced.data.ratesAsOf).toBe('2026-11-20');

    const history = await runCliInProcess(['rates', 'history', '--json'], env);
    expect(JSON.parse(history.stdout)).toEqual([
      expect.objectContaining({
        effectiveDate: CURRENT_RATE_CARDS.effectiveDate,
        importedAt: null,
        inForce: false,
      }),
      expect.objectContaining({ effectiveDate: '2026-11-20', source: 'november.json', inForce: true }),
    ]);
    expect((await runCliInProcess(['rates', 'history'], env)).stdout).toMatch(
      /^\* 2026-11-20 {2}imported .* november\.json$/m,
    );
  });

  it('refuses a bad file with every problem named by competitor and field, and stores nothing', async () => {
    const env = freshEnv();
    const bad = JSON.stringify({
      effectiveDate: '2026-12-01',
      cards: [{ id: 'aquantuo', name: 'Aquantuo', tiers: [{ fromKg: 0, dollarsPerKg: 'eighteen' }] }],
    });
    const run = await runCliInProcess(['rates', 'import', writeFile('bad.json', bad)], env);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('The rate cards were not imported:');
    expect(run.stderr).toContain('Aquantuo [aquantuo]: tiers[0].dollarsPerKg must be a number');
    expect(
      (await runCliInProcess(['rates', 'import', writeFile('broken.json', '{ "cards": [')], env)).stderr,
    ).toContain('The file is not JSON');
    expect((await runCliInProcess(['rates', 'import', '/no/such/file.json'], env)).status).toBe(2);
    const history = JSON.parse(
      (await runCliInProcess(['rates', 'history', '--json'], env)).stdout,
    ) as unknown[];
    expect(history).toHaveLength(1);
  });
});
