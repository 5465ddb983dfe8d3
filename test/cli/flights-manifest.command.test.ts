import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { migratedDataDir } from '../support/migrated-database.js';

const PLAN = [
  '--flight-number',
  'ET509',
  '--mawb',
  '706-12345675',
  '--destination',
  'NBO',
  '--etd',
  '2026-12-08T22:30:00Z',
  '--eta',
  '2026-12-09T18:45:00Z',
  '--json',
];

describe('cli flights manifest', () => {
  it('writes the manifest as CSV or PDF on the embedded database, warning of undeclared contents', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-manifest-'));
    const env = {
      DATA_DIR: migratedDataDir('cli-manifest-data-'),
      CONSOLIDATOR_NAME: 'Kango Express Ltd',
      CONSOLIDATOR_KRA_PIN: 'p051234567x',
    };
    let parcel = '';
    await databaseWithAccount(env.DATA_DIR, async (app, account) => {
      await app.container
        .get(ACCOUNT_TOKENS.Users)
        .update(account.userId, { kraPin: 'A123456789B' }, new Date());
      const received = await app.container
        .get(PARCEL_TOKENS.ReceiveParcel)
        .execute(aParcelReceipt({ accountId: account.accountId, weightKg: 10 }));
      if (!received.ok) throw new Error(received.error.message);
      parcel = received.value.number;
    });
    const made = await runCliInProcess(['flights', 'create', ...PLAN], env);
    expect(made.status).toBe(0);
    const { id } = JSON.parse(made.stdout) as { id: string };
    expect((await runCliInProcess(['flights', 'load', id, parcel], env)).status).toBe(0);
    const closed = await runCliInProcess(['flights', 'close', id], env);
    expect(closed.stdout).toContain(`Warning: 1 shipment with undeclared contents`);
    expect(closed.stdout).toContain(parcel);

    const csvFile = join(dir, 'manifest.csv');
    const csv = await runCliInProcess(['flights', 'manifest', id, '--out', csvFile], env);
    expect(csv.status).toBe(0);
    expect(csv.stdout).toContain('1 house waybills, 1 parcels');
    expect(csv.stdout).toContain('1 house waybill(s) with undeclared contents');
    const rows: string[][] = parse(readFileSync(csvFile), { bom: true, relax_column_count: true });
    expect(rows[1]?.[0]).toBe(parcel);
    expect(rows[1]?.[5]).toBe('A123456789B');
    expect(rows[1]?.[10]).toBe('UNDECLARED');
    expect(rows.find((r) => r[0] === 'Consolidator KRA PIN')?.[1]).toBe('P051234567X');
    expect(rows.find((r) => r[0] === 'Consolidator')?.[1]).toBe('Kango Express Ltd');

    const pdfFile = join(dir, 'manifest.pdf');
    const pdf = await runCliInProcess(['flights', 'manifest', id, '--format', 'pdf', '--out', pdfFile], env);
    expect(pdf.status).toBe(0);
    expect(readFileSync(pdfFile).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' })).toContain('706-12345675');

    const wrong = await runCliInProcess(
      ['flights', 'manifest', id, '--format', 'xls', '--out', csvFile],
      env,
    );
    expect(wrong.status).toBe(2);
    const unknown = await runCliInProcess(
      ['flights', 'manifest', '00000000-0000-4000-8000-000000000009', '--out', csvFile],
      env,
    );
    expect(unknown.status).toBe(1);
  });
});
